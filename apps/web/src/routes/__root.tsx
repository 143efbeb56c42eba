import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { NotFound } from '#/components/RouteStates';
import { StoreFrame } from '#/features/store/StoreFrame';
import type { IRouterContext } from '#/lib/router-context';

export const Route = createRootRouteWithContext<IRouterContext>()({
  component: Root,
  notFoundComponent: RootNotFound,
});

/** An address no route matches: inside the shop's frame, unless it is a back-office address. */
function RootNotFound() {
  const inAdmin = useLocation({ select: (location) => location.pathname.startsWith('/admin') });
  return inAdmin ? (
    <NotFound />
  ) : (
    <StoreFrame>
      <NotFound />
    </StoreFrame>
  );
}

function Root() {
  return (
    <>
      <Outlet />
      {/* Filled by usePageMeta: screen readers hear the new page's title after a client-side navigation. */}
      <div id="route-announcer" className="sr-only" aria-live="polite" aria-atomic="true" />
    </>
  );
}
