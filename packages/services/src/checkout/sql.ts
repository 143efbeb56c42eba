import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { Db } from '../common/db.js';

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

function driverCode(error: unknown): { code?: string; errno?: number } {
  const e = error as { driverError?: { code?: string; errno?: number }; code?: string; errno?: number };
  return e?.driverError ?? e ?? {};
}

/** A UNIQUE index refused the row: MySQL's ER_DUP_ENTRY, SQLite's SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, errno } = driverCode(error);
  return code === 'ER_DUP_ENTRY' || errno === 1062 || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** InnoDB chose this transaction as a deadlock victim and rolled it back: running it again is the cure. */
export function isDeadlock(error: unknown): boolean {
  const { code, errno } = driverCode(error);
  return code === 'ER_LOCK_DEADLOCK' || errno === 1213;
}

/** Runs a transaction again (a few times) when the database rolled it back as a deadlock victim. */
export async function retryDeadlocks<R>(work: () => Promise<R>, attempts = 5): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
