import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SITE_LAYOUT_STALE_MS } from '#/lib/page-meta';
import { StoreFrame } from '#/features/storefront-shell/StoreFrame';

/** The storefront frame: header, page, footer. Pathless, so it adds no URL segment. */
export const Route = createFileRoute('/_store')({
  loader: async ({ context }) => {
    // Started together with the page's own loader and batched into the same request. Neither blocks the page on
    // failure: the header and footer cope without them.
    void context.trpc.auth.getCustomerAuth.prefetch();
    await context.trpc.site.layout.prefetch(undefined, { staleTime: SITE_LAYOUT_STALE_MS });
  },
  component: StoreLayout,
});

function StoreLayout() {
  return (
    <StoreFrame>
      <Outlet />
    </StoreFrame>
  );
}
