import type { TTestCard } from '@shop/domain';

export type TPaymentProviderKind = 'test' | 'stripe';

/** What the client needs to take the card: nothing for the test gateway, a client secret for Stripe.js. */
export interface IPaymentSession {
  /** The provider's id of the payment (a Stripe PaymentIntent id); null for the test gateway. */
  providerRef: string | null;
  clientSecret: string | null;
  publishableKey: string | null;
}

export interface IPaymentSessionRequest {
  orderNumber: string;
  amountCents: number;
  /** The checkout attempt's key: Stripe gets it as its Idempotency-Key, so a retry finds the same PaymentIntent. */
  idempotencyKey: string;
}

/** The provider's view of one payment (a Payment row). */
export interface IProviderPayment {
  id: number;
  providerRef: string | null;
  amountCents: number;
  refundedCents: number;
}

/**
 * The outcome of asking the provider about a payment: paid, refused (with the sentence for the customer), or not
 * settled yet (Stripe: processing or waiting for the customer's bank).
 */
export type TChargeOutcome =
  | { kind: 'succeeded'; providerRef: string | null }
  | { kind: 'declined'; reason: string }
  | { kind: 'open'; reason: string };

/** A webhook event the shop acts on, already verified. */
export interface IPaymentWebhookEvent {
  id: string;
  type: string;
  /** The PaymentIntent the event is about, when it is about one. */
  providerRef: string | null;
  /** The decline sentence of a failed payment. */
  reason: string;
  /** The PaymentIntent's amount in cents. */
  amountCents: number | null;
}

/**
 * The provider refused a refund for good (Stripe: an invalid request, such as a charge already refunded or
 * disputed): asking again would change nothing. Any other failure leaves it unknown whether the money went back.
 */
export class RefundRefusedError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'RefundRefusedError';
  }
}

/** A webhook whose signature does not match: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {}

/**
 * One interface for every payment provider: the built-in test gateway (no keys) and Stripe (STRIPE_SECRET_KEY).
 * The checkout and the back-office speak only to this.
 */
export interface IPaymentProvider {
  readonly kind: TPaymentProviderKind;
  /** Starts the payment of a new order; `existingRef` set, picks up the one already started for it. */
  start(request: IPaymentSessionRequest, existingRef: string | null): Promise<IPaymentSession>;
  /**
   * Settles the payment: the test gateway charges the test card; Stripe is asked for the PaymentIntent's status
   * (the client's word is never taken).
   */
  charge(payment: IProviderPayment, card: TTestCard | undefined): Promise<TChargeOutcome>;
  /**
   * Gives back `amountCents` of a completed payment; answers the provider's refund id. Every try of one refund
   * passes the same `idempotencyKey`, so a retry after a lost answer never refunds twice. Throws RefundRefusedError
   * when the provider said no for good; any other failure means the outcome is unknown.
   */
  refund(
    payment: IProviderPayment,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ providerRef: string | null }>;
  /** Stops a payment that will not be completed (the order was cancelled or expired); best effort. */
  abandon(payment: IProviderPayment): Promise<void>;
}
