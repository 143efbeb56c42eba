import crypto from 'node:crypto';
import { Order, Payment, Refund } from '@shop/db';
import { ORDER_ADMIN_MESSAGES, formatUsd, refundTaxShare } from '@shop/domain';
import type { Db } from '../common/db.js';
import { ConflictError, FieldValidationError, NotFoundError, ProviderUnavailableError } from '../errors.js';
import { RefundRefusedError, type IPaymentProvider } from '../payments/payment-provider.js';
import { issueCreditNote } from '../documents/index.js';
import { addOrderEvent, SYSTEM_ACTOR, type IOrderActor } from './order-writes.js';
import { updateWhere } from '../common/sql.js';
import type { TRefundNotice } from './refund-mail.js';
import type { IWebhookEvents } from '../webhooks/index.js';
import { refundEventData } from '../webhooks/index.js';

/**
 * Refunds in three steps, so that no transaction is open while the provider is asked (one that waited on Stripe
 * held the database for everybody, and its rollback took other requests' writes with it):
 *
 * 1. claim, in a short transaction: the refund row is written 'pending' with its own idempotency key (or the
 *    pending one is picked up again), and marked as being sent;
 * 2. the provider is asked, with that key, outside any transaction;
 * 3. the outcome is recorded in a second short transaction: the money on the payment, the order's states, the
 *    timeline. A provider that failed or did not answer leaves the refund pending, visible to staff and retryable:
 *    the retry sends the same key, so Stripe answers with the refund it may already have made.
 */

export type TRefundPurpose = 'cancel' | 'refund';

export interface IRefundResult {
  paymentId: number;
  /** Everything given back so far, this refund included. */
  refundedCents: number;
  /** 'refunded' once the whole amount is back, else still 'completed'. */
  status: string;
  /** The provider's id of this refund. */
  providerRef: string | null;
}

/** How long one try may be under way before another may start (a process that died mid-call frees it then). */
const REFUND_SENDING_MS = 2 * 60_000;

/**
 * Why the provider failed, for staff: the provider's own words (not the sentence checkout tells customers), one
 * line, no control characters, at most the column's length.
 */
const failureText = (error: unknown) =>
  (error instanceof ProviderUnavailableError && error.cause instanceof Error
    ? error.cause.message
    : error instanceof Error
      ? error.message
      : String(error)
  )
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255);

/**
 * On MySQL, takes the order's row lock before anything is read: every refund and order move of one order starts
 * here, so they take turns, always locking the order before its payment, and each reads what the one before it
 * committed (InnoDB's snapshot starts at the first plain read). SQLite's transactions already take turns.
 */
export async function lockOrderRow(tx: Db, orderId: number): Promise<void> {
  if (tx.dialect === 'mysql') await tx.query('SELECT id FROM orders WHERE id = ? FOR UPDATE', [orderId]);
}

export function pendingRefundOf(db: Db, orderId: number): Promise<Refund | null> {
  return db.repo(Refund).findOne({ where: { orderId, status: 'pending' }, order: { id: 'DESC' } });
}

/** The pending refund again, for one more try: refused while another try is under way, or for another amount. */
async function resumeRefund(tx: Db, pending: Refund, amountCents: number | undefined, now: Date) {
  if (pending.sendingUntil && pending.sendingUntil > now)
    throw new ConflictError(ORDER_ADMIN_MESSAGES.refundSending);
  if (amountCents !== undefined && amountCents !== pending.amountCents)
    throw new ConflictError(ORDER_ADMIN_MESSAGES.refundAmountPending);
  const sendingUntil = new Date(now.getTime() + REFUND_SENDING_MS);
  const taken = await updateWhere(tx, Refund, { sendingUntil }, 'id = :id AND status = :pending', {
    id: pending.id,
    pending: 'pending',
  });
  if (!taken) throw new ConflictError(ORDER_ADMIN_MESSAGES.changedMeanwhile);
  return Object.assign(pending, { sendingUntil });
}

/**
 * Step 1 inside the caller's transaction, after lockOrderRow: the order's pending refund is resumed; otherwise a
 * new one is written for `amountCents` of the payment (all that is left of it when undefined). Refuses a payment
 * that is not completed, one made with a provider not configured now, and an amount outside 1 cent..what is left.
 */
export interface IRefundClaim {
  /** The refund's own key (a partial refund derives it from the staff member's request); else a random one. */
  idempotencyKey?: string;
  /** The tax inside a refund of items (their own tax); else its share in proportion to the payment. */
  taxCents?: number;
  /** The items it gives back, "lineId:quantity,…". */
  lines?: string;
}

