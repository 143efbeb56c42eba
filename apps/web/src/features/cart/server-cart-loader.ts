import type { IRouterContext } from '#/lib/router-context';
import type { ICartLine } from './cart-store';

/*
 * What a route's loader needs of the server cart, kept apart from the cart's hooks: a loader travels in the route
 * tree, which every storefront page loads, and must not bring the cart's code (and the schemas it checks lines with)
 * along.
 */

/** The products of a cart, sorted, so that changing a quantity or the order of lines does not ask again. */
export const productIdsOf = (lines: readonly ICartLine[]) =>
  [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);

/**
 * A cart page's loader, on the server only: the visitor's server cart and its products' prices, so that the page
 * is drawn with the lines that "Add to cart" posted there (without script, or before it ran). The browser's own
 * cart (localStorage) is not the server's to read; in the browser the cart sync brings the server's lines.
 */
export async function loadServerCart({ trpc: utils }: Pick<IRouterContext, 'trpc'>): Promise<void> {
  if (typeof window !== 'undefined') return;
  const kept = await utils.cart.get.ensureData();
  const ids = productIdsOf(kept.lines);
  if (ids.length) await utils.product.byIds.ensureData({ ids });
}
