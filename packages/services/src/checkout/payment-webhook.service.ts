import { Order, Payment, PaymentEvent } from '@shop/db';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { WebhookSignatureError } from '../payments/payment-provider.js';
import { verifyStripeWebhook } from '../payments/stripe.provider.js';
import { markPaid, recordDecline, recordLatePayment, type IOrderActor } from '../order/index.js';
import type { PaymentOutcomeService } from './payment-outcome.service.js';
import { isUniqueViolation } from '../common/sql.js';

export interface IPaymentWebhookDeps {
  db: Db;
  /** STRIPE_WEBHOOK_SECRET; without it every delivery is refused. */
  webhookSecret: string | undefined;
  outcomes: PaymentOutcomeService;
  now: TClock;
}

/** What the webhook did with an event, for the log and the 200 answer. */
export interface IWebhookResult {
  eventId: string;
  type: string;
  /** applied; duplicate (handled before); ignored (a type or amount the shop does not act on); unknown-payment. */
  outcome: 'applied' | 'duplicate' | 'ignored' | 'unknown-payment';
}

const STRIPE: IOrderActor = { type: 'system', id: null, name: 'Stripe' };

/**
 * POST /api/payment/webhook: Stripe's signed word about a PaymentIntent. Each event is applied once (its id is
 * recorded in payment_events under a UNIQUE index, in the same transaction as its effect); success is the same
 * as a completed payment, failure the same as a reported one.
 */
export class PaymentWebhookService {
  constructor(private readonly deps: IPaymentWebhookDeps) {}

  async handle(rawBody: Buffer | string, signature: string | undefined): Promise<IWebhookResult> {
    if (!this.deps.webhookSecret) throw new WebhookSignatureError('Payment webhooks are not configured.');
    const event = verifyStripeWebhook(rawBody, signature, this.deps.webhookSecret);
    const result = (outcome: IWebhookResult['outcome']) => ({ eventId: event.id, type: event.type, outcome });
    const succeeded = event.type === 'payment_intent.succeeded';
    if (!succeeded && event.type !== 'payment_intent.payment_failed') return result('ignored');
    const { db } = this.deps;
    const payment = event.providerRef
      ? await db.repo(Payment).findOne({ where: { provider: 'stripe', providerRef: event.providerRef } })
      : null;
    if (!payment) return result('unknown-payment');
    // A signed event for an amount other than the order's is not this order's payment.
    if (succeeded && event.amountCents !== payment.amountCents) return result('ignored');
    let settled: 'paid' | 'late' | 'none';
    try {
      settled = await db.transaction(async (tx) => {
        await tx.repo(PaymentEvent).insert({ provider: 'stripe', eventId: event.id, type: event.type });
        const order = await tx.repo(Order).findOneByOrFail({ id: payment.orderId });
        if (!succeeded) {
          await recordDecline(tx, order, payment, event.reason, STRIPE);
          return 'none';
        }
        if (await markPaid(tx, order, payment, event.providerRef, STRIPE, this.deps.now())) {
          await this.deps.outcomes.sendConfirmation(order.id, tx);
          return 'paid';
        }
        return (await recordLatePayment(tx, payment)) ? 'late' : 'none';
      });
    } catch (error) {
      if (isUniqueViolation(error)) return result('duplicate');
      throw error;
    }
    if (settled === 'late') await this.deps.outcomes.refundLatePayment(payment.id);
    if (settled === 'paid') await this.deps.outcomes.settleDelivery(payment.orderId);
    return result('applied');
  }
}
