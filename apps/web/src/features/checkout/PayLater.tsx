import { lazy, Suspense } from 'react';
import { trpc } from '#/lib/trpc';
import { SITE_LAYOUT_STALE_MS } from '#/lib/page-meta';
import { useHydrated } from '#/lib/use-hydrated';

const PayLaterMessage = lazy(() => import('./PayLaterMessage'));

/**
 * Pay-over-time offers for an amount on the product and cart pages, when Stripe takes the payments (the layout's
 * answer carries its publishable key); nothing at all when it does not. Stripe.js and the element load after the
 * page is alive, so a server-drawn page and its first load carry none of it.
 */
export function PayLater({ amountCents }: { amountCents: number }) {
  const alive = useHydrated();
  const { data } = trpc.site.layout.useQuery(undefined, { staleTime: SITE_LAYOUT_STALE_MS });
  const key = data?.stripePublishableKey;
  if (!alive || !key || amountCents <= 0) return null;
  return (
    <Suspense fallback={null}>
      <PayLaterMessage publishableKey={key} amountCents={amountCents} />
    </Suspense>
  );
}
