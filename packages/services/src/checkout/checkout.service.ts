import type { TCompleteInput, TInitiateInput, TQuote, TQuoteInput } from '@shop/domain';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import type { IMailer } from '../mail/mailer.js';
import type { IWebhookEvents } from '../webhooks/index.js';
import type { IPaymentProvider } from '../payments/payment-provider.js';
import type { ICheckoutCustomer } from '../order/index.js';
import type { PromotionService } from '../promotion/promotion.service.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import type { DeliveryWindowService } from '../delivery-window/delivery-window.service.js';
import type { TaxService } from '../tax/tax.service.js';
import { priceCart, type ICartPricingDeps } from './cart-price.js';
import { PaymentInitiation } from './initiation.js';
import { PaymentOutcomeService } from './payment-outcome.service.js';
import { PaymentWebhookService } from './payment-webhook.service.js';
import { expireReservations } from './reservation-sweep.js';

export interface ICheckoutDeps {
  /** The carrier's rates, the crew's levels, the promotions and the sales tax: the parts of a cart's price. */
  shipping: ShippingService;
  delivery: DeliveryService;
  /** The crew's delivery windows: held at checkout, booked once paid, let go when the order is cancelled. */
  deliveryWindow?: DeliveryWindowService | undefined;
  promotions: PromotionService;
  tax: TaxService;
  /** The configured payment provider (Stripe or the test gateway); the order service refunds through it too. */
  payments: IPaymentProvider;
  /** STRIPE_WEBHOOK_SECRET; without it every webhook delivery is refused. */
  webhookSecret: string | undefined;
  mailer: IMailer;
  /** order.paid, stock.low and refund.created webhooks, queued in the payment's transaction. */
  webhookEvents?: IWebhookEvents | undefined;
  now: TClock;
  /** Where problems that must not fail a request go (a mail not sent, a webhook for another shop). */
  log?: ((message: string, error?: unknown) => void) | undefined;
  /** PUBLIC_URL: the confirmation mail's links are absolute, to this address. */
  publicUrl?: string | undefined;
}

/**
 * Checkout as procedures see it: the quote (the cart's price, see priceCart), initiate, complete, failure, cancel,
 * the webhook and the reservation sweep, over the configured payment provider (Stripe or the test gateway).
 */
export class CheckoutService {
  private readonly pricing: ICartPricingDeps;
  private readonly initiation: PaymentInitiation;
  private readonly outcomes: PaymentOutcomeService;
  private readonly webhooks: PaymentWebhookService;

  constructor(
    private readonly db: Db,
    private readonly deps: ICheckoutDeps,
  ) {
    const { shipping, delivery, promotions, tax, payments: provider, mailer, now, log, publicUrl } = deps;
    const warn = log ?? ((message: string, error?: unknown) => console.warn(message, error ?? ''));
    this.pricing = { db, shipping, delivery, promotions, tax };
    const { deliveryWindow } = deps;
    this.initiation = new PaymentInitiation({ ...this.pricing, provider, now, deliveryWindow });
    this.outcomes = new PaymentOutcomeService({
      db,
      provider,
      deliveryWindow,
      mailer,
      webhookEvents: deps.webhookEvents,
      now,
      warn,
      ...(publicUrl ? { publicUrl } : {}),
    });
    this.webhooks = new PaymentWebhookService({
      db,
      webhookSecret: deps.webhookSecret,
      outcomes: this.outcomes,
      now,
    });
  }

  /**
   * POST /api/fedex/prepare: the cart's price for an address, every shipping tier offered with its discounts,
   * sales tax and total. `customerId`: the buyer's account, null for a guest.
   */
  async quote(input: TQuoteInput, customerId: number | null): Promise<TQuote> {
    return (await priceCart(this.pricing, input, customerId)).quote;
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
  expireReservations(at: Date = this.deps.now()): Promise<number> {
    return expireReservations(this.db, this.outcomes, at);
  }
}
