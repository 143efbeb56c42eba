import { Product, ProductVariant } from '@shop/db';
import {
  leavingDays,
  sellingMode,
  servedLines,
  slowest,
  stockKey,
  variantSellingMode,
  waitText,
  type IPromiseLine,
  type IWait,
} from '@shop/domain';
import type { Db } from '../common/db.js';

/**
 * The conditional update behind every reservation: takes `quantity` off the shelf (a product's row, or a variant's
 * of that product) only if it is there.
 */
async function takeIfThere(
  tx: Db,
  shelf: typeof Product | typeof ProductVariant,
  id: number,
  quantity: number,
  productId?: number,
): Promise<boolean> {
  const ofProduct = productId === undefined ? '' : ' AND product_id = :productId';
  const result = await tx
    .repo(shelf)
    .createQueryBuilder()
    .update()
    .set({ stock: () => 'stock - :quantity' })
    .where(`id = :id AND stock >= :quantity AND active = :active${ofProduct}`, {
      id,
      quantity,
      active: true,
      productId,
    })
    .execute();
  return Boolean(result.affected);
}

/**
 * Reserves what is on the shelf of one product for `wanted` pieces and answers how many came from stock, or null
 * when the product cannot be sold (unknown, archived, or sold from stock only and short). A product sold from
 * stock only takes all or nothing. One made to order (or backordered) takes all when there is enough, else one
 * piece at a time while any is left, each a conditional update: never below zero and never counting a piece
 * another checkout took, on SQLite and MySQL alike, without reading a stock that may be stale in the
 * transaction's snapshot. The rest of the quantity is made to order.
 */
export async function takeFromStock(tx: Db, id: number, wanted: number): Promise<number | null> {
  if (await takeIfThere(tx, Product, id, wanted)) return wanted;
  // Read only now: MySQL's snapshot starts at the transaction's first read, and the refusal that follows a short
  // product must see the shelf as the conditional updates left it.
  const product = await tx
    .repo(Product)
    .findOne({ select: { id: true, active: true, sellingMode: true }, where: { id } });
  if (!product?.active || sellingMode(product.sellingMode) === 'stock') return null;
  let taken = 0;
  while (taken < wanted && (await takeIfThere(tx, Product, id, 1))) taken++;
  return taken;
}

/**
 * takeFromStock for one variant of `productId`, on the variant's own row, in the mode it sells in (its own, else
 * its product's): all or nothing from stock only, else what is on hand one piece at a time and the rest made to
 * order. The caller takes the product's stock sum down by what this answers. Null when the variant is unknown,
 * another product's, inactive, or sold from stock only and short.
 */
export async function takeVariantFromStock(
  tx: Db,
  variantId: number,
  productId: number,
  wanted: number,
): Promise<number | null> {
  if (await takeIfThere(tx, ProductVariant, variantId, wanted, productId)) return wanted;
  // Read only now, as in takeFromStock: after the refused update, not before it.
  const [variant, product] = await Promise.all([
    tx.repo(ProductVariant).findOne({
      select: { id: true, productId: true, active: true, sellingMode: true },
      where: { id: variantId },
    }),
    tx.repo(Product).findOne({ select: { id: true, sellingMode: true }, where: { id: productId } }),
  ]);
  if (!variant?.active || !product || Number(variant.productId) !== productId) return null;
  if (variantSellingMode(variant, product) === 'stock') return null;
  let taken = 0;
  while (taken < wanted && (await takeIfThere(tx, ProductVariant, variantId, 1, productId))) taken++;
  return taken;
}

/** The columns an order line keeps about how it is served: from stock, made to order, and the promised window. */
export interface IMadeToOrderColumns {
  fromStockQuantity: number;
  madeToOrderQuantity: number;
  shipWindow: string;
  shipsFrom: string | null;
  shipsBy: string | null;
  backordered: boolean;
}

/** What madeToOrderColumns needs of a priced line: its shelf, its lead time and its surcharges' making time. */
export interface IServedLine {
  product: Pick<Product, 'id' | 'leadTimeDays' | 'sellingMode' | 'stock'>;
  variant: Pick<ProductVariant, 'id' | 'leadTimeDays' | 'sellingMode' | 'stock'> | null;
  quantity: number;
  surcharges: readonly { surchargeLeadDays: number }[];
}

/** A priced line as the delivery promise (@shop/domain delivery-promise.ts) reads it. */
function promiseLine(line: IServedLine): IPromiseLine {
  return {
    productId: line.product.id,
    variantId: line.variant?.id ?? null,
    quantity: line.quantity,
    leadTimeDays: Number((line.variant ?? line.product).leadTimeDays),
    sellingMode: variantSellingMode(line.variant, line.product),
    surchargeLeadDays: line.surcharges.reduce((sum, choice) => sum + choice.surchargeLeadDays, 0),
  };
}

/**
 * How long a cart waits before it can leave, from what its shelves have on hand now: what the quote's delivery
 * dates count, the same rule the order lines are written with once the stock is taken.
 */
export function cartWait(lines: readonly IServedLine[]): IWait {
  const onHand = new Map<string, number>();
  for (const line of lines) {
    const shelf = line.variant ?? line.product;
    const key = stockKey({ productId: line.product.id, variantId: line.variant?.id ?? null });
    onHand.set(key, Math.max(0, Number(shelf.stock)));
  }
  return orderWait(lines, onHand);
}

/** How long an order waits before it can leave when its shelves gave what `fromStock` says (by `stockKey`). */
export function orderWait(lines: readonly IServedLine[], fromStock: ReadonlyMap<string, number>): IWait {
  return slowest(servedLines(lines.map(promiseLine), fromStock).map((line) => line.wait));
}

/**
 * Each line's share of what its shelf (a variant, or a product without variants: `stockKey`) gave, and the days
 * it waits from `now`: the made-to-order part's window, or a part from stock made up with its surcharges first.
 */
export function madeToOrderColumns(
  lines: readonly IServedLine[],
  fromStock: ReadonlyMap<string, number>,
  now: Date,
): IMadeToOrderColumns[] {
  return servedLines(lines.map(promiseLine), fromStock).map((served) => {
    const days = leavingDays(served.wait, now);
    return {
      fromStockQuantity: served.fromStock,
      madeToOrderQuantity: served.madeToOrder,
      shipWindow: waitText(served.wait) ?? '',
      shipsFrom: days?.shipsFrom ?? null,
      shipsBy: days?.shipsBy ?? null,
      backordered: served.backordered,
    };
  });
}
