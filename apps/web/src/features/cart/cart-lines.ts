import type { TCartProduct } from '@shop/domain';
import { orderableLimit } from './availability';
import type { ICartLine } from './cart-store';

/*
 * Only types from @shop/domain here: the cart page is a browsing page, and the checkout schemas' module would
 * bring zod along with any value imported from it.
 */

export type TLineProblem =
  | { kind: 'unavailable'; message: string }
  | { kind: 'inactive'; message: string }
  | { kind: 'out-of-stock'; message: string }
  | { kind: 'over-stock'; message: string; available: number };

export interface ICartRow {
  productId: number;
  quantity: number;
  /** Null when the server no longer knows the product (deleted). */
  product: TCartProduct | null;
  /** Most this line may hold now. */
  limit: number;
  problem: TLineProblem | null;
  /** What the customer pays per unit and for the line, by the spec's discount rule. */
  unitCents: number;
  lineCents: number;
  /** The line at list price, for the struck-through original. */
  listCents: number;
}

export interface IPricedCart {
  rows: ICartRow[];
  /** Lines that can be ordered as they are: their items and what they cost. */
  itemCount: number;
  subtotalCents: number;
  listSubtotalCents: number;
  /** Lines that must be fixed (removed or reduced) before checkout. */
  problemCount: number;
}

function problemOf(line: ICartLine, product: TCartProduct | null, limit: number): TLineProblem | null {
  if (!product) return { kind: 'unavailable', message: 'This product is no longer available.' };
  if (!product.active) return { kind: 'inactive', message: 'This product is no longer sold.' };
  if (limit === 0) return { kind: 'out-of-stock', message: 'Out of stock for now.' };
  if (line.quantity > limit) {
    const message = limit === 1 ? 'Only 1 left in stock.' : `Only ${limit} left in stock.`;
    return { kind: 'over-stock', message, available: limit };
  }
  return null;
}

/**
 * The cart as the server prices it now. Every line stays, in the customer's order: a line whose product is gone,
 * no longer sold, out of stock or short of the quantity is flagged with what to do, never dropped silently.
 */
export function priceCart(lines: readonly ICartLine[], products: readonly TCartProduct[]): IPricedCart {
  const byId = new Map(products.map((product) => [product.id, product]));
  const rows = lines.map((line): ICartRow => {
    const product = byId.get(line.productId) ?? null;
    const limit = product ? orderableLimit(product) : 0;
    const unitCents = product?.discountedCents ?? 0;
    return {
      productId: line.productId,
      quantity: line.quantity,
      product,
      limit,
      problem: problemOf(line, product, limit),
      unitCents,
      lineCents: unitCents * line.quantity,
      listCents: (product?.priceCents ?? 0) * line.quantity,
    };
  });
  const ready = rows.filter((row) => !row.problem);
  return {
    rows,
    itemCount: ready.reduce((sum, row) => sum + row.quantity, 0),
    subtotalCents: ready.reduce((sum, row) => sum + row.lineCents, 0),
    listSubtotalCents: ready.reduce((sum, row) => sum + row.listCents, 0),
    problemCount: rows.length - ready.length,
  };
}
