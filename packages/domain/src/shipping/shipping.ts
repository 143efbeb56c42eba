export const SHIPPING_TIERS = ['Standard', 'Expedited', 'Express'] as const;
export type TShippingTier = (typeof SHIPPING_TIERS)[number];

/** FedEx service per tier (the spec's business constants): parcel Standard/Expedited -> 2-day, Express -> economy express. */
export const PARCEL_SERVICE: Record<TShippingTier, string> = {
  Standard: 'FEDEX_2_DAY',
  Expedited: 'FEDEX_2_DAY',
  Express: 'FEDEX_EXPRESS_SAVER',
};

/** Freight Standard/Expedited -> 2-day freight, Express -> 3-day freight (as the spec says). */
export const FREIGHT_SERVICE: Record<TShippingTier, string> = {
  Standard: 'FEDEX_2_DAY_FREIGHT',
  Expedited: 'FEDEX_2_DAY_FREIGHT',
  Express: 'FEDEX_3_DAY_FREIGHT',
};

/** FedEx parcel limits: 150 lb, 108 in longest side, 165 in length plus girth. */
export const PARCEL_MAX_WEIGHT_LB = 150;
export const PARCEL_MAX_LENGTH_IN = 108;
export const PARCEL_MAX_LENGTH_PLUS_GIRTH_IN = 165;

export interface IPackage {
  weightLb: number;
  lengthIn: number;
  widthIn: number;
  heightIn: number;
}

export function needsFreight(pkg: IPackage): boolean {
  const [length, side1, side2] = [pkg.lengthIn, pkg.widthIn, pkg.heightIn].sort((a, b) => b - a) as [
    number,
    number,
    number,
  ];
  return (
    pkg.weightLb > PARCEL_MAX_WEIGHT_LB ||
    length > PARCEL_MAX_LENGTH_IN ||
    length + 2 * (side1 + side2) > PARCEL_MAX_LENGTH_PLUS_GIRTH_IN
  );
}

export function serviceCode(tier: TShippingTier, freight: boolean): string {
  return (freight ? FREIGHT_SERVICE : PARCEL_SERVICE)[tier];
}