export async function claimRefund(
  tx: Db,
  provider: IPaymentProvider,
  payment: Payment,
  amountCents: number | undefined,
  purpose: TRefundPurpose,
  now: Date,
  claim: IRefundClaim = {},
): Promise<Refund> {
  const pending = await pendingRefundOf(tx, payment.orderId);
  // A cancel's refund finishes with the cancel (the order and its stock), so only a cancel retries it.
  if (pending?.purpose === 'cancel' && purpose !== 'cancel')
    throw new ConflictError(ORDER_ADMIN_MESSAGES.refundPending);
  if (pending) return resumeRefund(tx, pending, amountCents, now);
  if (payment.status !== 'completed') throw new ConflictError('Only a completed payment can be refunded.');
  if (payment.provider !== provider.kind)
    throw new ConflictError(`This payment was made with ${payment.provider}, which is not configured now.`);
  const left = payment.amountCents - payment.refundedCents;
  const amount = amountCents ?? left;
  if (!Number.isInteger(amount) || amount < 1 || amount > left)
    throw new FieldValidationError({
      amountCents: [
        left < 1
          ? 'Nothing is left of this payment to refund.'
          : `Refund between ${formatUsd(1)} and ${formatUsd(left)}.`,
      ],
    });
  const row = tx.repo(Refund).create({
    orderId: payment.orderId,
    paymentId: payment.id,
    amountCents: amount,
    taxCents: claim.taxCents ?? (await taxInRefund(tx, payment, amount)),
    status: 'pending',
    purpose,
    lines: claim.lines ?? '',
    idempotencyKey: claim.idempotencyKey ?? `refund-${crypto.randomUUID()}`,
    attempts: 0,
    sendingUntil: new Date(now.getTime() + REFUND_SENDING_MS),
  });
  return tx.repo(Refund).save(row);
}

/**
 * The sales tax inside a refund of `amountCents` of this payment: its share in proportion to the payment, the rest
 * of the tax with the rest of the payment (refundTaxShare), so the tax report falls with what went back.
 */
async function taxInRefund(tx: Db, payment: Payment, amountCents: number): Promise<number> {
  const order = await tx.repo(Order).findOneBy({ id: payment.orderId });
  if (!order || order.taxCents <= 0) return 0;
  const [given] = await tx.query<{ tax: number | string | null }>(
    `SELECT SUM(tax_cents) AS tax FROM refunds WHERE payment_id = ? AND status = 'succeeded'`,
    [payment.id],
  );
  return refundTaxShare({
    amountCents,
    paidCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    taxCents: order.taxCents,
    taxRefundedCents: Number(given?.tax ?? 0),
  });
}

type TRefundOutcome =
  { ok: true; providerRef: string | null } | { ok: false; refused: boolean; reason: string };

/** Step 2, outside any transaction: one try with the refund's own key. */
async function sendRefund(
  provider: IPaymentProvider,
  payment: Payment,
  refund: Refund,
): Promise<TRefundOutcome> {
  try {
    const { providerRef } = await provider.refund(payment, refund.amountCents, refund.idempotencyKey);
    return { ok: true, providerRef };
  } catch (error) {
    return { ok: false, refused: error instanceof RefundRefusedError, reason: failureText(error) };
  }
}

/**
 * Step 3 for money that went back: the refund succeeded (once: a second recorder finds it no longer pending and
 * answers false), the payment holds what was given back ('refunded' once it is all back), the order's payment
 * status follows the payment, and the timeline says it. `alsoDo` runs in the same transaction (the cancel).
 */
async function recordRefunded(
  tx: Db,
  refund: Refund,
  providerRef: string | null,
  actor: IOrderActor,
  alsoDo?: (paymentStatus: string) => Promise<void>,
  notify?: TRefundNotice,
): Promise<IRefundResult | null> {
  await lockOrderRow(tx, refund.orderId);
  const done = await updateWhere(
    tx,
    Refund,
    {
      status: 'succeeded',
      providerRef,
      failureReason: null,
      sendingUntil: null,
      attempts: refund.attempts + 1,
    },
    'id = :id AND status = :pending',
    { id: refund.id, pending: 'pending' },
  );
  if (!done) return null;
  const payment = await tx.repo(Payment).findOneByOrFail({ id: refund.paymentId });
  const refundedCents = Math.min(payment.amountCents, payment.refundedCents + refund.amountCents);
  const status = refundedCents === payment.amountCents ? 'refunded' : payment.status;
  await updateWhere(tx, Payment, { refundedCents, status }, 'id = :id', { id: payment.id });
  await addOrderEvent(
    tx,
    refund.orderId,
    'refunded',
    actor,
    `Refunded ${formatUsd(refund.amountCents)}${providerRef ? ` (${providerRef})` : ''}`,
  );
  // The credit note is numbered with the refund that it documents, or not at all.
  const creditNote = await issueCreditNote(tx, refund, new Date());
  // The buyer's mail, with that credit note, exists exactly when the refund is recorded.
  await notify?.(tx, refund, creditNote);
  // Before the order's payment status changes: a cancel moves only an order whose payment is still 'completed'.
  await alsoDo?.(status);
  if (status === 'refunded')
    await updateWhere(tx, Order, { paymentStatus: 'refunded' }, 'id = :id', { id: refund.orderId });
  return { paymentId: payment.id, refundedCents, status, providerRef };
}

