import { Order, OrderEvent, OrderLine, Payment, Product } from '@shop/db';
import type { Db } from '../common/db.js';
import { updateWhere } from './sql.js';

/** Who made a change, for the order's timeline. */
export interface IOrderActor {
  type: 'customer' | 'staff' | 'system';
  id: number | null;
  name: string;
}

export const SYSTEM_ACTOR: IOrderActor = { type: 'system', id: null, name: 'Shop' };

export async function addOrderEvent(
  tx: Db,
  orderId: number,
  kind: string,
  actor: IOrderActor,
  note = '',
): Promise<void> {
  await tx.repo(OrderEvent).insert({
    orderId,
    kind,
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name.slice(0, 120),
    note: note.slice(0, 255),
  });
}

/**
 * pending -> paid, once: the conditional update on the status decides which of several racing calls (the
 * customer's complete, a webhook, a retried request) records it. True when this call did.
 */
export async function markPaid(
  tx: Db,
  order: Pick<Order, 'id'>,
  payment: Pick<Payment, 'id'>,
  providerRef: string | null,
  actor: IOrderActor,
): Promise<boolean> {
  const changed = await updateWhere(
    tx,
    Order,
    { status: 'paid', paymentStatus: 'completed', reservedUntil: null },
    'id = :id AND status = :pending',
    { id: order.id, pending: 'pending' },
  );
  if (!changed) return false;
  await updateWhere(
    tx,
    Payment,
    { status: 'completed', failureReason: null, ...(providerRef ? { providerRef } : {}) },
    'id = :id',
    { id: payment.id },
  );
  await addOrderEvent(tx, order.id, 'paid', actor, 'Payment received');
  return true;
}

/** A refused payment: the attempt is failed with its reason; the order stays pending and may be paid again. */
export async function recordDecline(
  tx: Db,
  order: Pick<Order, 'id'>,
  payment: Pick<Payment, 'id'>,
  reason: string,
  actor: IOrderActor,
): Promise<void> {
  await updateWhere(tx, Payment, { status: 'failed', failureReason: reason.slice(0, 255) }, 'id = :id', {
    id: payment.id,
  });
  await updateWhere(tx, Order, { paymentStatus: 'failed' }, 'id = :id AND status = :pending', {
    id: order.id,
    pending: 'pending',
  });
  await addOrderEvent(tx, order.id, 'payment_failed', actor, reason);
}

/** Puts an order's quantities back on the shelf (products since deleted have nothing to get back). */
async function releaseStock(tx: Db, orderId: number): Promise<void> {
  const lines = await tx.repo(OrderLine).find({ where: { orderId }, order: { productId: 'ASC' } });
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .repo(Product)
      .createQueryBuilder()
      .update()
      .set({ stock: () => 'stock + :quantity' })
      .where('id = :id', { id: line.productId, quantity: line.quantity })
      .execute();
  }
}

/**
 * pending -> cancelled with its stock back on the shelf, exactly once however many calls or processes try: only
 * the call whose conditional update changed the row releases the stock. With `expiredBefore`, only when the
 * reservation ran out before that time (the sweep). True when this call cancelled the order.
 */
export async function cancelPending(
  tx: Db,
  orderId: number,
  kind: 'cancelled' | 'expired',
  actor: IOrderActor,
  expiredBefore?: Date,
): Promise<boolean> {
  const changed = await updateWhere(
    tx,
    Order,
    { status: 'cancelled', paymentStatus: 'cancelled', reservedUntil: null },
    `id = :id AND status = :pending${expiredBefore ? ' AND reserved_until < :before' : ''}`,
    { id: orderId, pending: 'pending', before: expiredBefore },
  );
  if (!changed) return false;
  await releaseStock(tx, orderId);
  await updateWhere(tx, Payment, { status: 'cancelled' }, 'order_id = :id AND status = :initiated', {
    id: orderId,
    initiated: 'initiated',
  });
  const note =
    kind === 'expired' ? 'Not paid in time: the reserved stock was released' : 'Cancelled before payment';
  await addOrderEvent(tx, orderId, kind, actor, note);
  return true;
}
