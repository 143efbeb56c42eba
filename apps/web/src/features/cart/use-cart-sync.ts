import { useEffect } from 'react';
import { trpc } from '#/lib/trpc';
import { startCartSync } from './cart-sync';

/** Keeps this browser's cart and the server's in step while a page that shows or changes the cart is open. */
export function useCartSync(): void {
  const utils = trpc.useUtils();
  const auth = trpc.auth.getCustomerAuth.useQuery();
  const session = auth.isSuccess ? String(auth.data.customer?.id ?? 'guest') : null;
  useEffect(() => {
    if (!session) return;
    void startCartSync(
      {
        get: () => utils.client.cart.get.query(),
        put: (lines) => utils.client.cart.put.mutate({ lines }),
        merge: (lines) => utils.client.cart.merge.mutate({ lines }),
      },
      session,
    );
  }, [session, utils]);
}
