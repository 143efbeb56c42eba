import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { IRouterContext } from '#/lib/router-context';

export const Route = createRootRouteWithContext<IRouterContext>()({
  component: Root,
});

function Root() {
  return (
    <>
      <Outlet />
      {/* Filled by usePageMeta: screen readers hear the new page's title after a client-side navigation. */}
      <div id="route-announcer" className="sr-only" aria-live="polite" aria-atomic="true" />
    </>
  );
}
