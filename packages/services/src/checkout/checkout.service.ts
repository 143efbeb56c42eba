import type { Payment } from '@shop/db';
import type { TCompleteInput, TInitiateInput } from '@shop/domain';
import type { Db } from '../common/db.js';
import type { IMailer } from '../mail/mailer.js';
import { createPaymentProvider, type IPaymentConfig, type IPaymentProvider } from '../payments/index.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import type { PromotionService } from '../promotion/promotion.service.js';
import type { ICheckoutCustomer } from './customer-order.js';

export type { ICheckoutCustomer } from './customer-order.js';
import { PaymentInitiation } from './initiation.js';
import type { IOrderActor } from './order-writes.js';
import { PaymentOutcomeService } from './payment-outcome.service.js';
import { PaymentWebhookService } from './payment-webhook.service.js';
import { refundPayment } from './refund.js';
import { expireReservations } from './reservation-sweep.js';

export interface ICheckoutDeps {
  shipping: ShippingService;
  /** Promotions and discount codes at checkout. */
  promotions?: PromotionService;
  mailer: IMailer;
  config?: (IPaymentConfig & { webhookSecret?: string | undefined }) | undefined;
  now?: () => Date;
  /** Where problems that must not fail a request go (a mail not sent, a webhook for another shop). */
  log?: (message: string, error?: unknown) => void;
  /** The shop's name for the confirmation mail. */
  shopName?: () => Promise<string>;
  /** PUBLIC_URL: the confirmation mail's links are absolute, to this address. */
  publicUrl?: string | undefined;
}

/**
 * Checkout as procedures and the back-office see it: initiate, complete, failure, cancel, the webhook, the
 * reservation sweep and refunds, over the configured payment provider (Stripe or the test gateway).
 */
export class CheckoutService {
  readonly provider: IPaymentProvider;
  private readonly initiation: PaymentInitiation;
  private readonly outcomes: PaymentOutcomeService;
  private readonly webhooks: PaymentWebhookService;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    {
      shipping,
      promotions,
      mailer,
      config = {},
      now = () => new Date(),
      log,
      shopName,
      publicUrl,
    }: ICheckoutDeps,
  ) {
    this.now = now;
    this.provider = createPaymentProvider(config);
    const warn = log ?? ((message: string, error?: unknown) => console.warn(message, error ?? ''));
    this.initiation = new PaymentInitiation({ db, shipping, provider: this.provider, now, promotions });
    this.outcomes = new PaymentOutcomeService({
      db,
      provider: this.provider,
      mailer,
      now,
      warn,
      ...(shopName ? { shopName } : {}),
      ...(publicUrl ? { publicUrl } : {}),
    });
    this.webhooks = new PaymentWebhookService({
      db,
      webhookSecret: config.webhookSecret ?? config.stripe?.webhookSecret,
      outcomes: this.outcomes,
    });
  }

  initiate(customer: ICheckoutCustomer, input: TInitiateInput) {
    return this.initiation.initiate(customer, input);
  }

  complete(customer: ICheckoutCustomer, input: TCompleteInput) {
    return this.outcomes.complete(customer, input);
  }

  failure(customer: ICheckoutCustomer, input: { orderNumber: string; reason: string }) {
    return this.outcomes.failure(customer, input);
  }

  cancel(customer: ICheckoutCustomer, input: { orderNumber: string }) {
    return this.outcomes.cancel(customer, input);
  }

  webhook(rawBody: Buffer | string, signature: string | undefined) {
    return this.webhooks.handle(rawBody, signature);
  }

  /** Cancels unpaid orders whose reservation ran out and puts their stock back; answers how many. */
  expireReservations(at: Date = this.now()): Promise<number> {
    return expireReservations(this.db, this.outcomes, at);
  }

  /**
   * Gives back `amountCents` of a completed payment through its provider and records it (payment, order and a
   * 'refunded' event by `actor`). For the back-office's cancel of a paid order.
   */
  refund(payment: Pick<Payment, 'id'> | number, amountCents: number, actor?: IOrderActor) {
    return refundPayment(this.db, this.provider, payment, amountCents, actor);
  }
}
