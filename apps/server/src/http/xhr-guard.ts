import { legacyErrorBody } from '@shop/api';
import type { FastifyInstance } from 'fastify';
import { CART_LINK_POST_ROUTES } from '../routes/cart-links.js';
import { FORM_POST_ROUTES } from '../routes/form-posts.js';
import { PAYMENT_WEBHOOK_PATH } from '../routes/payment-webhook.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Route patterns (as registered, so no spelling of a request path can match them by accident) with a defence of
 * their own instead of the header: the payment webhook is authenticated by its signature (a header check would
 * only lock out the provider), and the storefront's plain form posts, which a browser sends without script and so
 * without the header, accept only posts the browser says came from the shop's own pages (same-origin-form.ts).
 */
export const XHR_EXEMPT_ROUTES: ReadonlySet<string> = new Set<string>([
  PAYMENT_WEBHOOK_PATH,
  ...FORM_POST_ROUTES,
  ...CART_LINK_POST_ROUTES,
]);

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
 * The decision rests on the method alone, plus the pattern of the route the router matched for the exemptions.
 * Comparing the raw URL with a prefix was walked past: the router decodes `/%61pi/...` and accepts absolute-form
 * targets (`POST http://host/api/...`), which such a comparison does not recognise.
 */
export function registerXhrGuard(app: FastifyInstance) {
  // A callback hook, which answers by sending without calling done: an async one costs every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      SAFE_METHODS.has(request.method) ||
      request.headers['x-requested-with'] === 'XMLHttpRequest' ||
      XHR_EXEMPT_ROUTES.has(request.routeOptions.url ?? '')
    )
      return done();
    reply.code(403).type('application/json; charset=utf-8').send(REFUSAL);
  });
}
