import crypto from 'node:crypto';
import type { Db } from '../common/db.js';

/** A window of counted attempts, as the API's rate limiter reads it (its IRateLimitStore contract). */
export interface ICountedWindow {
  count: number;
  resetAt: number;
}

/** Keys hold an email or an address; one longer than the column is stored as its hash. */
const MAX_BUCKET = 190;
/** Expired windows are deleted at most this often, by whichever process counts next. */
const SWEEP_EVERY_MS = 60_000;

const bucketOf = (key: string) =>
  key.length <= MAX_BUCKET ? key : `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`;

/** What mysql2 answers for a statement that writes: rows touched, and the value LAST_INSERT_ID holds. */
interface IMysqlWriteResult {
  affectedRows: number;
  insertId: number | string;
}

/**
 * Attempt counts in the database, so that several app processes behind one address enforce one limit (a
 * per-process count would give a guesser one allowance per process). Each attempt's count comes from the one
 * statement that changes it, never from a later read: a later read would see other attempts' counts (so that 20
 * concurrent attempts would each see 20) or no row at all after a concurrent reset.
 */
export class DatabaseRateLimitStore {
  private nextSweepAt = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number, now: number): Promise<ICountedWindow> {
    await this.sweep(now);
    const bucket = bucketOf(key);
    const resetAt = now + windowMs;
    if (this.db.dialect === 'sqlite') {
      const [row] = await this.db.query<{ count: number; reset_at: number }>(
        `INSERT INTO rate_limit_windows (bucket, window_ms, count, reset_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (bucket, window_ms) DO UPDATE SET
           count = CASE WHEN reset_at <= ? THEN 1 ELSE count + 1 END,
           reset_at = CASE WHEN reset_at <= ? THEN excluded.reset_at ELSE reset_at END
         RETURNING count, reset_at`,
        [bucket, windowMs, resetAt, now, now],
      );
      return { count: Number(row!.count), resetAt: Number(row!.reset_at) };
    }
    // MySQL 8 has no RETURNING. LAST_INSERT_ID(expr) hands this statement's new count back in the same answer
    // (mysql2's insertId), on the same connection. Assignments apply left to right: `count` sees the old reset_at.
    const result = (await this.db.query(
      `INSERT INTO rate_limit_windows (bucket, window_ms, count, reset_at) VALUES (?, ?, 1, ?)
       ON DUPLICATE KEY UPDATE
         count = LAST_INSERT_ID(IF(reset_at <= ?, 1, count + 1)),
         reset_at = IF(reset_at <= ?, VALUES(reset_at), reset_at)`,
      [bucket, windowMs, resetAt, now, now],
    )) as unknown as IMysqlWriteResult;
    // One row affected: a new window, this its first attempt. Two: an existing row was updated.
    if (result.affectedRows === 1) return { count: 1, resetAt };
    const count = Number(result.insertId);
    if (count === 1) return { count, resetAt };
    // Only the window's end is read apart; a reset in between leaves no row, and then this attempt's own end stands.
    const [row] = await this.db.query<{ reset_at: string }>(
      `SELECT reset_at FROM rate_limit_windows WHERE bucket = ? AND window_ms = ?`,
      [bucket, windowMs],
    );
    return { count, resetAt: row ? Number(row.reset_at) : resetAt };
  }

  /** The window's state without counting an attempt: a count of 0 when no window is open. */
  async peek(key: string, windowMs: number, now: number): Promise<ICountedWindow> {
    const [row] = await this.db.query<{ count: number; reset_at: number | string }>(
      `SELECT count, reset_at FROM rate_limit_windows WHERE bucket = ? AND window_ms = ? AND reset_at > ?`,
      [bucketOf(key), windowMs, now],
    );
    return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : { count: 0, resetAt: now };
  }

  async reset(key: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_windows WHERE bucket = ?`, [bucketOf(key)]);
  }

  private async sweep(now: number): Promise<void> {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    await this.db.query(`DELETE FROM rate_limit_windows WHERE reset_at <= ?`, [now]);
  }
}
