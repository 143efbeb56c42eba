import { Order } from '@shop/db';
import { LessThan } from 'typeorm';
import type { Db } from '../common/db.js';
import { cancelPending, SYSTEM_ACTOR } from '../order/index.js';
import type { PaymentOutcomeService } from './payment-outcome.service.js';

/** Orders handled per sweep; the next minute takes the rest. */
const BATCH = 100;

/**
 * Releases the stock of orders still unpaid when their reservation ran out, and cancels them with an 'expired'
 * event. Safe with several app processes sweeping at once: each order's cancel is a conditional update on its
 * status, so exactly one process releases its stock. Answers how many orders this call expired.
 */
export async function expireReservations(
  db: Db,
  outcomes: PaymentOutcomeService,
  now: Date,
): Promise<number> {
  const due = await db.repo(Order).find({
    select: { id: true },
    where: { status: 'pending', reservedUntil: LessThan(now) },
    order: { id: 'ASC' },
    take: BATCH,
  });
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const cancelled = await cancelPending(tx, id, 'expired', SYSTEM_ACTOR, now);
      if (cancelled) await outcomes.reportCancelled(tx, id);
      return cancelled;
    });
    if (!done) continue;
    expired++;
    await outcomes.afterCancelled(id);
  }
  return expired;
}
