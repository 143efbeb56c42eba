import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Authenticated by their signature, not a cookie, so a header check would only lock out the provider. */
const SIGNED_WEBHOOKS = new Set<string>();

/**
 * With SameSite=Lax cookies and no CORS allowance, a custom header is something a cross-site form or image
 * cannot send: requiring it on state-changing calls is the CSRF defence (DESIGN section 4).
 */
export function registerXhrGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0]!;
    if (!path.startsWith('/api/') && !path.startsWith('/trpc/')) return;
    if (SIGNED_WEBHOOKS.has(path)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      return reply
        .code(403)
        .send({ message: 'State-changing requests need the header X-Requested-With: XMLHttpRequest.' });
    }
  });
}
