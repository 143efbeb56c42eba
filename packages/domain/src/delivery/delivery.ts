import { FREIGHT_SERVICE, SHIPPING_TIERS, serviceCode, type TShippingTier } from '../shipping/shipping.js';

/** Business days in transit per carrier service (FedEx's published times for each). */
const TRANSIT_DAYS: Record<string, number> = {
  FEDEX_2_DAY: 2,
  FEDEX_EXPRESS_SAVER: 3,
  FEDEX_2_DAY_FREIGHT: 2,
  FEDEX_3_DAY_FREIGHT: 3,
};

/**
 * Business days before a tier's order leaves the warehouse, and how much later than the earliest it may arrive.
 * The SPEC's services make Express the slower lane (economy express and 3-day freight take 3 days, Standard's and
 * Expedited's 2-day services 2), so the speed a dearer tier buys is the warehouse's: Express leaves the same day,
 * Expedited within 2 days, Standard within 3. That makes every tier promise a strictly earlier date than the
 * cheaper one before it (5-7, 4-5, 3-4 days), parcel and freight alike; with Expedited leaving the next day it
 * promised the same 3-4 days as Express at a lower price.
 */
const HANDLING: Record<TShippingTier, { days: number; spread: number }> = {
  Standard: { days: 3, spread: 2 },
  Expedited: { days: 2, spread: 1 },
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
 * Business days from ordering to the door per tier, for a shipment going as parcel or freight (a whole cart: its
 * weight and its largest box decide) that can leave at once. A wait before it can leave (made to order, a
 * surcharge's making time) comes first: see `arrival` in delivery-promise.ts.
 */
export function tierEstimates(freight: boolean): IDeliveryEstimate[] {
  return SHIPPING_TIERS.map((tier) => {
    const service = serviceCode(tier, freight);
    const minDays = HANDLING[tier].days + (TRANSIT_DAYS[service] ?? 5);
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

/** Whether a carrier service code is one of the freight services (a truck and a booked day, not a parcel van). */
export function isFreightService(service: string): boolean {
  return Object.values(FREIGHT_SERVICE).includes(service);
}

/**
 * A tier as the customer reads it: "Express delivery", "Standard freight delivery". Never the carrier's service
 * name: the SPEC's mapping sends Express as "FedEx 3Day Freight" and Standard as "FedEx 2Day Freight", which
 * reads as if the dearer tier were the slower one.
 */
export function shippingTierName(tier: TShippingTier, freight: boolean): string {
  return `${tier} ${freight ? 'freight delivery' : 'delivery'}`;
}

/** "3–4 business days", or "3 business days" when the window is one day. */
export function businessDaysText(minDays: number, maxDays: number): string {
  return `${minDays === maxDays ? minDays : `${minDays}–${maxDays}`} business days`;
}

export interface IShippingWords {
  /** The tier's plain name ("Express freight delivery"). */
  label: string;
  /** The delivery window in words ("3–4 business days"). */
  estimate: string;
}

/** The service of an order the shop's own crew delivers at one of its delivery levels, instead of a carrier. */
export const CREW_SERVICE = 'CREW';

/** Whether the shop's crew delivers an order at a level (an order read without the column counts as the carrier's). */
export function crewDelivered(order: { deliveryLevelId?: number | null }): boolean {
  return order.deliveryLevelId !== null && order.deliveryLevelId !== undefined;
}

/** A crew level as the customer reads it where a carrier speed would stand: "White glove delivery by our crew". */
export function crewDeliveryName(levelName: string): string {
  return `${levelName || 'Delivery'} ${levelName ? 'delivery ' : ''}by our crew`;
}

/**
 * The words the customer is shown for a shipping option, from its tier, its service and its window, after the
 * wait before the order can leave when there is one (`shipsIn`: "ships in 6–8 weeks, then 5–7 business days").
 */
export function shippingWords(
  option: {
    tier: TShippingTier;
    service: string;
    minDays: number;
    maxDays: number;
    shipsIn?: string | null | undefined;
  },
  crewLevel = '',
): IShippingWords {
  return {
    label:
      option.service === CREW_SERVICE
        ? crewDeliveryName(crewLevel)
        : shippingTierName(option.tier, isFreightService(option.service)),
    estimate: estimateWords(option),
  };
}

/** "5–7 business days", or "ships in 6–8 weeks, then 5–7 business days" when the order waits first. */
export function estimateWords(option: {
  minDays: number;
  maxDays: number;
  shipsIn?: string | null | undefined;
}): string {
  const transit = businessDaysText(option.minDays, option.maxDays);
  return option.shipsIn ? `${option.shipsIn}, then ${transit}` : transit;
}
