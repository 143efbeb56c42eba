import { plainRouteError } from '@shop/api';
import { FieldValidationError } from '@shop/services';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of /api/*: the query keys that may be repeated (a list's); any other repeated key answers 422. */
    queryArrays?: readonly string[];
  }
}

const once = (key: string) => `Give ${key} once.`;

/**
 * A repeated query key (`?filename=a.csv&filename=b.csv`) arrives as a list, which no single value's code expects:
 * a plain route would hand it on as it is (the catalogue upload stored it and answered 500) and a procedure coerces
 * it (a boolean list reads as true). Every route of /api/* answers it 422 on that key before anything else runs,
 * unless the route lists the key as a list's (`config.queryArrays`, set by the REST adapter from the input schema).
 */
export function registerQueryGuard(app: FastifyInstance) {
  // A callback hook, which answers by sending without calling done: an async one costs every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/api/') || route.endsWith('/*')) return done();
    const query = request.query as Record<string, unknown> | undefined;
    const arrays = request.routeOptions.config.queryArrays ?? [];
    const repeated = Object.keys(query ?? {}).filter(
      (key) => Array.isArray(query![key]) && !arrays.includes(key),
    );
    if (repeated.length === 0) return done();
    const { status, headers, body } = plainRouteError(
      new FieldValidationError(Object.fromEntries(repeated.map((key) => [key, [once(key)]]))),
    );
    reply.code(status).headers(headers).type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
}
