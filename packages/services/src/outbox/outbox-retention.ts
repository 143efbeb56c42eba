import { OutboxMessage } from '@shop/db';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { sqlDateTime } from '../common/sql-values.js';

/** How many rows one delete takes: short statements, so that a large first purge never holds the table for long. */
const PURGE_BATCH = 500;

/**
 * The states whose messages are done with: sent, or cancelled by staff. Failed messages stay until someone has
 * looked at them (staff send them again or cancel them).
 */
const FINISHED = ['sent', 'cancelled'] as const;

/**
 * Deletes finished messages last due before `before`, in batches, and answers how many went. A message's due time
 * is when it was queued or last retried, so it is never later than when it was sent; reading it goes through the
 * (state, next_attempt_at) index the worker's claim already uses. Several processes may purge at once: each
 * deletes by id what it found, and a row another process deleted first is simply not counted.
 */
export async function purgeFinishedMessages(db: Db, before: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const rows = await db
      .repo(OutboxMessage)
      .createQueryBuilder('outbox')
      .select('outbox.id', 'id')
      .where('outbox.state IN (:...finished) AND outbox.next_attempt_at < :before', {
        finished: FINISHED,
        before: sqlDateTime(before),
      })
      .orderBy('outbox.id', 'ASC')
      .limit(PURGE_BATCH)
      .getRawMany<{ id: number }>();
    if (rows.length === 0) return purged;
    const result = await db.repo(OutboxMessage).delete({ id: In(rows.map((row) => Number(row.id))) });
    purged += result.affected ?? rows.length;
    if (rows.length < PURGE_BATCH) return purged;
  }
}
