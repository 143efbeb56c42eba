import { SHIPPING_TIERS, type TShippingTier } from '@shop/domain';

/** What the rule needs of an option: its tier, its price and the number of business days its date promises. */
export interface IOfferable {
  tier: TShippingTier;
  priceCents: number;
  maxDays: number;
}

const tierRank = (tier: TShippingTier) => SHIPPING_TIERS.indexOf(tier);

/**
 * Whether `other` leaves `option` nothing to sell: it costs no more and promises its date no later. Between two
 * options alike in both, the one earlier in the SPEC's order (Standard, Expedited, Express) stays.
 */
function outclasses(other: IOfferable, option: IOfferable): boolean {
  if (other === option || other.priceCents > option.priceCents || other.maxDays > option.maxDays)
    return false;
  return (
    other.priceCents < option.priceCents ||
    other.maxDays < option.maxDays ||
    tierRank(other.tier) < tierRank(option.tier)
  );
}

/**
 * The tiers the customer is offered, for the rate table and FedEx's prices alike: a tier that is not faster than
 * one costing the same or less is left out (dropped, not re-priced: showing it at the faster tier's price would
 * sell the shop's dearer handling below its cost, and showing it at its own price would ask the customer to pay
 * more for nothing). What is left promises a strictly earlier date for each step up in price; it is sorted by
 * promised delivery, latest (and so cheapest) first.
 */
export function offeredTiers<T extends IOfferable>(options: readonly T[]): T[] {
  return options
    .filter((option) => !options.some((other) => outclasses(other, option)))
    .sort((a, b) => b.maxDays - a.maxDays);
}
