import type { ObjectLiteral, Repository } from 'typeorm';
import { Not } from 'typeorm';
import { FieldValidationError } from '../errors.js';

/** Whether a slug is free among the rows of one entity kind, ignoring the row being edited. */
export async function isSlugFree<T extends ObjectLiteral & { id: number; slug: string }>(
  repository: Repository<T>,
  slug: string,
  excludeId?: number,
): Promise<boolean> {
  const where = excludeId ? { slug, id: Not(excludeId) } : { slug };
  return !(await repository.exists({ where: where as never }));
}

export const slugTaken = () => new FieldValidationError({ slug: ['This slug is already taken.'] });

/**
 * Runs a write that may hit the unique slug index. The check before it gives the friendly answer; this catches
 * the race where two editors save the same slug at once.
 */
export async function guardSlugRace<R>(
  write: () => Promise<R>,
  stillFree: () => Promise<boolean>,
): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (!(await stillFree())) throw slugTaken();
    throw error;
  }
}
