import { MAX_LINE_QUANTITY } from '@shop/domain';

/** What the shop knows about a product's availability; the card, the product page and the cart all have it. */
export interface IAvailability {
  active?: boolean;
  /** Units on hand, when known (cards only know whether there are any). */
  stock?: number;
  inStock: boolean;
  leadTimeDays: number;
}

/**
 * How many of a product one order may hold: none when it is no longer sold or out of stock with no way to make
 * more; the stock on hand when there is some; the per-product maximum when it is made to order.
 */
export function orderableLimit(product: IAvailability): number {
  if (product.active === false) return 0;
  const stock = product.stock ?? (product.inStock ? MAX_LINE_QUANTITY : 0);
  if (stock > 0) return Math.min(stock, MAX_LINE_QUANTITY);
  return product.leadTimeDays > 0 ? MAX_LINE_QUANTITY : 0;
}
