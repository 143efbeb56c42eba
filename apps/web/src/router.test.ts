import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './lib/query-client';
import type { IRouterContext } from './lib/router-context';
import { createAppRouter } from './router';

/** A route component as the router plugin makes it in the build: a lazy chunk with a `preload()`. */
interface ILazyComponent {
  (): null;
  preload: () => Promise<unknown>;
}

const routerContext = () => ({ queryClient: createQueryClient(), trpc: {} }) as unknown as IRouterContext;

/**
 * Route objects live in the route tree, one module shared by every router a process makes: the server makes one
 * router per page, so whatever a router does to its routes must not pile up from one to the next.
 */
describe('createAppRouter, made again and again', () => {
  let route: { options: { component?: unknown } };
  let original: unknown;
  let chunkLoads: ReturnType<typeof vi.fn<() => Promise<void>>>;

  beforeEach(() => {
    vi.useFakeTimers();
    const probe = createAppRouter(routerContext());
    route = probe.routesById['/_store/'] as unknown as typeof route;
    original = route.options.component;
    chunkLoads = vi.fn<() => Promise<void>>(() => Promise.resolve());
    const lazy = (() => null) as ILazyComponent;
    lazy.preload = chunkLoads;
    route.options.component = lazy;
  });
  afterEach(() => {
    route.options.component = original;
    vi.useRealTimers();
  });

  it('wraps a screen chunk in the load limit once, however many routers the browser makes', async () => {
    createAppRouter(routerContext());
    const component = route.options.component as ILazyComponent;
    const wrapped = component.preload;
    for (let i = 0; i < 1000; i++) createAppRouter(routerContext());
    expect(component.preload).toBe(wrapped);

    // One load arms one timer and loads the chunk once: a nested wrap would arm one per router made.
    const load = component.preload();
    expect(vi.getTimerCount()).toBe(1);
    await load;
    expect(chunkLoads).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves screen chunks as they are on the server, one router per page', async () => {
    const component = route.options.component as ILazyComponent;
    for (let i = 0; i < 1000; i++)
      createAppRouter(routerContext(), {
        history: createMemoryHistory({ initialEntries: ['/'] }),
        serverRender: true,
      });
    expect(component.preload).toBe(chunkLoads);
    await component.preload();
    expect(vi.getTimerCount()).toBe(0);
  });
});
