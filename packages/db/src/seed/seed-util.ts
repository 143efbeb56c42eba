/** Helpers shared by the seed steps. */
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Random } from './random.js';

/** Planned image key -> key the storage provider answered with. */
export type TStoredKey = (plannedKey: string) => string;

const DAY_MS = 86_400_000;

/** A moment `days` before now, at a random-but-seeded time of day, so lists sorted by date look lived in. */
export function daysAgo(days: number, rng?: Random): Date {
  const offset = rng ? rng.int(0, DAY_MS / 1000 - 1) * 1000 : 0;
  return new Date(Math.floor((Date.now() - days * DAY_MS - offset) / 1000) * 1000);
}

/**
 * Multi-row INSERTs in chunks. updateEntity(false) stops TypeORM from reading generated ids back row by row;
 * callers look ids up by slug or name afterwards, which works the same on SQLite and MySQL.
 */
export async function insertRows<T extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<T>,
  rows: readonly Partial<T>[],
  chunk = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await m
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(i, i + chunk) as T[])
      .updateEntity(false)
      .execute();
  }
}

/** COUNT(*) comes back as a number on SQLite and as a string on MariaDB. */
export async function countRows(m: EntityManager, table: string): Promise<number> {
  const rows: { n: number | string }[] = await m.query(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number(rows[0]?.n ?? 0);
}
