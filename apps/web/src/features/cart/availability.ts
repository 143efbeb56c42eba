import { MAX_LINE_QUANTITY } from '@shop/domain';

/** What the shop knows about a product's availability; the card, the product page and the cart all have it. */
export interface IAvailability {
  active?: boolean;
  /** Units on hand, when known (cards only know whether there are any). */
  stock?: number;
  inStock: boolean;
}

/**
 * How many of a product one order may hold: the stock on hand, up to the per-product maximum; none when it is no
 * longer sold. Checkout reserves stock on hand and nothing else, so a made-to-order product with none on hand
 * cannot be ordered online either (its page says when the workshop makes more).
 */
export function orderableLimit(product: IAvailability): number {
  if (product.active === false) return 0;
  const stock = product.stock ?? (product.inStock ? MAX_LINE_QUANTITY : 0);
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}
