import { SLUG_PATTERN, SLUG_TAKEN_MESSAGE, type TCheckSlugOutput } from '@shop/domain';
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

/** The check-slug calls: a slug that breaks the slug rule is not valid, and so never available. */
export async function checkSlug<T extends ObjectLiteral & { id: number; slug: string }>(
  repository: Repository<T>,
  slug: string,
  excludeId?: number,
): Promise<TCheckSlugOutput> {
  if (!SLUG_PATTERN.test(slug)) return { valid: false, available: false };
  return { valid: true, available: await isSlugFree(repository, slug, excludeId) };
}

const slugTaken = () => new FieldValidationError({ slug: [SLUG_TAKEN_MESSAGE] });

/**
 * Runs a write that may hit the unique slug index. The check before it gives the friendly answer; this catches
 * the race where two editors save the same slug at once.
 */
async function guardSlugRace<R>(write: () => Promise<R>, stillFree: () => Promise<boolean>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (!(await stillFree())) throw slugTaken();
    throw error;
  }
}

/** Refuses a taken slug before writing, then writes with the race guard. */
export async function writeWithFreeSlug<T extends ObjectLiteral & { id: number; slug: string }, R>(
  repository: Repository<T>,
  slug: string,
  excludeId: number | undefined,
  write: () => Promise<R>,
): Promise<R> {
  const free = () => isSlugFree(repository, slug, excludeId);
  if (!(await free())) throw slugTaken();
  return guardSlugRace(write, free);
}
