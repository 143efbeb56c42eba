import { legacyErrorBody } from '@shop/api';
import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const REFUSAL = JSON.stringify(
  legacyErrorBody({
    message: 'State-changing requests need the header X-Requested-With: XMLHttpRequest.',
    code: 'FORBIDDEN',
  }),
);

/**
 * With SameSite=Lax cookies and no CORS allowance, a custom header is something a cross-site form or image
 * cannot send: requiring it on state-changing calls is the CSRF defence (the design's API rules).
 *
 * The decision rests on the method alone, plus the pattern of the route the router matched for the exemptions:
 * route patterns as registered (so no spelling of a request path can match them by accident) of routes with a
 * defence of their own, which the app names (app.ts).
 * Comparing the raw URL with a prefix was walked past: the router decodes `/%61pi/...` and accepts absolute-form
 * targets (`POST http://host/api/...`), which such a comparison does not recognise.
 */
export function registerXhrGuard(app: FastifyInstance, exempt: ReadonlySet<string>) {
  // A callback hook, which answers by sending without calling done: an async one costs every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      SAFE_METHODS.has(request.method) ||
      request.headers['x-requested-with'] === 'XMLHttpRequest' ||
      exempt.has(request.routeOptions.url ?? '')
    )
      return done();
    reply.code(403).type('application/json; charset=utf-8').send(REFUSAL);
  });
}
