import { discountedCents } from '../common/money.js';
import type { TSellingMode } from './made-to-order.js';
import type { TAvailability, TOptionKind, TProductOption } from './variant.js';

/**
 * The pure rules of options and variants (variant.ts has their wire schemas): what a shopper pays with surcharges,
 * which combinations exist, the variant a choice names or the nearest available one, and their words. No zod, so
 * the product page and the cart can run them without the schemas.
 */

/** The price a shopper pays for a variant (or the implicit one) with surcharges: discount over the whole. */
export function unitPrices(
  base: { priceCents: number; discountPercent: number },
  surchargeCents = 0,
): { unitPriceCents: number; unitPaidCents: number } {
  const unitPriceCents = base.priceCents + surchargeCents;
  return { unitPriceCents, unitPaidCents: discountedCents(unitPriceCents, base.discountPercent) };
}

/** The variant options of a product, in order. */
export function variantOptions<O extends { kind: TOptionKind }>(options: readonly O[]): O[] {
  return options.filter((option) => option.kind === 'variant');
}

export function surchargeOptions<O extends { kind: TOptionKind }>(options: readonly O[]): O[] {
  return options.filter((option) => option.kind === 'surcharge');
}

/**
 * What a shelf can promise, as schema.org says it: in stock while there is any, then made to order or backordered
 * when it sells beyond its stock, else out of stock.
 */
export function availability(item: {
  stock: number;
  active: boolean;
  sellingMode: TSellingMode;
}): TAvailability {
  if (!item.active) return 'OutOfStock';
  if (item.stock > 0) return 'InStock';
  if (item.sellingMode === 'made-to-order') return 'MadeToOrder';
  if (item.sellingMode === 'backorder') return 'BackOrder';
  return 'OutOfStock';
}

/** Every combination of the variant options' values, first option slowest ("Small/Oak", "Small/Ash", ...). */
export function combinations(options: readonly { values: readonly { id: number }[] }[]): number[][] {
  return options.reduce<number[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value.id])),
    [[]],
  );
}

/** The key that makes a combination unique within a product: its value ids in option order. */
export function combinationKey(valueIds: readonly number[]): string {
  return valueIds.join('-');
}

export interface IVariantLike {
  id: number;
  optionValueIds: readonly number[];
  stock: number;
  active: boolean;
  priceCents: number;
}

/** The variant of exactly these choices (one value id per variant option, in order), or null. */
export function resolveVariant<V extends IVariantLike>(
  variants: readonly V[],
  chosen: readonly number[],
): V | null {
  const key = combinationKey(chosen);
  return variants.find((variant) => combinationKey(variant.optionValueIds) === key) ?? null;
}

/**
 * The available variant nearest to a choice that is not available: the fewest options changed; among equals,
 * the one that keeps the earlier options (what the shopper picked first, a size before a colour), then the
 * closest price, then the first made. Null when nothing is available at all.
 */
export function nearestAvailable<V extends IVariantLike>(
  variants: readonly V[],
  chosen: readonly (number | null)[],
  isAvailable: (variant: V) => boolean = (variant) => variant.active && variant.stock > 0,
): V | null {
  const reference = resolveVariant(
    variants,
    chosen.filter((id): id is number => id !== null),
  );
  const candidates = variants.filter(isAvailable);
  const score = (variant: V): number[] => {
    const differs = chosen.map((id, i) => (id !== null && variant.optionValueIds[i] !== id ? 1 : 0));
    return [
      differs.reduce((sum: number, d) => sum + d, 0),
      // The earlier option a candidate changes, the worse: read as a binary number, first option highest.
      differs.reduce((sum: number, d) => sum * 2 + d, 0),
      reference ? Math.abs(variant.priceCents - reference.priceCents) : 0,
      variant.id,
    ];
  };
  let best: V | null = null;
  let bestScore: number[] = [];
  for (const candidate of candidates) {
    const s = score(candidate);
    const at = s.findIndex((v, i) => v !== bestScore[i]);
    if (!best || (at !== -1 && s[at]! < bestScore[at]!)) {
      best = candidate;
      bestScore = s;
    }
  }
  return best;
}

export interface ISurchargeChoice {
  optionName: string;
  valueLabel: string;
  valueId: number;
  surchargeCents: number;
  surchargeLeadDays: number;
}

/**
 * The surcharges a line's choice of values adds, one value of each surcharge option: null when a value is not
 * one of this product's surcharge values or an option is left out or chosen twice.
 */
export function chosenSurcharges(
  options: readonly Pick<TProductOption, 'name' | 'kind' | 'values'>[],
  valueIds: readonly number[],
): ISurchargeChoice[] | null {
  const surcharge = surchargeOptions(options);
  if (valueIds.length !== surcharge.length) return null;
  const picked: ISurchargeChoice[] = [];
  for (const option of surcharge) {
    const values = option.values.filter((value) => valueIds.includes(value.id));
    if (values.length !== 1) return null;
    const value = values[0]!;
    picked.push({
      optionName: option.name,
      valueLabel: value.label,
      valueId: value.id,
      surchargeCents: value.surchargeCents,
      surchargeLeadDays: value.surchargeLeadDays,
    });
  }
  return picked;
}

/** "Grade C fabric +$300.00, adds 10 days": a surcharge in words. */
export function surchargeText(choice: ISurchargeChoice, money: (cents: number) => string): string {
  const parts = [`${choice.optionName}: ${choice.valueLabel}`];
  if (choice.surchargeCents > 0) parts.push(`+${money(choice.surchargeCents)}`);
  if (choice.surchargeLeadDays > 0)
    parts.push(`adds ${choice.surchargeLeadDays} day${choice.surchargeLeadDays === 1 ? '' : 's'}`);
  return parts.join(', ');
}

/** The lowest price a shopper pays among the available variants (for "from $X"), or null without variants. */
export function fromPriceCents(
  variants: readonly { priceCents: number; discountPercent: number; active: boolean }[],
): number | null {
  const prices = variants
    .filter((variant) => variant.active)
    .map((variant) => discountedCents(variant.priceCents, variant.discountPercent));
  return prices.length ? Math.min(...prices) : null;
}

/** A variant's title from its values: "Large / Oak". */
export function variantTitle(
  options: readonly Pick<TProductOption, 'kind' | 'values'>[],
  valueIds: readonly number[],
): string {
  const labels = variantOptions(options).map(
    (option, i) => option.values.find((value) => value.id === valueIds[i])?.label ?? '?',
  );
  return labels.join(' / ');
}
