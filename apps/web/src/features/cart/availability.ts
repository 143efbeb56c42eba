import { MAX_LINE_QUANTITY } from '@shop/domain';

/** What the shop knows about a product's availability; the card, the product page and the cart all have it. */
export interface IAvailability {
  active?: boolean;
  /** Units on hand, when known (cards only know whether there are any). */
  stock?: number;
  inStock: boolean;
  /** 'made-to-order' and 'backorder' stay buyable beyond the stock; 'stock' or unknown do not. */
  sellingMode?: string;
}

/**
 * How many of a product one order may hold: the stock on hand, up to the per-product maximum; none when it is no
 * longer sold. A product made to order or backordered stays buyable beyond its stock, up to the maximum:
 * checkout reserves what is on hand and the rest is made (the cart line says which is which).
 */
export function orderableLimit(product: IAvailability): number {
  if (product.active === false) return 0;
  // `sellsBeyondStock` in @shop/domain, written out: this module is in the storefront's entry, that one is not.
  if (product.sellingMode === 'made-to-order' || product.sellingMode === 'backorder')
    return MAX_LINE_QUANTITY;
  const stock = product.stock ?? (product.inStock ? MAX_LINE_QUANTITY : 0);
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}
