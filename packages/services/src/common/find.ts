import type { ObjectLiteral, Repository } from 'typeorm';
import { NotFoundError } from '../errors.js';

/** The row with this id, or the 404 every detail, update and delete answers for an unknown id. */
export async function findOrThrow<T extends ObjectLiteral & { id: number }>(
  repository: Repository<T>,
  id: number,
  what: string,
): Promise<T> {
  const row = await repository.findOne({ where: { id } as never });
  if (!row) throw new NotFoundError(what);
  return row;
}

/** Like findOrThrow, for writes that only need to know the row is there. */
export async function existsOrThrow<T extends ObjectLiteral & { id: number }>(
  repository: Repository<T>,
  id: number,
  what: string,
): Promise<void> {
  if (!(await repository.exists({ where: { id } as never }))) throw new NotFoundError(what);
}
