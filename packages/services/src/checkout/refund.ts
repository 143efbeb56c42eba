import { Order, Payment } from '@shop/db';
import { formatUsd } from '@shop/domain';
import type { Db } from '../common/db.js';
import { ConflictError, FieldValidationError, NotFoundError } from '../errors.js';
import type { IPaymentProvider } from '../payments/payment-provider.js';
import { addOrderEvent, SYSTEM_ACTOR, type IOrderActor } from './order-writes.js';
import { updateWhere } from './sql.js';

export interface IRefundResult {
  paymentId: number;
  /** Everything given back so far, this refund included. */
  refundedCents: number;
  /** 'refunded' once the whole amount is back, else still 'completed'. */
  status: string;
  /** The provider's id of this refund. */
  providerRef: string | null;
}

/**
 * Gives back part or all of a completed payment through the provider it was made with, then records it: the
 * payment's refundedCents (never above its amount), 'refunded' when all is back (on the order too), and a
 * 'refunded' event. A refund recorded meanwhile by someone else is refused (409) rather than counted twice.
 */
export async function refundPayment(
  db: Db,
  provider: IPaymentProvider,
  paymentOrId: Pick<Payment, 'id'> | number,
  amountCents: number,
  actor: IOrderActor = SYSTEM_ACTOR,
): Promise<IRefundResult> {
  const id = typeof paymentOrId === 'number' ? paymentOrId : paymentOrId.id;
  const payment = await db.repo(Payment).findOne({ where: { id } });
  if (!payment) throw new NotFoundError('Payment');
  if (payment.status !== 'completed') throw new ConflictError('Only a completed payment can be refunded.');
  if (payment.provider !== provider.kind)
    throw new ConflictError(`This payment was made with ${payment.provider}, which is not configured now.`);
  const left = payment.amountCents - payment.refundedCents;
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > left)
    throw new FieldValidationError({
      amountCents: [`Refund between ${formatUsd(1)} and ${formatUsd(left)}.`],
    });
  const { providerRef } = await provider.refund(payment, amountCents);
  const refundedCents = payment.refundedCents + amountCents;
  const status = refundedCents === payment.amountCents ? 'refunded' : 'completed';
  await db.transaction(async (tx) => {
    const changed = await updateWhere(
      tx,
      Payment,
      { refundedCents, status },
      'id = :id AND refunded_cents = :before AND status = :completed',
      { id, before: payment.refundedCents, completed: 'completed' },
    );
    if (!changed) throw new ConflictError('The payment changed meanwhile; reload it and try again.');
    if (status === 'refunded')
      await updateWhere(tx, Order, { paymentStatus: 'refunded' }, 'id = :id', { id: payment.orderId });
    await addOrderEvent(
      tx,
      payment.orderId,
      'refunded',
      actor,
      `Refunded ${formatUsd(amountCents)}${providerRef ? ` (${providerRef})` : ''}`,
    );
  });
  return { paymentId: id, refundedCents, status, providerRef };
}
