import { CHECKOUT_MESSAGES } from '@shop/domain';
import type Stripe from 'stripe';
import { stripeModule } from './stripe-module.js';
import { FieldValidationError, ProviderUnavailableError } from '../errors.js';
import {
  RefundRefusedError,
  WebhookSignatureError,
  type IPaymentProvider,
  type IPaymentSession,
  type IPaymentSessionRequest,
  type IPaymentWebhookEvent,
  type IProviderPayment,
  type TChargeOutcome,
} from './payment-provider.js';

export interface IStripeConfig {
  secretKey: string;
  publishableKey?: string | undefined;
  webhookSecret?: string | undefined;
  /** How long one call to Stripe may take (STRIPE_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Another Stripe API host (a fake one in tests): `http://127.0.0.1:4010`. */
  apiBase?: string | undefined;
}

/** Stripe's client settings for an API base other than api.stripe.com. */
function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** Connection trouble and Stripe's own failures are "try again"; anything else is our bug and stays a 500. */
function unavailable(error: unknown): unknown {
  if (
    error instanceof stripeModule().errors.StripeConnectionError ||
    error instanceof stripeModule().errors.StripeAPIError ||
    error instanceof stripeModule().errors.StripeRateLimitError
  )
    return new ProviderUnavailableError(CHECKOUT_MESSAGES.providerDown, 30, { cause: error });
  return error;
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unavailable(error);
  }
}

/**
 * Stripe: the card is entered in Stripe's Payment Element (our server never sees it); the shop creates the
 * PaymentIntent and believes only Stripe about its outcome, by asking or by a signed webhook.
 */
export class StripeProvider implements IPaymentProvider {
  readonly kind = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly config: IStripeConfig) {
    this.stripe = new (stripeModule())(config.secretKey, {
      timeout: config.timeoutMs ?? 10_000,
      maxNetworkRetries: 1,
      telemetry: false,
      ...hostOptions(config.apiBase),
    });
  }

  async start(request: IPaymentSessionRequest, existingRef: string | null): Promise<IPaymentSession> {
    const intent = await call(() =>
      existingRef
        ? this.stripe.paymentIntents.retrieve(existingRef)
        : this.stripe.paymentIntents.create(
            {
              amount: request.amountCents,
              currency: 'usd',
              metadata: { orderNumber: request.orderNumber },
              automatic_payment_methods: { enabled: true },
            },
            { idempotencyKey: `initiate-${request.idempotencyKey}` },
          ),
    );
    return {
      providerRef: intent.id,
      clientSecret: intent.client_secret,
      publishableKey: this.config.publishableKey ?? null,
    };
  }

  async charge(payment: IProviderPayment, card: unknown): Promise<TChargeOutcome> {
    if (card) throw new FieldValidationError({ testCard: [CHECKOUT_MESSAGES.testCardRefused] });
    if (!payment.providerRef) return { kind: 'open', reason: CHECKOUT_MESSAGES.providerDown };
    const ref = payment.providerRef;
    const intent = await call(() => this.stripe.paymentIntents.retrieve(ref));
    return outcomeOf(intent, payment.amountCents);
  }

  async refund(
    payment: IProviderPayment,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ providerRef: string | null }> {
    const ref = payment.providerRef;
    if (!ref) throw new RefundRefusedError('This payment has no Stripe PaymentIntent to refund.');
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: ref, amount: amountCents },
        // The refund's own key, the same on every try: Stripe answers a repeat with the refund it already made.
        { idempotencyKey },
      );
      return { providerRef: refund.id };
    } catch (error) {
      // Stripe read the request and said no (already refunded, disputed...): no money moved.
      if (
        error instanceof stripeModule().errors.StripeInvalidRequestError ||
        error instanceof stripeModule().errors.StripeCardError
      )
        throw new RefundRefusedError(error.message, { cause: error });
      throw unavailable(error);
    }
  }

  async abandon(payment: IProviderPayment): Promise<void> {
    const ref = payment.providerRef;
    if (ref) await call(() => this.stripe.paymentIntents.cancel(ref));
  }
}

/** What a PaymentIntent's state means for the order; an amount that is not the order's is never "paid". */
export function outcomeOf(intent: Stripe.PaymentIntent, expectedCents: number): TChargeOutcome {
  if (intent.status === 'succeeded') {
    if (intent.amount !== expectedCents || intent.currency !== 'usd')
      return { kind: 'declined', reason: 'The payment amount does not match the order.' };
    return { kind: 'succeeded', providerRef: intent.id };
  }
  const reason = intent.last_payment_error?.message ?? CHECKOUT_MESSAGES.declined;
  if (intent.status === 'canceled') return { kind: 'declined', reason };
  if (intent.status === 'requires_payment_method' && intent.last_payment_error)
    return { kind: 'declined', reason };
  return { kind: 'open', reason: 'The payment is not finished yet.' };
}

/**
 * A Stripe webhook delivery, checked against STRIPE_WEBHOOK_SECRET with the raw body exactly as received (any
 * re-serialisation would break the signature).
 */
export function verifyStripeWebhook(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
): IPaymentWebhookEvent {
  let event: Stripe.Event;
  try {
    event = stripeModule().webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch (error) {
    throw new WebhookSignatureError('The webhook signature does not match.', { cause: error });
  }
  const object = event.data.object as {
    object?: string;
    id?: string;
    amount?: number;
    last_payment_error?: { message?: string };
  };
  return {
    id: event.id,
    type: event.type,
    providerRef: object.object === 'payment_intent' ? (object.id ?? null) : null,
    reason: object.last_payment_error?.message ?? CHECKOUT_MESSAGES.declined,
    amountCents: typeof object.amount === 'number' ? object.amount : null,
  };
}
