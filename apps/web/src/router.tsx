import { createRouter } from '@tanstack/react-router';
import { PagePending } from './components/Spinner';
import { NotFound, RouteError } from './components/RouteStates';
import { applyScreenLoadTimeout } from './lib/lazy-timeout';
import type { IRouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: IRouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it, and it answers from its cache while data is fresh.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultPendingMs: 400,
    defaultPendingMinMs: 300,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
  applyScreenLoadTimeout(Object.values(router.routesById));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
