import { Product } from '@shop/db';
import {
  CHECKOUT_MESSAGES,
  MAX_LINE_QUANTITY,
  PARCEL_MAX_WEIGHT_LB,
  discountedCents,
  needsFreight,
  sellingMode,
  splitQuantity,
  type TCartLine,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { FieldValidationError } from '../errors.js';

/** One box of one product, as the carrier rates it. */
export interface IParcelBox {
  weightLb: number;
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  /** How many identical boxes. */
  count: number;
}

export interface IPricedLine {
  product: Product;
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

/**
 * The field errors of a cart against the products as they are now: an unknown or archived product on its
 * `lines.<i>.productId`, more than MAX_LINE_QUANTITY or the stock on its `lines.<i>.quantity`. Both limits hold
 * for a product's lines summed (a made-to-order product sells beyond its stock, see splitQuantity): the schema checks each line alone, and splitting 150 of a product over two lines
 * of 75 must not get round it. Empty when the cart can be sold.
 */
export function cartProblems(
  lines: readonly TCartLine[],
  products: ReadonlyMap<number, Pick<Product, 'active' | 'stock' | 'sellingMode'>>,
): Record<string, string[]> {
  const wanted = quantityByProduct(lines);
  const errors: Record<string, string[]> = {};
  lines.forEach((line, i) => {
    const product = products.get(line.productId);
    if (!product) errors[`lines.${i}.productId`] = [CHECKOUT_MESSAGES.unknownProduct];
    else if (!product.active) errors[`lines.${i}.productId`] = [CHECKOUT_MESSAGES.inactive];
    else if (wanted.get(line.productId)! > MAX_LINE_QUANTITY)
      errors[`lines.${i}.quantity`] = [CHECKOUT_MESSAGES.overProductLimit];
    else if (!splitQuantity(product.stock, wanted.get(line.productId)!, sellingMode(product.sellingMode)))
      errors[`lines.${i}.quantity`] = [CHECKOUT_MESSAGES.outOfStock];
  });
  return errors;
}

/** Prices and packs a cart from the products as stored: the client never sends a price. */
export function priceLines(lines: readonly TCartLine[], products: ReadonlyMap<number, Product>): IPricedCart {
  const priced = lines.map(({ productId, quantity }) => {
    const product = products.get(productId)!;
    const unitPaidCents = discountedCents(product.priceCents, product.discountPercent);
    return {
      product,
      quantity,
      unitPriceCents: product.priceCents,
      discountPercent: product.discountPercent,
      unitPaidCents,
      lineTotalCents: unitPaidCents * quantity,
    };
  });
  const boxes = priced.map(({ product: p, quantity }) => ({
    weightLb: p.packageWeightLb,
    lengthIn: p.packageLengthIn,
    widthIn: p.packageWidthIn,
    heightIn: p.packageHeightIn,
    count: quantity,
  }));
  const weightLb = Math.round(boxes.reduce((sum, box) => sum + box.weightLb * box.count, 0) * 10) / 10;
  return {
    lines: priced,
    subtotalCents: priced.reduce((sum, line) => sum + line.lineTotalCents, 0),
    weightLb,
    freight: weightLb > PARCEL_MAX_WEIGHT_LB || boxes.some((box) => needsFreight(box)),
    boxes,
  };
}

/** Loads the cart's products, refuses what cannot be sold (422 on the line's field) and prices the rest. */
export async function loadCart(db: Db, lines: readonly TCartLine[]): Promise<IPricedCart> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const found = await db.repo(Product).find({ where: { id: In(ids) } });
  const products = new Map(found.map((p) => [p.id, p]));
  const errors = cartProblems(lines, products);
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  return priceLines(lines, products);
}
