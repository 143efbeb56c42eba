import { SHIPPING_TIERS, needsFreight, serviceCode, type IPackage, type TShippingTier } from './shipping.js';

/** Business days in transit per carrier service (FedEx's published times for each). */
const TRANSIT_DAYS: Record<string, number> = {
  FEDEX_2_DAY: 2,
  FEDEX_EXPRESS_SAVER: 3,
  FEDEX_2_DAY_FREIGHT: 2,
  FEDEX_3_DAY_FREIGHT: 3,
};

/** Business days before a tier's order leaves the warehouse, and how much later than the earliest it may arrive. */
const HANDLING: Record<TShippingTier, { days: number; spread: number }> = {
  Standard: { days: 3, spread: 2 },
  Expedited: { days: 1, spread: 1 },
  Express: { days: 0, spread: 1 },
};

export interface IDeliveryEstimate {
  tier: TShippingTier;
  service: string;
  freight: boolean;
  /** Business days from ordering to the door. */
  minDays: number;
  maxDays: number;
}

/**
 * What the product page promises per shipping tier: parcel or freight from the packaged weight and box size, the
 * tier's carrier service, and the lead time added when the product must be made or restocked first.
 */
export function deliveryEstimates(
  pkg: IPackage,
  inStock: boolean,
  leadTimeDays: number,
): IDeliveryEstimate[] {
  return tierEstimates(needsFreight(pkg), inStock ? 0 : Math.max(0, leadTimeDays));
}

/**
 * The same promise for a shipment already known to go as parcel or freight (a whole cart: its weight and its
 * largest box decide), plus any days to wait before it can leave.
 */
export function tierEstimates(freight: boolean, waitingDays = 0): IDeliveryEstimate[] {
  return SHIPPING_TIERS.map((tier) => {
    const service = serviceCode(tier, freight);
    const minDays = waitingDays + HANDLING[tier].days + (TRANSIT_DAYS[service] ?? 5);
    return { tier, service, freight, minDays, maxDays: minDays + HANDLING[tier].spread };
  });
}

/** The calendar date `days` business days (Monday to Friday) after `from`, as YYYY-MM-DD (UTC). */
export function addBusinessDays(from: Date, days: number): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  for (let left = days; left > 0;) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}
