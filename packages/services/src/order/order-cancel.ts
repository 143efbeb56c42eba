import { Order, Payment, type Refund } from '@shop/db';
import { ORDER_ADMIN_MESSAGES } from '@shop/domain';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import type { IStaffActor } from '../common/staff-actor.js';
import { assertStillAdmin } from '../common/still-admin.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import type { IPaymentProvider } from '../payments/payment-provider.js';
import {
  assertAllowed,
  assertNothingShipped,
  claimMove,
  hasMadeToOrder,
  recordMove,
  restock,
} from './order-moves.js';
import { claimRefund, completeRefund, lockOrderRow, pendingRefundOf } from './refund.js';
import type { TRefundNotice } from './refund-mail.js';
import type { IWebhookEvents } from '../webhooks/index.js';
import { orderEventData } from '../webhooks/index.js';

/**
 * Staff cancel an order: its stock goes back on the shelf and its payment (all that is left of it, or
 * `amountCents`) goes back through its provider, without holding a transaction while the provider is asked: the
 * refund is claimed in one short transaction, sent, and the cancel recorded with the refund in a second one. If
 * the provider refuses, nothing changed; if it fails or does not answer, the refund stays pending (the order page
 * shows it) and cancelling again retries it with the same idempotency key, so the money goes back once. While a
 * refund is pending the order makes no other move.
 */
export async function cancelOrder(
  db: Db,
  provider: IPaymentProvider,
  id: number,
  amountCents: number | undefined,
  actor: IStaffActor,
  now: Date,
  events?: IWebhookEvents,
  notify?: TRefundNotice,
): Promise<void> {
  const refund = await db.transaction((tx) => claimCancel(tx, provider, id, amountCents, actor, now, events));
  if (!refund) return;
  const recorded = await completeRefund(db, refund, {
    provider,
    actor: { type: 'staff', id: actor.id, name: actor.name },
    notify,
    alsoDo:
      refund.purpose === 'cancel'
        ? (tx, paymentStatus) => finishCancel(tx, id, actor, paymentStatus, events)
        : undefined,
    events,
  });
  if (!recorded) throw new ConflictError(ORDER_ADMIN_MESSAGES.changedMeanwhile);
}

/**
 * A cancel's first transaction: the refund to send (the pending one again, or a new one), or null when nothing
 * is left to give back, in which case the order was cancelled right here.
 */
async function claimCancel(
  tx: Db,
  provider: IPaymentProvider,
  id: number,
  amountCents: number | undefined,
  actor: IStaffActor,
  now: Date,
  events: IWebhookEvents | undefined,
): Promise<Refund | null> {
  await assertStillAdmin(tx, actor.id);
  await lockOrderRow(tx, id);
  const order = await findOrThrow(tx.repo(Order), id, 'Order');
  const pending = await pendingRefundOf(tx, id);
  if (pending) {
    const paid = await tx.repo(Payment).findOneByOrFail({ id: pending.paymentId });
    return claimRefund(tx, provider, paid, amountCents, 'cancel', now);
  }
  await assertNothingShipped(tx, id);
  assertAllowed('cancel', order, await hasMadeToOrder(tx, id));
  const payment = await tx
    .repo(Payment)
    .findOne({ where: { orderId: id, status: 'completed' }, order: { id: 'DESC' } });
  if (!payment) throw new ConflictError(ORDER_ADMIN_MESSAGES.nothingToRefund);
  const refundable = payment.amountCents - payment.refundedCents;
  const amount = amountCents ?? refundable;
  if (amount > refundable)
    throw new FieldValidationError({ amountCents: [ORDER_ADMIN_MESSAGES.refundTooLarge] });
  if (amount > 0) return claimRefund(tx, provider, payment, amount, 'cancel', now);
  await finishCancel(tx, id, actor, payment.status, events);
  return null;
}

/**
 * The cancel itself: the order moves to cancelled, its payment status following the payment's ('refunded' only
 * once all of it is back: a partial refund keeps it 'completed'), and its stock goes back. Inside the refund's
 * recording transaction the money already went back, so a refusal here must not undo that record: the timeline
 * says why the order was not cancelled instead. The order.cancelled webhook is queued in the same transaction.
 */
async function finishCancel(
  tx: Db,
  id: number,
  actor: IStaffActor,
  paymentStatus: string,
  events: IWebhookEvents | undefined,
): Promise<void> {
  try {
    await claimMove(tx, id, 'cancel', { paymentStatus });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    await recordMove(tx, id, 'cancel_failed', actor, error.message.slice(0, 255));
    return;
  }
  const returned = await restock(tx, id);
  const items = `${returned} item${returned === 1 ? '' : 's'}`;
  await recordMove(tx, id, 'cancelled', actor, `Stock returned: ${items}.`);
  if (events)
    await events.emit(tx, 'order.cancelled', orderEventData(await tx.repo(Order).findOneByOrFail({ id })));
}
