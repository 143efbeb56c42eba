import { Cart } from '@shop/db';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';

/** A guest cart with no lines, unchanged for a day, is gone: its cart session made it and never filled it. */
const EMPTY_CART_DAYS = 1;
/** A guest cart unchanged for 30 days is gone too (its reminder, if any, went out long ago). */
const ABANDONED_CART_DAYS = 30;
/** Carts deleted per statement, and statements per sweep: a sweep stays short; the next one takes the rest. */
const BATCH = 500;
const BATCHES_PER_SWEEP = 10;
const DAY = 86_400_000;

/**
 * Deletes stale guest carts: empty ones after EMPTY_CART_DAYS, any after ABANDONED_CART_DAYS. A customer's cart
 * (one per account) is kept, and so is a cart bought after its reminder (the dashboard counts recovered carts).
 * Safe with several app processes sweeping at once: a row deleted twice is simply gone. Answers how many went.
 */
export async function sweepStaleCarts(db: Db, now: Date = new Date()): Promise<number> {
  const emptyBefore = new Date(now.getTime() - EMPTY_CART_DAYS * DAY);
  const leftBefore = new Date(now.getTime() - ABANDONED_CART_DAYS * DAY);
  let deleted = 0;
  for (let batch = 0; batch < BATCHES_PER_SWEEP; batch++) {
    const stale = await db
      .repo(Cart)
      .createQueryBuilder('carts')
      .select('carts.id', 'id')
      .where('carts.customer_id IS NULL AND carts.recovered_at IS NULL')
      .andWhere(
        '((carts.lines = :empty AND carts.updated_at < :emptyBefore) OR carts.updated_at < :leftBefore)',
        { empty: '[]', emptyBefore, leftBefore },
      )
      .orderBy('carts.id', 'ASC')
      .limit(BATCH)
      .getRawMany<{ id: number }>();
    if (!stale.length) break;
    await db.repo(Cart).delete({ id: In(stale.map((row) => row.id)) });
    deleted += stale.length;
    if (stale.length < BATCH) break;
  }
  return deleted;
}
