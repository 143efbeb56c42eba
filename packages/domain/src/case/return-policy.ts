import { z } from 'zod';
import { formatUsd } from '../common/money.js';

/**
 * What a buyer may send back and at what cost. The shop has a default; a product may set its own; the policy in
 * force at the sale is written on the order line, so a later change never changes what was promised.
 */
export interface IReturnPolicy {
  returnable: boolean;
  /** Days from delivery: a return may be asked for until the start of the day this many days after delivery. */
  windowDays: number;
  /** Kept from the items' price (before tax) when the buyer is at fault. */
  restockingFeePercent: number;
  /** Kept when a freight piece is picked up and the buyer is at fault; one pickup per return. */
  pickupFeeCents: number;
  /** Shown to the buyer beside the line ("Cushions must be unused"). */
  note: string;
}

/** Why a line may not be returned, if its policy says so: the buyer is told to report a problem instead. */
export const RETURN_BLOCKERS = ['', 'made-to-order', 'final-sale'] as const;
export type TReturnBlocker = (typeof RETURN_BLOCKERS)[number];

export const MAX_RETURN_WINDOW_DAYS = 365;
export const MAX_PICKUP_FEE_CENTS = 100_000;

const ZPercent = z.coerce
  .number<number>()
  .int('Enter a whole percent.')
  .min(0, 'The fee cannot be negative.')
  .max(100, 'The fee is at most 100 %.');
const ZWindowDays = z.coerce
  .number<number>()
  .int('Enter a whole number of days.')
  .min(0, 'Enter 0 days or more.')
  .max(MAX_RETURN_WINDOW_DAYS, `At most ${MAX_RETURN_WINDOW_DAYS} days.`);
const ZPickupFee = z.coerce
  .number<number>()
  .int('Enter a whole number of cents.')
  .min(0, 'The fee cannot be negative.')
  .max(MAX_PICKUP_FEE_CENTS, `At most ${formatUsd(MAX_PICKUP_FEE_CENTS)}.`);
const ZNote = z.string().trim().max(300, 'The note is at most 300 characters.');

/** The shop's default policy (GET/PUT /api/case/policy). */
export const ZReturnPolicy = z.object({
  returnable: z.boolean(),
  windowDays: ZWindowDays,
  restockingFeePercent: ZPercent,
  pickupFeeCents: ZPickupFee,
  note: ZNote,
});
export type TReturnPolicy = z.infer<typeof ZReturnPolicy>;

/** A product's own settings; null takes the shop's default (GET/PUT /api/case/products/{productId}/policy). */
export const ZProductReturnPolicy = z.object({
  productId: z.coerce.number<number>().int().positive(),
  returnable: z.boolean().nullable(),
  windowDays: ZWindowDays.nullable(),
  restockingFeePercent: ZPercent.nullable(),
  pickupFeeCents: ZPickupFee.nullable(),
  note: ZNote,
});
export type TProductReturnPolicy = z.infer<typeof ZProductReturnPolicy>;

/** What the sale knows of the piece sold, besides the two policies. */
export interface ISoldPiece {
  /** The product sells made to order, or this line was made for the buyer (not backordered stock). */
  madeToOrder: boolean;
  /** Goes by freight: only then can a pickup fee apply. */
  freight: boolean;
}

/** The policy frozen on an order line at the sale, with why it is not returnable when it is not. */
export function policyAtSale(
  shop: IReturnPolicy,
  product: Omit<TProductReturnPolicy, 'productId'>,
  piece: ISoldPiece,
): IReturnPolicy & { blocker: TReturnBlocker } {
  // A piece made for the buyer is not returnable unless the product says so itself: a problem with it is a claim.
  const returnable = product.returnable ?? (piece.madeToOrder ? false : shop.returnable);
  const blocker: TReturnBlocker = returnable
    ? ''
    : piece.madeToOrder && product.returnable === null
      ? 'made-to-order'
      : 'final-sale';
  return {
    returnable,
    blocker,
    windowDays: product.windowDays ?? shop.windowDays,
    restockingFeePercent: product.restockingFeePercent ?? shop.restockingFeePercent,
    pickupFeeCents: piece.freight ? (product.pickupFeeCents ?? shop.pickupFeeCents) : 0,
    note: product.note || shop.note,
  };
}

/** "Mar 3, 2027" for a YYYY-MM-DD date. */
export function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
