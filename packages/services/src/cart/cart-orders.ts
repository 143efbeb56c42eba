import { Cart, Order } from '@shop/db';
import { IsNull, Not } from 'typeorm';
import type { Db } from '../common/db.js';

/**
 * The order was paid: the cart it was bought from (the customer's, or the guest session's) is emptied, as the
 * browser empties its own, and marked bought, so that no reminder is ever sent for it. Inside the transaction that
 * marks the order paid.
 */
export async function markCartOrdered(tx: Db, orderId: number, at: Date): Promise<void> {
  const order = await tx.repo(Order).findOne({
    where: { id: orderId },
    select: { id: true, customerId: true, guestSessionHash: true },
  });
  if (!order) return;
  const where =
    order.customerId !== null
      ? { customerId: order.customerId }
      : order.guestSessionHash
        ? { tokenHash: order.guestSessionHash }
        : null;
  if (!where) return;
  // Bought after its reminder: a recovered cart.
  await tx.repo(Cart).update({ ...where, remindedAt: Not(IsNull()) }, { recoveredAt: at });
  await tx.repo(Cart).update(where, { lines: '[]', orderedAt: at, orderId });
}
