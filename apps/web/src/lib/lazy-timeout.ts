import { LAZY_SCREEN_TIMEOUT_MS } from '@shop/domain';

/** Thrown when a screen's code has not arrived in time; the error screen offers a retry for it. */
export class ScreenLoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`This screen did not load within ${Math.round(timeoutMs / 1000)} seconds.`);
    this.name = 'ScreenLoadTimeoutError';
  }
}

/** Settles like `promise`, or rejects with ScreenLoadTimeoutError after `ms`. The timer never outlives the race. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface IPreloadable {
  preload?: () => Promise<unknown>;
}

interface IRouteLike {
  options: { component?: unknown };
}

/**
 * Components whose `preload` already races the limit. Route objects belong to the route tree, a module shared by
 * every router this process makes, so a second router must not wrap them again: each wrap would nest one more
 * closure and one more timer around every later load (a server that made a router per page grew without bound).
 */
const timedComponents = new WeakSet<object>();

/**
 * The router plugin turns each route's component into a lazy chunk whose `preload()` the router awaits before it
 * renders the route. Racing that promise against the spec's 120 s limit turns a chunk that never arrives into a
 * route error, which the default error component shows with a Retry button. A retry calls `preload()` again, so a
 * chunk that arrives late still renders. Each component is wrapped once, however often this is called.
 */
export function applyScreenLoadTimeout(routes: Iterable<IRouteLike>, ms = LAZY_SCREEN_TIMEOUT_MS): void {
  for (const route of routes) {
    const component = route.options.component as IPreloadable | undefined;
    const preload = component?.preload;
    if (!component || !preload || timedComponents.has(component)) continue;
    component.preload = () => withTimeout(preload(), ms);
    timedComponents.add(component);
  }
}
