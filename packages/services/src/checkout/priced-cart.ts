import { Product, type ProductVariant } from '@shop/db';
import {
  CHECKOUT_MESSAGES,
  MAX_LINE_QUANTITY,
  sellingMode,
  splitQuantity,
  unitPrices,
  variantSellingMode,
  type ISurchargeChoice,
  type TCartLine,
} from '@shop/domain';
import { In } from 'typeorm';
import {
  NO_CHOICES,
  choiceProblem,
  lineChoice,
  loadChoices,
  type ILineChoices,
  type ISoldOption,
} from '../cart/index.js';
import type { Db } from '../common/db.js';
import { FieldValidationError } from '../errors.js';
import type { IParcelBox } from '../shipping/parcels.js';

interface IPricedLine {
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
  /** Each line's boxes, for the carrier. */
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
 * Prices and boxes a cart from the products, variants and options as stored: the client never sends a price.
 * A line's unit price is its variant's (or the product's) plus its surcharges, less the variant's discount.
 */
export function priceLines(
  lines: readonly TCartLine[],
  products: ReadonlyMap<number, Product>,
  choices: ILineChoices = NO_CHOICES,
): IPricedCart {
  const priced = lines.map((line) => {
    const product = products.get(line.productId)!;
    const { variant, sku, surcharges, options } = lineChoice(line, product, choices);
    const base = variant ?? product;
    const { unitPriceCents, unitPaidCents } = unitPrices(
      base,
      surcharges.reduce((sum, choice) => sum + choice.surchargeCents, 0),
    );
    return {
      product,
      variant,
      sku,
      options,
      surcharges,
      quantity: line.quantity,
      unitPriceCents,
      discountPercent: base.discountPercent,
      unitPaidCents,
      lineTotalCents: unitPaidCents * line.quantity,
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
  return {
    lines: priced,
    subtotalCents: priced.reduce((sum, line) => sum + line.lineTotalCents, 0),
    boxes,
  };
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
