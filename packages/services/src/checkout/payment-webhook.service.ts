import { Order, Payment, PaymentEvent } from '@shop/db';
import type { Db } from '../common/db.js';
import { WebhookSignatureError } from '../payments/payment-provider.js';
import { verifyStripeWebhook } from '../payments/stripe.provider.js';
import { markPaid, recordDecline, type IOrderActor } from './order-writes.js';
import type { PaymentOutcomeService } from './payment-outcome.service.js';
import { isUniqueViolation, retryDeadlocks } from './sql.js';

export interface IPaymentWebhookDeps {
  db: Db;
  /** STRIPE_WEBHOOK_SECRET; without it every delivery is refused. */
  webhookSecret: string | undefined;
  outcomes: PaymentOutcomeService;
  log: (message: string) => void;
}

/** What the webhook did, for the log and the 200 answer. */
export type TWebhookResult = 'applied' | 'duplicate' | 'ignored' | 'unknown-payment';

const STRIPE: IOrderActor = { type: 'system', id: null, name: 'Stripe' };

/**
 * POST /api/payment/webhook: Stripe's signed word about a PaymentIntent. Each event is applied once (its id is
 * recorded in payment_events under a UNIQUE index, in the same transaction as its effect); success is the same
 * as a completed payment, failure the same as a reported one.
 */
export class PaymentWebhookService {
  constructor(private readonly deps: IPaymentWebhookDeps) {}

  async handle(rawBody: Buffer | string, signature: string | undefined): Promise<TWebhookResult> {
    if (!this.deps.webhookSecret) throw new WebhookSignatureError('Payment webhooks are not configured.');
    const event = verifyStripeWebhook(rawBody, signature, this.deps.webhookSecret);
    const succeeded = event.type === 'payment_intent.succeeded';
    if (!succeeded && event.type !== 'payment_intent.payment_failed') return 'ignored';
    const { db } = this.deps;
    const payment = event.providerRef
      ? await db.repo(Payment).findOne({ where: { provider: 'stripe', providerRef: event.providerRef } })
      : null;
    if (!payment) {
      this.deps.log(`payment webhook ${event.id} (${event.type}) names no payment of this shop: ignored`);
      return 'unknown-payment';
    }
    if (succeeded && event.amountCents !== payment.amountCents) {
      this.deps.log(`payment webhook ${event.id}: amount ${event.amountCents} is not the order's: ignored`);
      return 'ignored';
    }
    let paid: boolean;
    try {
      paid = await retryDeadlocks(() =>
        db.transaction(async (tx) => {
          await tx.repo(PaymentEvent).insert({ provider: 'stripe', eventId: event.id, type: event.type });
          const order = await tx.repo(Order).findOneByOrFail({ id: payment.orderId });
          if (succeeded) return markPaid(tx, order, payment, event.providerRef, STRIPE);
          if (order.status === 'pending' && payment.status === 'initiated')
            await recordDecline(tx, order, payment, event.reason, STRIPE);
          return false;
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
    if (paid) await this.deps.outcomes.sendConfirmation(payment.orderId);
    return 'applied';
  }
}
