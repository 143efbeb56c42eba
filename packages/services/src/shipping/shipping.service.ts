import {
  CHECKOUT_MESSAGES,
  promisedDelivery,
  formatTaxRate,
  formatUsd,
  quoteDiscountOf,
  taxWords,
  shippingWords,
  tierEstimates,
  type TQuote,
  type TQuoteInput,
  type TQuotedOption,
  type TShippingAddress,
  type TShippingOption,
  type TShippingTier,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { FieldValidationError } from '../errors.js';
import { loadCart, type IPricedCart } from './cart.js';
import { cartWait } from '../checkout/stock-reservation.js';
import { FedexClient, type IFedexConfig } from './fedex.client.js';
import { tableRateCents } from './rate-table.js';
import type { ITaxCalculation } from '../tax/tax-provider.js';
import type { PromotionService, TDiscountPlanner } from '../promotion/promotion.service.js';
import type { IDiscountPlan } from '@shop/domain';
import { TaxService } from '../tax/tax.service.js';
import { offeredTiers } from './tier-offer.js';

export interface IShippingConfig {
  /** Set: FedEx's rate API prices each service; unset: the shop's rate table does. */
  fedex?: IFedexConfig | undefined;
  /** "Today" for delivery dates (tests pin it). */
  now?: () => Date;
}

/**
 * What the shop adds to FedEx's charge per tier: the warehouse's handling, faster for a dearer tier (the rate
 * table prices the same into its tier factor). Standard and Expedited both go FedEx 2-day, so Expedited's fee is
 * what it buys; Express leaves the same day, by a cheaper but slower carrier service, so its fee is the highest.
 */
export const TIER_HANDLING_CENTS: Record<TShippingTier, number> = {
  Standard: 0,
  Expedited: 1_500,
  Express: 3_000,
};

/** Shipping quotes: parcel or freight from the packed cart, one option per tier, priced by FedEx or the table. */
export class ShippingService {
  private readonly fedex: FedexClient | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    config: IShippingConfig = {},
    private readonly tax: TaxService = new TaxService(db),
    private readonly promotions?: PromotionService,
  ) {
    this.fedex = config.fedex ? new FedexClient(config.fedex) : undefined;
    this.now = config.now ?? (() => new Date());
  }

  get source(): TQuote['source'] {
    return this.fedex ? 'fedex' : 'table';
  }

  /** POST /api/fedex/prepare: the three tiers for the cart with the sales tax of each, the products looked up here. */
  /** `customerId`: the buyer's account, null for a guest (whose promotions are those open to anyone). */
  async quote(input: TQuoteInput, customerId?: number | null): Promise<TQuote> {
    const cart = await loadCart(this.db, input.lines);
    const planner =
      this.promotions && customerId !== undefined
        ? await this.promotions.planner(cart, customerId, input.code)
        : undefined;
    return (await this.quoteCart(cart, input.address, undefined, planner)).quote;
  }

  /**
   * The quote of an already loaded cart; with `only`, just that tier (checkout prices the one chosen), refused on
   * `tier` when the rule of `offeredTiers` leaves it out. Every tier is priced either way, since whether one is
   * offered depends on the others' prices.
   */
  async quoteCart(
    cart: IPricedCart,
    address: TShippingAddress,
    only?: TShippingTier,
    planner?: TDiscountPlanner,
  ): Promise<{ quote: TQuote; tax: ITaxCalculation; discount: IDiscountPlan | null }> {
    const today = this.now();
    const estimates = tierEstimates(cart.freight);
    // The one promise (@shop/domain delivery-promise.ts): made-to-order pieces and surcharges' making time first.
    const wait = cartWait(cart.lines);
    const prices = await this.servicePrices(
      cart,
      address,
      estimates.map((e) => e.service),
    );
    const priced = estimates.map((estimate): TShippingOption => {
      const carrierCents = prices.get(estimate.service)!;
      const priceCents = this.fedex
        ? carrierCents + TIER_HANDLING_CENTS[estimate.tier]
        : tableRateCents(estimate.tier, cart.freight, cart.weightLb);
      const facts = {
        tier: estimate.tier,
        service: estimate.service,
        priceCents,
        price: formatUsd(priceCents),
        minDays: estimate.minDays,
        maxDays: estimate.maxDays,
        ...promisedDelivery(estimate, wait, today),
      };
      return { ...facts, ...shippingWords(facts) };
    });
    const offered = offeredTiers(priced);
    const options = only ? offered.filter((option) => option.tier === only) : offered;
    if (options.length === 0) throw new FieldValidationError({ tier: [CHECKOUT_MESSAGES.tierNotOffered] });
    // Promotions (@shop/domain promotion.ts): free shipping is worth the cheapest speed offered, whichever is chosen.
    const discount = planner ? planner(Math.min(...offered.map((option) => option.priceCents))) : null;
    const lineDiscount = (i: number) => discount?.lineDiscounts[i] ?? 0;
    const itemsDiscountCents = discount?.itemsDiscountCents ?? 0;
    const shippingOff = options.map((option) =>
      Math.min(option.priceCents, discount?.shippingDiscountCents ?? 0),
    );
    // Sales tax after shipping (shipping may be taxed) and on the discounted lines and shipping: outside any
    // transaction, as it may ask Stripe Tax.
    const tax = await this.tax.calculate({
      address,
      lines: cart.lines.map((line, i) => ({
        ref: `line-${i}`,
        netCents: line.lineTotalCents - lineDiscount(i),
        quantity: line.quantity,
      })),
      shippingCents: options.map((option, i) => option.priceCents - shippingOff[i]!),
    });
    const quoted = options.map((option, i): TQuotedOption => {
      const taxCents = tax.itemsTaxCents + tax.shipping[i]!.taxCents;
      const shippingDiscountCents = shippingOff[i]!;
      const discountCents = itemsDiscountCents + shippingDiscountCents;
      const totalCents = cart.subtotalCents + option.priceCents - discountCents + taxCents;
      return {
        ...option,
        shippingDiscountCents,
        discountCents,
        taxCents,
        tax: formatUsd(taxCents),
        totalCents,
        total: formatUsd(totalCents),
      };
    });
    const quoteTax = {
      source: tax.source,
      collected: tax.collected,
      jurisdiction: tax.jurisdiction,
      ratePpm: tax.ratePpm,
      rate: formatTaxRate(tax.ratePpm),
      shippingTaxable: tax.shippingTaxable,
      message: tax.message,
    };
    const quote: TQuote = {
      subtotalCents: cart.subtotalCents,
      subtotal: formatUsd(cart.subtotalCents),
      tax: { ...quoteTax, words: taxWords(quoteTax) },
      discount: quoteDiscountOf(discount),
      freight: cart.freight,
      weightLb: cart.weightLb,
      source: this.source,
      options: quoted,
    };
    return { quote, tax, discount };
  }

  /** FedEx's price per distinct service, asked in parallel; nothing to ask for the rate table. */
  private async servicePrices(
    cart: IPricedCart,
    address: TShippingAddress,
    services: string[],
  ): Promise<Map<string, number>> {
    const distinct = [...new Set(services)];
    const fedex = this.fedex;
    if (!fedex) return new Map(distinct.map((service) => [service, 0]));
    const cents = await Promise.all(
      distinct.map((serviceType) => fedex.rateCents({ serviceType, recipient: address, boxes: cart.boxes })),
    );
    return new Map(distinct.map((service, i) => [service, cents[i]!]));
  }
}
