import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { IRouterContext } from '#/lib/router-context';

export const Route = createRootRouteWithContext<IRouterContext>()({
  component: Root,
  // The router wraps the root in Suspense in the browser but not on the server unless asked; asked here, both
  // renders draw the same tree and the server's HTML hydrates.
  wrapInSuspense: true,
  // Loaded when needed: the root route's code is in every page's entry, and the shop frame belongs to shop pages.
  notFoundComponent: lazyRouteComponent(
    () => import('#/features/storefront-shell/RootNotFound'),
    'RootNotFound',
  ),
});

function Root() {
  return (
    <>
      <Outlet />
      {/* StoreHead, AdminHead and usePageMeta fill it: screen readers hear each new page's title. */}
      <div id="route-announcer" className="sr-only" aria-live="polite" aria-atomic="true" />
    </>
  );
}
