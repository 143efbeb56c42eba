import type { TCustomer } from '@shop/domain';
import { trpc } from '#/lib/trpc';
import { clearGuestWishlist, readGuestWishlist } from './guest-wishlist';

/**
 * What happens once a customer has logged in or registered, in one place: the header learns about the session,
 * and a wishlist kept as a guest joins the account. If the merge fails, the guest list stays in the browser, so
 * nothing is lost and the next login tries again.
 */
export function useSignedIn() {
  const utils = trpc.useUtils();
  const merge = trpc.wishlist.merge.useMutation();
  return async (customer: TCustomer) => {
    utils.auth.getCustomerAuth.setData(undefined, { customer });
    const guest = readGuestWishlist();
    if (!guest.length) return;
    try {
      utils.wishlist.list.setData(undefined, await merge.mutateAsync({ productIds: guest }));
      clearGuestWishlist();
    } catch {
      // Kept for the next attempt; the account's own list still works.
    }
  };
}
