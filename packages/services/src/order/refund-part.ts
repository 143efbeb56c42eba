import crypto from 'node:crypto';
import { Order, OrderLine, Payment, Refund } from '@shop/db';
import {
  ORDER_ADMIN_MESSAGES,
  REFUND_PART_MESSAGES,
  formatUsd,
  lineRefund,
  refundLinesOf,
  refundLinesText,
  type TOrderRefund,
  type TPendingRefund,
  type TRefundPartInput,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { isoDate } from '../common/reads/paged-query.js';
import { assertStillAdmin } from '../common/still-admin.js';
import { claimRefund, completeRefund, lockOrderRow, pendingRefundOf } from './refund.js';
import type { TRefundNotice } from './refund-mail.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import type { IPaymentProvider } from '../payments/payment-provider.js';
import type { IWebhookEvents } from '../webhooks/index.js';
import type { IStaffActor } from '../common/staff-actor.js';

/** Orders whose money may go back in part while they go on: paid, shipping or delivered, never cancelled. */
const REFUNDABLE_STATUSES = new Set(['paid', 'completed']);

/**
 * The refund's key at the payment service, from the staff member's request key and the order: a retry of the same
 * request (a lost answer, a second click) finds the same refund; the same key on another order is another refund.
 */
const partKey = (orderId: number, requestKey: string) =>
  `part-${crypto.createHash('sha256').update(`${orderId}:${requestKey}`).digest('hex').slice(0, 48)}`;

/** How many items of each line went back already, from the refunds that succeeded. */
async function refundedQuantities(tx: Db, orderId: number): Promise<Map<number, number>> {
  const done = await tx
    .repo(Refund)
    .find({ select: { id: true, lines: true }, where: { orderId, status: 'succeeded' } });
  const counts = new Map<number, number>();
  for (const refund of done)
    for (const { lineId, quantity } of refundLinesOf(refund.lines))
      counts.set(lineId, (counts.get(lineId) ?? 0) + quantity);
  return counts;
}

/** The money and tax the named items give back; more items than are left of a line is refused (409). */
async function itemsRefund(tx: Db, orderId: number, wanted: NonNullable<TRefundPartInput['lines']>) {
  const lines = await tx.repo(OrderLine).find({ where: { orderId } });
  const refunded = await refundedQuantities(tx, orderId);
  let amountCents = 0;
  let taxCents = 0;
  for (const [index, { lineId, quantity }] of wanted.entries()) {
    const line = lines.find((row) => row.id === lineId);
    if (!line)
      throw new FieldValidationError({ [`lines.${index}.lineId`]: [REFUND_PART_MESSAGES.unknownLine] });
    const refundedQuantity = refunded.get(lineId) ?? 0;
    const left = line.quantity - refundedQuantity;
    if (quantity > left) throw new ConflictError(REFUND_PART_MESSAGES.lineLeft(line.productName, left));
    const part = lineRefund({ ...line, refundedQuantity }, quantity);
    amountCents += part.amountCents;
    taxCents += part.taxCents;
  }
  return { amountCents, taxCents };
}

/**
 * The first step of a partial refund, in one transaction behind the order's lock (so two refunds of one order take
 * turns): the refund this request already made, or a new one claimed for what it asks, after checking that the
 * order may be refunded in part and that neither the items nor the money are more than what is left. Null when
 * this very request was refunded already.
 */
async function claimPart(
  tx: Db,
  provider: IPaymentProvider,
  input: TRefundPartInput,
  actor: IStaffActor,
  now: Date,
): Promise<Refund | null> {
  await assertStillAdmin(tx, actor.id);
  await lockOrderRow(tx, input.id);
  const order = await findOrThrow(tx.repo(Order), input.id, 'Order');
  const key = partKey(order.id, input.idempotencyKey);
  const same = await tx.repo(Refund).findOne({ where: { idempotencyKey: key } });
  if (same?.status === 'succeeded') return null;
  if (same?.status === 'failed') throw new ConflictError(REFUND_PART_MESSAGES.refundRefused);
  if (same) {
    const payment = await tx.repo(Payment).findOneByOrFail({ id: same.paymentId });
    return claimRefund(tx, provider, payment, same.amountCents, 'refund', now);
  }
  const pending = await pendingRefundOf(tx, order.id);
  if (pending)
    throw new ConflictError(
      pending.sendingUntil && pending.sendingUntil > now
        ? ORDER_ADMIN_MESSAGES.refundSending
        : ORDER_ADMIN_MESSAGES.refundPending,
    );
  if (!REFUNDABLE_STATUSES.has(order.status)) throw new ConflictError(REFUND_PART_MESSAGES.notPaid);
  const payment = await tx
    .repo(Payment)
    .findOne({ where: { orderId: order.id, status: 'completed' }, order: { id: 'DESC' } });
  if (!payment) throw new ConflictError(ORDER_ADMIN_MESSAGES.nothingToRefund);
  const items = input.lines?.length ? await itemsRefund(tx, order.id, input.lines) : null;
  const amountCents = items?.amountCents ?? input.amountCents!;
  const left = payment.amountCents - payment.refundedCents;
  // What is left depends on the refunds before this one: a refund that no longer fits is a conflict, not a typo.
  if (amountCents > left) throw new ConflictError(REFUND_PART_MESSAGES.amountLeft(left));
  return claimRefund(tx, provider, payment, amountCents, 'refund', now, {
    idempotencyKey: key,
    taxCents: items?.taxCents,
    lines: items ? refundLinesText(input.lines!) : '',
  });
}

/**
 * Gives back part of a paid order that goes on (its state and stock stay as they are): some items with their tax,
 * or an amount with its share of the tax, through the same three refund steps as a cancel (refund.ts).
 */
export async function refundPart(
  db: Db,
  provider: IPaymentProvider,
  input: TRefundPartInput,
  actor: IStaffActor,
  now: Date,
  events?: IWebhookEvents,
  notify?: TRefundNotice,
): Promise<void> {
  const refund = await db.transaction((tx) => claimPart(tx, provider, input, actor, now));
  // Null from completeRefund: a retry of this same request recorded it first, which is the outcome asked for.
  if (refund)
    await completeRefund(db, refund, {
      provider,
      actor: { type: 'staff', id: actor.id, name: actor.name },
      notify,
      events,
    });
}

/** Every refund of the order, oldest first, as the back-office order page lists them. */
export async function refundsOf(db: Db, orderId: number): Promise<TOrderRefund[]> {
  const rows = await db.repo(Refund).find({ where: { orderId }, order: { id: 'ASC' } });
  return rows.map((row) => ({
    id: row.id,
    amountCents: row.amountCents,
    amount: formatUsd(row.amountCents),
    taxCents: row.taxCents,
    tax: formatUsd(row.taxCents),
    status: row.status === 'succeeded' || row.status === 'failed' ? row.status : 'pending',
    purpose: row.purpose === 'cancel' ? 'cancel' : 'refund',
    lines: refundLinesOf(row.lines),
    createdAt: isoDate(row.createdAt),
  }));
}

export function toPendingRefund(refund: Refund, now: Date): TPendingRefund {
  return {
    amountCents: refund.amountCents,
    amount: formatUsd(refund.amountCents),
    purpose: refund.purpose === 'cancel' ? 'cancel' : 'refund',
    reason: refund.failureReason,
    attempts: refund.attempts,
    sending: refund.sendingUntil !== null && refund.sendingUntil > now,
  };
}
