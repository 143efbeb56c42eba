import {
  formatUsd,
  promisedDelivery,
  shippingWords,
  tierEstimates,
  type IWait,
  type TQuote,
  type TShippingAddress,
  type TShippingOption,
  type TShippingTier,
} from '@shop/domain';
import type { TClock } from '../common/clock.js';
import { FedexClient, type IFedexConfig } from './fedex.client.js';
import { shipmentOf, type IParcelBox, type IShipment } from './parcels.js';
import { tableRateCents } from './rate-table.js';
import { offeredTiers } from './tier-offer.js';

export interface IShippingConfig {
  /** Set: FedEx's rate API prices each service; unset: the shop's rate table does. */
  fedex?: IFedexConfig | undefined;
}

export interface IShippingDeps extends IShippingConfig {
  /** "Today" for delivery dates. */
  now: TClock;
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

/** The tiers a shipment is offered, each with its price and the delivery it promises. */
export interface IShippingRates extends Omit<IShipment, 'boxes'> {
  /** Who priced them: FedEx, or the shop's rate table. */
  source: TQuote['source'];
  /** The tiers offered (offeredTiers), latest and cheapest first. */
  options: TShippingOption[];
}

/**
 * Shipping rates: parcel or freight from the boxes, one option per tier, priced by FedEx or the shop's rate table.
 * What the order costs with them (promotions, sales tax, totals) is checkout's. It reads no database, so unlike
 * the other services it takes its dependencies alone.
 */
export class ShippingService {
  private readonly fedex: FedexClient | undefined;

  constructor(private readonly deps: IShippingDeps) {
    this.fedex = deps.fedex ? new FedexClient(deps.fedex) : undefined;
  }

  get source(): TQuote['source'] {
    return this.fedex ? 'fedex' : 'table';
  }

  /**
   * The tiers offered for these boxes to this address, their dates promised after `wait` (how long the goods take
   * before they can leave). A carrier that fails or is too slow answers 503; an address it refuses, 422.
   */
  async rates(boxes: readonly IParcelBox[], address: TShippingAddress, wait: IWait): Promise<IShippingRates> {
    const today = this.deps.now();
    const shipment = shipmentOf(boxes);
    const estimates = tierEstimates(shipment.freight);
    const prices = await this.servicePrices(
      shipment,
      address,
      estimates.map((e) => e.service),
    );
    const priced = estimates.map((estimate): TShippingOption => {
      const carrierCents = prices.get(estimate.service)!;
      const priceCents = this.fedex
        ? carrierCents + TIER_HANDLING_CENTS[estimate.tier]
        : tableRateCents(estimate.tier, shipment.freight, shipment.weightLb);
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
    return {
      source: this.source,
      freight: shipment.freight,
      weightLb: shipment.weightLb,
      options: offeredTiers(priced),
    };
  }

  /** FedEx's price per distinct service, asked in parallel; nothing to ask for the rate table. */
  private async servicePrices(
    shipment: IShipment,
    address: TShippingAddress,
    services: string[],
  ): Promise<Map<string, number>> {
    const distinct = [...new Set(services)];
    const fedex = this.fedex;
    if (!fedex) return new Map(distinct.map((service) => [service, 0]));
    const cents = await Promise.all(
      distinct.map((serviceType) =>
        fedex.rateCents({ serviceType, recipient: address, boxes: shipment.boxes }),
      ),
    );
    return new Map(distinct.map((service, i) => [service, cents[i]!]));
  }
}
