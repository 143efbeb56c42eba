import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PagePending } from './components/Spinner';
import { NotFound, RouteError } from './components/RouteStates';
import { applyScreenLoadTimeout } from './lib/lazy-timeout';
import type { IRouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

interface IAppRouterOptions {
  /** The server's render passes a memory history holding the requested address. */
  history?: RouterHistory;
  /**
   * Rendering on the server: the router would add its scroll-restoration script there, which the browser's render
   * does not draw, so hydration would not match. The browser restores scroll positions itself.
   */
  serverRender?: boolean;
}

export function createAppRouter(
  context: IRouterContext,
  { history, serverRender = false }: IAppRouterOptions = {},
) {
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it, and it answers from its cache while data is fresh.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultPendingMs: 400,
    defaultPendingMinMs: 300,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: !serverRender,
  });
  // The server reads each chunk from its own disk: nothing there can hang for the browser's 120 s.
  if (!serverRender) applyScreenLoadTimeout(Object.values(router.routesById));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
