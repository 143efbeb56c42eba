import {
  addBusinessDays,
  formatUsd,
  tierEstimates,
  type TQuote,
  type TQuoteInput,
  type TShippingAddress,
  type TShippingOption,
  type TShippingTier,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { loadCart, type IPricedCart } from './cart.js';
import { FedexClient, type IFedexConfig } from './fedex.client.js';
import { tableRateCents } from './rate-table.js';

export interface IShippingConfig {
  /** Set: FedEx's rate API prices each service; unset: the shop's rate table does. */
  fedex?: IFedexConfig | undefined;
  /** "Today" for delivery dates (tests pin it). */
  now?: () => Date;
}

/**
 * FedEx charges the same for Standard and Expedited (both go 2-day); Expedited buys faster handling in the
 * warehouse, which the rate table prices into its tier factor and FedEx quotes carry as this fee.
 */
export const EXPEDITED_HANDLING_CENTS = 1_500;

/** Shipping quotes: parcel or freight from the packed cart, one option per tier, priced by FedEx or the table. */
export class ShippingService {
  private readonly fedex: FedexClient | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    config: IShippingConfig = {},
  ) {
    this.fedex = config.fedex ? new FedexClient(config.fedex) : undefined;
    this.now = config.now ?? (() => new Date());
  }

  get source(): TQuote['source'] {
    return this.fedex ? 'fedex' : 'table';
  }

  /** POST /api/fedex/prepare: the three tiers for the cart, with the products looked up here. */
  async quote(input: TQuoteInput): Promise<TQuote> {
    return this.quoteCart(await loadCart(this.db, input.lines), input.address);
  }

  /** The quote of an already loaded cart; with `only`, just that tier (checkout prices the one chosen). */
  async quoteCart(cart: IPricedCart, address: TShippingAddress, only?: TShippingTier): Promise<TQuote> {
    const today = this.now();
    const estimates = tierEstimates(cart.freight).filter((e) => !only || e.tier === only);
    const prices = await this.servicePrices(
      cart,
      address,
      estimates.map((e) => e.service),
    );
    const options = estimates.map((estimate): TShippingOption => {
      const carrierCents = prices.get(estimate.service)!;
      const priceCents = this.fedex
        ? carrierCents + (estimate.tier === 'Expedited' ? EXPEDITED_HANDLING_CENTS : 0)
        : tableRateCents(estimate.tier, cart.freight, cart.weightLb);
      return {
        tier: estimate.tier,
        service: estimate.service,
        priceCents,
        price: formatUsd(priceCents),
        minDays: estimate.minDays,
        maxDays: estimate.maxDays,
        deliveryBy: addBusinessDays(today, estimate.maxDays),
      };
    });
    return { freight: cart.freight, weightLb: cart.weightLb, source: this.source, options };
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
