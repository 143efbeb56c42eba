import { Product, ProductVariant } from '@shop/db';
import {
  CHECKOUT_MESSAGES,
  MAX_LINE_QUANTITY,
  PARCEL_MAX_WEIGHT_LB,
  VARIANT_MESSAGES,
  chosenSurcharges,
  needsFreight,
  unitPrices,
  variantOptions,
  type ISurchargeChoice,
  sellingMode,
  splitQuantity,
  variantSellingMode,
  type TCartLine,
  type TProductOption,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { FieldValidationError } from '../errors.js';
import { loadOptions, valueIdsOf } from '../product/product-variants.js';

/** One box of one product, as the carrier rates it. */
export interface IParcelBox {
  weightLb: number;
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  /** How many identical boxes. */
  count: number;
}

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

const NO_CHOICES: ILineChoices = { variants: new Map(), options: new Map() };

/** The option values a line was sold with, as its order line snapshots them. */
export interface ISoldOption {
  name: string;
  value: string;
  surchargeCents: number;
  surchargeLeadDays: number;
}

export interface IPricedLine {
  product: Product;
  /** The variant sold, or null for a product without variant options (its implicit one). */
  variant: ProductVariant | null;
  /** The SKU sold: the variant's, or the product's own. */
  sku: string;
  /** Every option the line was sold with: the variant's values, then the surcharges with what they add. */
  options: ISoldOption[];
  surcharges: ISurchargeChoice[];
  quantity: number;
  unitPriceCents: number;
  discountPercent: number;
  unitPaidCents: number;
  lineTotalCents: number;
}

export interface IPricedCart {
  lines: IPricedLine[];
  subtotalCents: number;
  /** The whole cart's packaged weight, to a tenth of a pound. */
  weightLb: number;
  /** Over the carrier's parcel weight for the whole cart, or any box over its parcel size: freight. */
  freight: boolean;
  boxes: IParcelBox[];
}

/** Quantities asked for per product, summed over lines that repeat a product. */
function quantityByProduct(lines: readonly TCartLine[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  return wanted;
}

/** Quantities asked for per variant, summed over lines that name it. */
function quantityByVariant(lines: readonly TCartLine[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines)
    if (line.variantId !== undefined)
      wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  return wanted;
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

/**
 * The field errors of a cart against the products as they are now: an unknown or archived product on its
 * `lines.<i>.productId`, more than MAX_LINE_QUANTITY or the stock on its `lines.<i>.quantity`. Both limits hold
 * for a product's lines summed (a made-to-order product sells beyond its stock, see splitQuantity): the schema
 * checks each line alone, and splitting 150 of a product over two lines of 75 must not get round it. A product with
 * variant options needs a variant of its own on `lines.<i>.variantId`, whose stock (summed over the lines naming
 * it) is the one checked in the variant's own selling mode, else its product's, and one value of each surcharge option on
 * `lines.<i>.surcharges`. Empty when the cart can be sold.
 */
export function cartProblems(
  lines: readonly TCartLine[],
  products: ReadonlyMap<number, Pick<Product, 'active' | 'stock' | 'sellingMode'>>,
  choices: ILineChoices = NO_CHOICES,
): Record<string, string[]> {
  const wanted = quantityByProduct(lines);
  const wantedVariants = quantityByVariant(lines);
  const errors: Record<string, string[]> = {};
  lines.forEach((line, i) => {
    const product = products.get(line.productId);
    const variant = line.variantId === undefined ? undefined : choices.variants.get(line.variantId);
    const choice = choiceProblem(line, choices);
    if (!product) errors[`lines.${i}.productId`] = [CHECKOUT_MESSAGES.unknownProduct];
    else if (!product.active) errors[`lines.${i}.productId`] = [CHECKOUT_MESSAGES.inactive];
    else if (choice) errors[`lines.${i}.${choice.field}`] = [choice.message];
    else if (wanted.get(line.productId)! > MAX_LINE_QUANTITY)
      errors[`lines.${i}.quantity`] = [CHECKOUT_MESSAGES.overProductLimit];
    else if (
      variant
        ? !splitQuantity(variant.stock, wantedVariants.get(variant.id)!, variantSellingMode(variant, product))
        : !splitQuantity(product.stock, wanted.get(line.productId)!, sellingMode(product.sellingMode))
    )
      errors[`lines.${i}.quantity`] = [CHECKOUT_MESSAGES.outOfStock];
  });
  return errors;
}

/**
 * Prices and packs a cart from the products, variants and options as stored: the client never sends a price.
 * A line's unit price is its variant's (or the product's) plus its surcharges, less the variant's discount.
 */
export function priceLines(
  lines: readonly TCartLine[],
  products: ReadonlyMap<number, Product>,
  choices: ILineChoices = NO_CHOICES,
): IPricedCart {
  const priced = lines.map(({ productId, quantity, variantId, surcharges: chosen = [] }) => {
    const product = products.get(productId)!;
    const variant =
      variantId === undefined ? null : ((choices.variants.get(variantId) as ProductVariant) ?? null);
    const options = choices.options.get(productId) ?? [];
    const surcharges = chosenSurcharges(options, chosen) ?? [];
    const base = variant ?? product;
    const { unitPriceCents, unitPaidCents } = unitPrices(
      base,
      surcharges.reduce((sum, choice) => sum + choice.surchargeCents, 0),
    );
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
    return {
      product,
      variant,
      sku: variant?.sku ?? product.sku,
      options: sold,
      surcharges,
      quantity,
      unitPriceCents,
      discountPercent: base.discountPercent,
      unitPaidCents,
      lineTotalCents: unitPaidCents * quantity,
    };
  });
  const boxes = priced.map(({ product, variant, quantity }) => {
    const p = variant ?? product;
    return {
      weightLb: p.packageWeightLb,
      lengthIn: p.packageLengthIn,
      widthIn: p.packageWidthIn,
      heightIn: p.packageHeightIn,
      count: quantity,
    };
  });
  const weightLb = Math.round(boxes.reduce((sum, box) => sum + box.weightLb * box.count, 0) * 10) / 10;
  return {
    lines: priced,
    subtotalCents: priced.reduce((sum, line) => sum + line.lineTotalCents, 0),
    weightLb,
    freight: weightLb > PARCEL_MAX_WEIGHT_LB || boxes.some((box) => needsFreight(box)),
    boxes,
  };
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

/** Loads the cart's products, refuses what cannot be sold (422 on the line's field) and prices the rest. */
export async function loadCart(db: Db, lines: readonly TCartLine[]): Promise<IPricedCart> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const [found, choices] = await Promise.all([
    db.repo(Product).find({ where: { id: In(ids) } }),
    loadChoices(db, lines),
  ]);
  const products = new Map(found.map((p) => [p.id, p]));
  const errors = cartProblems(lines, products, choices);
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  return priceLines(lines, products, choices);
}
