import type { TCompleteInput, TInitiateInput } from '@shop/domain';
import type { Db } from '../common/db.js';
import type { IMailer } from '../mail/mailer.js';
import { createPaymentProvider, type IPaymentConfig } from '../payments/index.js';
import type { Payment } from '@shop/db';
import type { ShippingService } from '../shipping/shipping.service.js';
import { CheckoutService, type ICheckoutCustomer } from './checkout.service.js';
import type { IOrderActor } from './order-writes.js';
import { PaymentOutcomeService } from './payment-outcome.service.js';
import { PaymentWebhookService } from './payment-webhook.service.js';
import { refundPayment } from './refund.js';
import { expireReservations } from './reservation-sweep.js';

export * from './checkout.service.js';
export * from './payment-outcome.service.js';
export * from './payment-webhook.service.js';
export * from './refund.js';
export * from './failure-reason.js';
export { orderConfirmation } from './confirmation-mail.js';
export { SYSTEM_ACTOR, addOrderEvent, releaseOrderStock, type IOrderActor } from './order-writes.js';

export interface IPaymentServiceDeps {
  db: Db;
  shipping: ShippingService;
  mailer: IMailer;
  config?: IPaymentConfig & { webhookSecret?: string | undefined };
  now?: () => Date;
  /** Where problems that must not fail a request go (a mail not sent, a webhook for another shop). */
  log?: (message: string, error?: unknown) => void;
  /** The shop's name for the confirmation mail. */
  shopName?: () => Promise<string>;
}

/**
 * Payments as procedures and the back-office see them: initiate, complete, failure, cancel, the webhook, the
 * reservation sweep and refunds, over the configured provider (Stripe or the test gateway).
 */
export function createPaymentService({
  db,
  shipping,
  mailer,
  config = {},
  now = () => new Date(),
  log,
  shopName,
}: IPaymentServiceDeps) {
  const provider = createPaymentProvider(config);
  const warn = log ?? ((message: string, error?: unknown) => console.warn(message, error ?? ''));
  const checkout = new CheckoutService({ db, shipping, provider, now });
  const outcomes = new PaymentOutcomeService({
    db,
    provider,
    mailer,
    now,
    warn,
    ...(shopName ? { shopName } : {}),
  });
  const webhook = new PaymentWebhookService({
    db,
    webhookSecret: config.webhookSecret ?? config.stripe?.webhookSecret,
    outcomes,
  });
  return {
    provider,
    initiate: (customer: ICheckoutCustomer, input: TInitiateInput) => checkout.initiate(customer, input),
    complete: (customer: ICheckoutCustomer, input: TCompleteInput) => outcomes.complete(customer, input),
    failure: (customer: ICheckoutCustomer, input: { orderNumber: string; reason: string }) =>
      outcomes.failure(customer, input),
    cancel: (customer: ICheckoutCustomer, input: { orderNumber: string }) => outcomes.cancel(customer, input),
    webhook: (rawBody: Buffer | string, signature: string | undefined) => webhook.handle(rawBody, signature),
    /** Cancels unpaid orders whose reservation ran out and puts their stock back; answers how many. */
    expireReservations: (at: Date = now()) => expireReservations(db, outcomes, at),
    /**
     * Gives back `amountCents` of a completed payment through its provider and records it (payment, order and
     * a 'refunded' event by `actor`). For the back-office's cancel of a paid order.
     */
    refund: (payment: Pick<Payment, 'id'> | number, amountCents: number, actor?: IOrderActor) =>
      refundPayment(db, provider, payment, amountCents, actor),
  };
}

export type TPaymentService = ReturnType<typeof createPaymentService>;
