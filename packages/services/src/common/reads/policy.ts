import type { Db } from '../db.js';
import { CountCacheDefaults } from './count-cache.js';
import { keyOf, tablesRead, type IStatement, type TKeep } from './statement.js';

/**
 * What a service says about a read it wants kept between requests; the seam derives the key and the tables the
 * value depends on from the statement, and CountCache keeps it (exact on SQLite; on MySQL until a write to one of
 * those tables, here or, with REDIS_URL, in another app process, and never older than its bound).
 *
 * - `total`: a list's total is kept; its page is read every time (every pagedQuery list, by default).
 * - `page`: the page's rows too (pagedQuery's `keep`), as long as the list's total is kept (a long list on MySQL;
 *   always on SQLite).
 * - `answer`: the whole answer. For a list (pagedAnswer), like its total (kept when the list is long on MySQL);
 *   for any other value (readKept), always.
 */
interface IReadPolicy {
  keep: TKeep;
  /**
   * An age bound of the value's own: it is then kept by its tables alone, so that writes to other tables (a
   * session, a room view) leave it, at most this long on MySQL and until another connection commits on SQLite.
   * Without one, the cache's bound (CountCacheDefaults.maxAgeMs) applies, and on SQLite any write retires it.
   */
  maxAgeMs?: number;
}

/** The cache's own bound (5 s), for values whose bound of their own is the same. */
export const KEPT_MAX_AGE_MS = CountCacheDefaults.maxAgeMs;

/**
 * IPagedQuery.keepFrom for a list whose rows are found through correlated subqueries (a shelf filtered by material
 * or option value): a tenth of the plain lists' 1 000 rows, for rows that cost about ten times as much to find.
 */
export const KEEP_COSTLY_LIST_FROM = CountCacheDefaults.minKeptTotal / 10;

/** A whole value kept per `policy`, the way a list keeps its answer. */
export type TAnswerPolicy = IReadPolicy & { keep: 'answer' };

/**
 * A value read by `statement` (and whatever `read` does with its rows), kept per `policy`. The statement's SQL
 * names the tables the value depends on; with its parameters it makes the key, so they must hold everything that
 * tells one value from another (and nothing that moves with the clock, or no value would ever be found again).
 * Inside a transaction nothing is kept: the transaction must see its own writes.
 */
export function readKept<T>(
  db: Db,
  statement: IStatement,
  policy: TAnswerPolicy,
  read: () => Promise<T>,
): Promise<T> {
  const counts = db.counts;
  if (!counts) return read();
  const key = keyOf(policy.keep, statement, policy.maxAgeMs);
  const tables = tablesRead(statement.sql);
  return policy.maxAgeMs === undefined
    ? counts.remember(key, tables, read)
    : counts.rememberUntilWritten(key, tables, read, policy.maxAgeMs);
}

/** The rows of `statement`, mapped, kept per `policy` (see readKept). */
export function readKeptRows<TRow, T>(
  db: Db,
  statement: IStatement,
  policy: TAnswerPolicy,
  map: (rows: TRow[]) => T,
): Promise<T> {
  return readKept(db, statement, policy, async () =>
    map(await db.query<TRow>(statement.sql, [...statement.params])),
  );
}
