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

/**
 * Attempt counts in the database, so that several app processes behind one address enforce one limit (a
 * per-process count would give a guesser one allowance per process). One statement counts the attempt and
 * starts a new window when the old one has ended, so concurrent attempts are never lost.
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
    // MySQL applies the assignments left to right: reset_at is still the old value when `count` tests it.
    await this.db.query(
      `INSERT INTO rate_limit_windows (bucket, window_ms, count, reset_at) VALUES (?, ?, 1, ?)
       ON DUPLICATE KEY UPDATE
         count = IF(reset_at <= ?, 1, count + 1),
         reset_at = IF(reset_at <= ?, VALUES(reset_at), reset_at)`,
      [bucket, windowMs, resetAt, now, now],
    );
    const [row] = await this.db.query<{ count: number; reset_at: string }>(
      `SELECT count, reset_at FROM rate_limit_windows WHERE bucket = ? AND window_ms = ?`,
      [bucket, windowMs],
    );
    return { count: Number(row!.count), resetAt: Number(row!.reset_at) };
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
