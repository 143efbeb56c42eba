import type { TProductCard, TWishlist } from '@shop/domain';
import { useToast } from '#/components/Toast';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { toggleGuestWishlist, useGuestWishlist } from './guest-wishlist';

/**
 * The visitor's wishlist, wherever it is kept: on the server for a logged-in customer, in this browser for a
 * guest. Hearts read `has`, and `toggle` saves or removes with the change shown at once.
 */
export function useWishlist() {
  const utils = trpc.useUtils();
  const toast = useToast();
  const auth = trpc.auth.getCustomerAuth.useQuery();
  const customer = auth.data?.customer ?? null;
  const server = trpc.wishlist.list.useQuery(undefined, { enabled: !!customer });
  const guestIds = useGuestWishlist();

  const replace = (update: (list: TWishlist) => TWishlist) => {
    const list = utils.wishlist.list.getData();
    if (list) utils.wishlist.list.setData(undefined, update(list));
  };
  const settle = () => void utils.wishlist.list.invalidate();
  const add = trpc.wishlist.add.useMutation({
    onSuccess: (entry) =>
      replace((list) =>
        list.data.some((e) => e.productId === entry.productId)
          ? list
          : { data: [entry, ...list.data], total: list.total + 1 },
      ),
    onError: (err) => toast.error(errorMessageOf(err, 'The product could not be saved. Please try again.')),
    onSettled: settle,
  });
  const remove = trpc.wishlist.delete.useMutation({
    onError: (err) => toast.error(errorMessageOf(err, 'The product could not be removed. Please try again.')),
    onSettled: settle,
  });

  const savedIds = customer ? (server.data?.data.map((entry) => entry.productId) ?? []) : guestIds;

  const toggle = (product: Pick<TProductCard, 'id' | 'name'>) => {
    if (!customer) {
      const saved = toggleGuestWishlist(product.id);
      toast.success(saved ? `${product.name} is in your wishlist.` : `${product.name} left your wishlist.`);
      return;
    }
    const entry = server.data?.data.find((e) => e.productId === product.id);
    if (entry) {
      replace((list) => ({ data: list.data.filter((e) => e.id !== entry.id), total: list.total - 1 }));
      remove.mutate(
        { id: entry.id },
        { onSuccess: () => toast.success(`${product.name} left your wishlist.`) },
      );
    } else {
      add.mutate(
        { productId: product.id },
        { onSuccess: () => toast.success(`${product.name} is in your wishlist.`) },
      );
    }
  };

  return {
    /** True while the account's list is still loading: hearts wait rather than show a wrong state. */
    loading: !!customer && server.isPending,
    isCustomer: !!customer,
    savedIds,
    has: (productId: number) => savedIds.includes(productId),
    busy: (productId: number) =>
      (add.isPending && add.variables?.productId === productId) ||
      (remove.isPending &&
        server.data?.data.find((e) => e.id === remove.variables?.id)?.productId === productId),
    toggle,
  };
}

export type TWishlistApi = ReturnType<typeof useWishlist>;