/**
 * Step 3 for a try that failed: refused for good, the refund is failed and the order is as it was; otherwise it
 * stays pending for a retry. Either way the try is counted, the reason kept for staff and the timeline says it.
 */
async function recordRefundFailure(
  db: Db,
  refund: Refund,
  outcome: Extract<TRefundOutcome, { ok: false }>,
  actor: IOrderActor,
) {
  await db.transaction(async (tx) => {
    await lockOrderRow(tx, refund.orderId);
    const changed = await updateWhere(
      tx,
      Refund,
      {
        status: outcome.refused ? 'failed' : 'pending',
        failureReason: outcome.reason,
        sendingUntil: null,
        attempts: refund.attempts + 1,
      },
      'id = :id AND status = :pending',
      { id: refund.id, pending: 'pending' },
    );
    if (!changed) return;
    const what = `The refund of ${formatUsd(refund.amountCents)}`;
    await addOrderEvent(
      tx,
      refund.orderId,
      'refund_failed',
      actor,
      outcome.refused ? `${what} was refused: ${outcome.reason}` : `${what} is pending: ${outcome.reason}`,
    );
  });
}

/** The error a failed try answers: 409 when refused for good, 503 (try again) when the outcome is unknown. */
function refundError(outcome: Extract<TRefundOutcome, { ok: false }>): Error {
  return outcome.refused
    ? new ConflictError(`${ORDER_ADMIN_MESSAGES.refundRefused} (${outcome.reason})`)
    : new ProviderUnavailableError(ORDER_ADMIN_MESSAGES.refundNotAnswered, 30);
}

export interface IRefundRun {
  provider: IPaymentProvider;
  actor: IOrderActor;
  /** Runs in the recording transaction once the money is back (the cancel of the order). */
  alsoDo?: (tx: Db, paymentStatus: string) => Promise<void>;
  /** Tells the buyer, in the recording transaction (refund-mail.ts). */
  notify?: TRefundNotice | undefined;
  /** The refund.created webhook, queued in the recording transaction. */
  events?: IWebhookEvents | undefined;
}

/**
 * Steps 2 and 3 for a claimed refund. Answers what was recorded, or null when another request recorded this refund
 * first; throws (409 or 503) when the provider did not give the money back, after recording why.
 */
export async function completeRefund(db: Db, refund: Refund, run: IRefundRun): Promise<IRefundResult | null> {
  const payment = await db.repo(Payment).findOneByOrFail({ id: refund.paymentId });
  const outcome = await sendRefund(run.provider, payment, refund);
  if (!outcome.ok) {
    await recordRefundFailure(db, refund, outcome, run.actor);
    throw refundError(outcome);
  }
  return db.transaction(async (tx) => {
    const recorded = await recordRefunded(
      tx,
      refund,
      outcome.providerRef,
      run.actor,
      run.alsoDo && ((status) => run.alsoDo!(tx, status)),
      run.notify,
    );
    if (recorded && run.events) await run.events.emit(tx, 'refund.created', refundEventData(refund));
    return recorded;
  });
}

/**
 * Gives back part or all of a completed payment through the provider it was made with (the money only: the order
 * keeps its fulfilment state), in the three steps above; a pending refund of the order is retried instead. A
 * refund recorded meanwhile by someone else is refused (409) rather than counted twice.
 */
export async function refundPayment(
  db: Db,
  provider: IPaymentProvider,
  paymentOrId: Pick<Payment, 'id'> | number,
  {
    amountCents,
    actor = SYSTEM_ACTOR,
    now,
    notify,
    events,
  }: {
    amountCents: number;
    actor?: IOrderActor;
    now: Date;
    notify?: TRefundNotice | undefined;
    events?: IWebhookEvents | undefined;
  },
): Promise<IRefundResult> {
  const id = typeof paymentOrId === 'number' ? paymentOrId : paymentOrId.id;
  const known = await db.repo(Payment).findOne({ where: { id } });
  if (!known) throw new NotFoundError('Payment');
  const refund = await db.transaction(async (tx) => {
    await lockOrderRow(tx, known.orderId);
    const payment = await tx.repo(Payment).findOneByOrFail({ id });
    return claimRefund(tx, provider, payment, amountCents, 'refund', now);
  });
  const result = await completeRefund(db, refund, { provider, actor, notify, events });
  if (!result) throw new ConflictError('The payment changed meanwhile; reload it and try again.');
  return result;
}
