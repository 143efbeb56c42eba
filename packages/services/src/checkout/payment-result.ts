import type { Order, Payment } from '@shop/db';
import { CHECKOUT_MESSAGES, type TPaymentResult } from '@shop/domain';

export const PAID_MESSAGE = 'Payment received. Thank you for your order!';
export const CANCELLED_MESSAGE = 'Your order was cancelled. Nothing was charged.';

/** The answer of every payment outcome call: where the order stands now and a sentence for the customer. */
export function paymentResult(
  order: Pick<Order, 'number' | 'status' | 'paymentStatus'>,
  message: string,
): TPaymentResult {
  const status = order.status === 'pending' ? 'pending' : order.status === 'cancelled' ? 'cancelled' : 'paid';
  return { orderNumber: order.number, status, paymentStatus: order.paymentStatus, message };
}

/** What an attempt answered the first time, rebuilt from its payment row (a replayed request gets the same). */
export function attemptResult(order: Pick<Order, 'number'>, attempt: Payment): TPaymentResult {
  if (attempt.status === 'completed' || attempt.status === 'refunded')
    return paymentResult({ number: order.number, status: 'paid', paymentStatus: 'completed' }, PAID_MESSAGE);
  return paymentResult(
    { number: order.number, status: 'pending', paymentStatus: 'failed' },
    attempt.failureReason ?? CHECKOUT_MESSAGES.declined,
  );
}
