import { Order, OrderEvent, OrderLine, Payment, ProductVariant } from '@shop/db';
import { markCartOrdered } from '../cart/index.js';
import type { Db } from '../common/db.js';
import { issueInvoice } from '../documents/index.js';
import { releasePromotionUses } from '../promotion/promotion.service.js';
import { cleanFailureReason } from './failure-reason.js';
import { updateWhere } from '../common/sql.js';

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
 * customer's complete, a webhook, a retried request) records it. True when this call did. The invoice is issued in
 * the same transaction, so its number is taken only by a payment that is recorded.
 */
export async function markPaid(
  tx: Db,
  order: Pick<Order, 'id'>,
  payment: Pick<Payment, 'id'>,
  providerRef: string | null,
  actor: IOrderActor,
  at: Date,
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
  await markCartOrdered(tx, order.id, at);
  await issueInvoice(tx, order.id, at);
  return true;
}

/**
 * Takes the order's row lock while it is still pending (a write that changes nothing): concurrent payment calls
 * for one order then take turns, and each sees what the one before it committed. False when it is not pending.
 */
export async function lockPendingOrder(tx: Db, orderId: number): Promise<boolean> {
  const locked = await updateWhere(tx, Order, { status: 'pending' }, 'id = :id AND status = :pending', {
    id: orderId,
    pending: 'pending',
  });
  return locked > 0;
}

/**
 * A refused payment: the attempt is failed with its reason (cleaned, see cleanFailureReason); the order stays
 * pending and may be paid again. Only while the order is pending and the attempt not completed (a late failure
 * report never undoes a payment), and once per reason: the same failure reported again (a retried request, the
 * browser and the webhook both telling it) changes nothing and adds no event. True when recorded.
 */
export async function recordDecline(
  tx: Db,
  order: Pick<Order, 'id'>,
  payment: Pick<Payment, 'id'>,
  sentReason: string,
  actor: IOrderActor,
): Promise<boolean> {
  const reason = cleanFailureReason(sentReason);
  if (!(await lockPendingOrder(tx, order.id))) return false;
  const failed = await updateWhere(
    tx,
    Payment,
    { status: 'failed', failureReason: reason },
    'id = :id AND (status = :initiated OR (status = :failed AND (failure_reason IS NULL OR failure_reason <> :reason)))',
    { id: payment.id, initiated: 'initiated', failed: 'failed', reason },
  );
  if (!failed) return false;
  await updateWhere(tx, Order, { paymentStatus: 'failed' }, 'id = :id', { id: order.id });
  await addOrderEvent(tx, order.id, 'payment_failed', actor, reason);
  return true;
}

/**
 * Puts what an order took from the shelf back (products since deleted have nothing to get back; what was to be
 * made to order was never on the shelf). Call it only
 * inside the transaction whose conditional status update won the change (see cancelPending), so that it runs
 * once per order.
 */
async function releaseOrderStock(tx: Db, orderId: number): Promise<void> {
  const lines = await tx.repo(OrderLine).find({ where: { orderId }, order: { productId: 'ASC' } });
  for (const line of lines) {
    if (line.productId === null || line.fromStockQuantity === 0) continue;
    // Only what came from stock goes back: the made-to-order rest was never on the shelf.
    await putBack(tx, { ...line, quantity: line.fromStockQuantity });
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
  await releaseOrderStock(tx, orderId);
  await releasePromotionUses(tx, orderId);
  await updateWhere(tx, Payment, { status: 'cancelled' }, 'order_id = :id AND status = :initiated', {
    id: orderId,
    initiated: 'initiated',
  });
  const note =
    kind === 'expired' ? 'Not paid in time: the reserved stock was released' : 'Cancelled before payment';
  await addOrderEvent(tx, orderId, kind, actor, note);
  return true;
}

/**
 * Money that arrived for an order already cancelled (its reservation ran out while the customer's bank was
 * still deciding): the payment is recorded as completed, on the order's timeline too, so that it can be refunded.
 * True when this call recorded it.
 */
export async function recordLatePayment(tx: Db, payment: Pick<Payment, 'id' | 'orderId'>): Promise<boolean> {
  const order = await tx.repo(Order).findOneByOrFail({ id: payment.orderId });
  if (order.status !== 'cancelled') return false;
  const changed = await updateWhere(
    tx,
    Payment,
    { status: 'completed', failureReason: null },
    'id = :id AND status <> :completed',
    { id: payment.id, completed: 'completed' },
  );
  if (!changed) return false;
  await updateWhere(tx, Order, { paymentStatus: 'completed' }, 'id = :id', { id: order.id });
  await addOrderEvent(tx, order.id, 'paid_after_cancel', SYSTEM_ACTOR, 'Paid after the order was cancelled');
  return true;
}

/**
 * One order line's quantity back on the shelf: on its variant's row and the product's stock sum, or on the
 * product alone for a product without variants (a variant deleted since gives nothing back to its product's sum).
 */
export async function putBack(
  tx: Db,
  line: Pick<OrderLine, 'productId' | 'variantId' | 'quantity'>,
): Promise<void> {
  if (line.productId === null) return;
  if (line.variantId !== null) {
    const result = await tx
      .repo(ProductVariant)
      .createQueryBuilder()
      .update()
      .set({ stock: () => 'stock + :quantity' })
      .where('id = :id', { id: line.variantId, quantity: line.quantity })
      .execute();
    if (!result.affected) return;
    await tx.query('UPDATE products SET stock = stock + ? WHERE id = ?', [line.quantity, line.productId]);
    return;
  }
  await tx.query(
    'UPDATE products SET stock = stock + ? WHERE id = ? ' +
      'AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = ?)',
    [line.quantity, line.productId, line.productId],
  );
}
