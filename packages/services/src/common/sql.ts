import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { Db } from './db.js';

/**
 * `UPDATE ... SET ... WHERE <condition>` answering how many rows it changed: the condition carries the state the
 * row must still be in (pending, enough stock), so of two processes racing for the same change exactly one wins.
 * Column names in `where` are the database's (snake case).
 */
export async function updateWhere<T extends ObjectLiteral>(
  db: Db,
  entity: EntityTarget<T>,
  set: QueryDeepPartialEntity<T>,
  where: string,
  params: Record<string, unknown>,
): Promise<number> {
  const result = await db.repo(entity).createQueryBuilder().update().set(set).where(where, params).execute();
  return result.affected ?? 0;
}

/** A UNIQUE index refused the row: MySQL's ER_DUP_ENTRY, SQLite's SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { driverError?: { code?: string; errno?: number }; code?: string; errno?: number };
  const { code, errno } = e?.driverError ?? e ?? {};
  return code === 'ER_DUP_ENTRY' || errno === 1062 || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
