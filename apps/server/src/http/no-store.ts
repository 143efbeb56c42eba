import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/** API answers that are the same for everyone and safe to keep: resized images and the API document. */
const CACHEABLE_API_ROUTES = new Set(['/api/get-image/', '/api/openapi.json', '/api/docs']);

const isApiRoute = (url: string) =>
  url === '/api' || url === '/trpc' || url.startsWith('/api/') || url.startsWith('/trpc/');

const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

/**
 * Every API answer may depend on a session cookie (a lookup, an account, a staff list), so no browser or shared
 * cache may keep it. Decided once per route when it is registered, so requests for pages and assets pay nothing.
 * Must be registered before the routes.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url) || CACHEABLE_API_ROUTES.has(route.url)) return;
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [noStore] : [noStore, ...[existing].flat()];
  });
}
