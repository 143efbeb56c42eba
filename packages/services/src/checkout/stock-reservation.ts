import { Product } from '@shop/db';
import { shareFromStock, shipWindow, sellingMode, type TCartLine } from '@shop/domain';
import type { Db } from '../common/db.js';

/** The conditional update behind every reservation: takes `quantity` off the shelf only if it is there. */
async function takeIfThere(tx: Db, id: number, quantity: number): Promise<boolean> {
  const result = await tx
    .repo(Product)
    .createQueryBuilder()
    .update()
    .set({ stock: () => 'stock - :quantity' })
    .where('id = :id AND stock >= :quantity AND active = :active', { id, quantity, active: true })
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
  if (await takeIfThere(tx, id, wanted)) return wanted;
  // Read only now: MySQL's snapshot starts at the transaction's first read, and the refusal that follows a short
  // product must see the shelf as the conditional updates left it.
  const product = await tx
    .repo(Product)
    .findOne({ select: { id: true, active: true, sellingMode: true }, where: { id } });
  if (!product?.active || sellingMode(product.sellingMode) === 'stock') return null;
  let taken = 0;
  while (taken < wanted && (await takeIfThere(tx, id, 1))) taken++;
  return taken;
}

/** The columns an order line keeps about how it is served: from stock, made to order, and the promised window. */
export interface IMadeToOrderColumns {
  fromStockQuantity: number;
  madeToOrderQuantity: number;
  shipWindow: string;
  shipsFrom: string | null;
  shipsBy: string | null;
}

/** Each line's share of what its product got from the shelf, and the ship window of the rest from `now`. */
export function madeToOrderColumns(
  lines: readonly TCartLine[],
  fromStock: ReadonlyMap<number, number>,
  products: ReadonlyMap<number, Pick<Product, 'leadTimeDays'>>,
  now: Date,
): IMadeToOrderColumns[] {
  return shareFromStock(lines, fromStock).map((split, i) => {
    const window =
      split.madeToOrder > 0 ? shipWindow(products.get(lines[i]!.productId)?.leadTimeDays ?? 0, now) : null;
    return {
      fromStockQuantity: split.fromStock,
      madeToOrderQuantity: split.madeToOrder,
      shipWindow: window?.text ?? '',
      shipsFrom: window?.shipsFrom ?? null,
      shipsBy: window?.shipsBy ?? null,
    };
  });
}
