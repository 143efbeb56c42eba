import { ProductVariant, type Product } from '@shop/db';
import {
  VARIANT_MESSAGES,
  chosenSurcharges,
  variantOptions,
  type ISurchargeChoice,
  type TCartLine,
  type TProductOption,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { loadOptions, valueIdsOf } from '../common/products/variant-rows.js';

/*
 * What a cart line chose beyond its product, read from the catalogue: the cart refuses a line that names no valid
 * choice, its reminder names the choices, and checkout prices and sells them.
 */

/**
 * What a cart's lines chose beyond the product: the variants they name (by id) and each product's options. A
 * product with variant options is sold by variant only; its surcharge options need one value each.
 */
export interface ILineChoices {
  variants: ReadonlyMap<
    number,
    Pick<ProductVariant, 'id' | 'productId' | 'active' | 'stock'> & Partial<ProductVariant>
  >;
  options: ReadonlyMap<number, readonly TProductOption[]>;
}

export const NO_CHOICES: ILineChoices = { variants: new Map(), options: new Map() };

/** The option values a line was sold with, as its order line snapshots them. */
export interface ISoldOption {
  name: string;
  value: string;
  surchargeCents: number;
  surchargeLeadDays: number;
}

/** The variants and options a cart's lines name, read in two queries. */
export async function loadChoices(db: Db, lines: readonly TCartLine[]): Promise<ILineChoices> {
  const variantIds = [
    ...new Set(lines.flatMap((line) => (line.variantId === undefined ? [] : [line.variantId]))),
  ];
  const [variants, options] = await Promise.all([
    variantIds.length ? db.repo(ProductVariant).find({ where: { id: In(variantIds) } }) : [],
    loadOptions(db, [...new Set(lines.map((line) => line.productId))]),
  ]);
  return { variants: new Map(variants.map((v) => [v.id, v])), options };
}

/**
 * What is wrong with a line's choice of options, or null: a product with variant options sells only a variant of
 * its own, still active, and a product with surcharge options needs one value of each.
 */
export function choiceProblem(
  line: TCartLine,
  choices: ILineChoices,
): { field: 'variantId' | 'surcharges'; message: string } | null {
  const options = choices.options.get(line.productId) ?? [];
  const variant = line.variantId === undefined ? undefined : choices.variants.get(line.variantId);
  const byVariant = variantOptions(options).length > 0;
  if (byVariant && line.variantId === undefined)
    return { field: 'variantId', message: VARIANT_MESSAGES.chooseVariant };
  if (line.variantId !== undefined && (!variant || variant.productId !== line.productId || !byVariant))
    return { field: 'variantId', message: VARIANT_MESSAGES.unknownVariant };
  if (variant && !variant.active) return { field: 'variantId', message: VARIANT_MESSAGES.inactiveVariant };
  if (chosenSurcharges(options, line.surcharges ?? []) === null)
    return { field: 'surcharges', message: VARIANT_MESSAGES.chooseSurcharge };
  return null;
}

/** A line as it is sold: the variant (null for a product without variant options), its SKU and its options. */
export interface ILineChoice {
  variant: ProductVariant | null;
  /** The SKU sold: the variant's, or the product's own. */
  sku: string;
  surcharges: ISurchargeChoice[];
  /** Every option the line is sold with: the variant's values, then the surcharges with what they add. */
  options: ISoldOption[];
}

/** What one line of a sellable cart chose (see choiceProblem), as its order line and its reminder name it. */
export function lineChoice(
  { productId, variantId, surcharges: chosen = [] }: TCartLine,
  product: Pick<Product, 'sku'>,
  choices: ILineChoices,
): ILineChoice {
  const variant =
    variantId === undefined ? null : ((choices.variants.get(variantId) as ProductVariant) ?? null);
  const options = choices.options.get(productId) ?? [];
  const surcharges = chosenSurcharges(options, chosen) ?? [];
  const valueIds = variant ? valueIdsOf(variant) : [];
  const sold: ISoldOption[] = variantOptions(options).map((option, i) => ({
    name: option.name,
    value: option.values.find((value) => value.id === valueIds[i])?.label ?? '',
    surchargeCents: 0,
    surchargeLeadDays: 0,
  }));
  for (const choice of surcharges)
    sold.push({
      name: choice.optionName,
      value: choice.valueLabel,
      surchargeCents: choice.surchargeCents,
      surchargeLeadDays: choice.surchargeLeadDays,
    });
  return { variant, sku: variant?.sku ?? product.sku, surcharges, options: sold };
}
