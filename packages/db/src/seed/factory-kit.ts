/**
 * What the seed factories share (each domain's factory lives beside its entity, packages/db/src/<domain>/):
 * one factory per domain entity for tests (and the seed): each fills unique, valid defaults, applies the overrides,
 * inserts the row and returns the saved entity. A parent that is not given (a room for a room type, ...) is
 * created too, so `await seedProduct(m)` alone gives a product that every list and detail call can show.
 */
import crypto from 'node:crypto';
import {
  type DataSource,
  type DeepPartial,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
} from 'typeorm';

export type TSeedTarget = EntityManager | DataSource;

/**
 * Several test processes may write to one shared database (the REST contract servers), so a per-process tag
 * keeps names and slugs from two processes apart, and a counter keeps them apart within one.
 */
const processTag = crypto.randomBytes(3).toString('hex');
let counter = 0;

/** A fresh suffix such as `a1b2c3-7`: lowercase letters, digits and hyphens, so it also fits the slug rule. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${processTag}-${counter}`;
}

/** The number in the last suffix given: a position that orders rows by when the test made them. */
export const lastSuffixNumber = (): number => counter;

/**
 * A stored password hash that no password verifies against (it is not an argon2 hash): accounts made without
 * `passwordHash` exist for lists and foreign keys but cannot log in.
 */
export const NO_LOGIN_HASH = '!no-login';

export function managerOf(db: TSeedTarget): EntityManager {
  return 'manager' in db ? db.manager : db;
}

export async function insert<T extends ObjectLiteral>(
  db: TSeedTarget,
  entity: EntityTarget<T>,
  values: NoInfer<DeepPartial<T>>,
): Promise<T> {
  const m = managerOf(db);
  return m.save(entity, m.create(entity, values));
}
