import { trpc } from '#/lib/trpc';
import { useHydrated } from '#/lib/use-hydrated';
import type { ICartLine } from './cart-store';
import { useCart } from './use-cart';

export { productIdsOf } from './server-cart-loader';

/**
 * The lines a cart page shows: until the page is alive, the server cart it was drawn from (hydration draws the
 * same); then the browser's, which the cart sync fills from the server's.
 */
export function useShownCartLines(): ICartLine[] {
  const cart = useCart();
  const hydrated = useHydrated();
  const kept = trpc.cart.get.useQuery(undefined, { enabled: false });
  return hydrated ? cart.lines : (kept.data?.lines ?? cart.lines);
}
