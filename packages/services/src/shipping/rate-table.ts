import type { TShippingTier } from '@shop/domain';

/** How much more each tier costs than Standard: faster handling and a faster lane. */
const TIER_FACTOR: Record<TShippingTier, number> = { Standard: 1, Expedited: 1.4, Express: 1.9 };

/**
 * The shop's own rate table, used when no carrier account is configured: a base per shipment plus a price per
 * pound (freight starts far higher: a pallet and a lift-gate truck), times the tier's factor, in whole dollars
 * less a cent. The demo orders were priced with the same table.
 */
export function tableRateCents(tier: TShippingTier, freight: boolean, weightLb: number): number {
  const base = freight ? 14_900 + weightLb * 55 : 1_200 + weightLb * 40;
  return Math.round((base * TIER_FACTOR[tier]) / 100) * 100 - 1;
}
