import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's headers, worked out once at start-up. Every response gets the same values, and @fastify/helmet would
 * rebuild them (the content security policy included) on each request: a measurable share of a fast list call.
 */
function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({ headers: {} } as IncomingMessage, recorder, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet sends no Permissions-Policy. The shop needs no camera, microphone or location; payment stays open to our
 * own pages for a future Payment Request button at checkout.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)';

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = { ...computeSecurityHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  // A callback hook: an async one costs every request a promise and a turn of the microtask queue.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
