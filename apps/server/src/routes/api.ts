import { appRouter, createContextInner, restResponseMeta, trpcResponseMeta } from '@shop/api';
import type { TServices } from '@shop/services';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestHttp } from '../http/session-cookies.js';
import { registerRestAdapter } from './rest-adapter.js';
import { registerTrpcAdapter } from './trpc-adapter.js';

interface IApiOptions {
  services: TServices;
  secureCookies: boolean;
}

/**
 * A request's procedure context: the same for /trpc, /api/* and the storefront's server-side render. It carries
 * nothing of the request's Host header: links in mail are built on PUBLIC_URL by the services.
 */
export function contextFactory({ services, secureCookies }: IApiOptions) {
  return (req: FastifyRequest, res: FastifyReply) =>
    createContextInner({ services, http: requestHttp(req, res, secureCookies) });
}

/** Both transports of the one router: /trpc for the web app, /api/* (legacy paths) for REST clients. */
export async function registerApi(app: FastifyInstance, options: IApiOptions) {
  const contextOf = contextFactory(options);
  const createContext = ({ req, res }: { req: FastifyRequest; res: FastifyReply }) => contextOf(req, res);
  const onError = ({
    error,
    path,
  }: {
    error: { code: string; message: string; cause?: unknown };
    path?: string;
  }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR')
      app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
  };

  await registerTrpcAdapter(app, {
    prefix: '/trpc',
    router: appRouter,
    createContext: (req, res) => createContext({ req, res }),
    onError,
    responseMeta: trpcResponseMeta,
  });

  await app.register(async (rest) => {
    // Legacy clients also send `Content-Type: application/json` with an empty body on path-only calls.
    const parseJson = rest.getDefaultJsonParser('error', 'error');
    rest.removeContentTypeParser('application/json');
    rest.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      body === '' ? done(null, {}) : parseJson(request, String(body), done),
    );
    // A callback hook, since it runs on every REST call: an async one costs a promise and a turn of the microtask
    // queue each. Legacy clients POST path-only calls with no body and often no content type: treat that as an
    // empty object.
    rest.addHook('preHandler', (request, _reply, done) => {
      if (request.method === 'POST' && !request.headers['content-type'] && !request.body) {
        request.headers['content-type'] = 'application/json';
        request.body = {};
      }
      done();
    });
    // Error bodies carry only what the legacy contract names (message, code, the errors map, the realm): the
    // adapter builds them so (restErrorBody); the server's own refusals ({ message }) already are.
    await registerRestAdapter(rest, {
      basePath: '/api',
      router: appRouter,
      createContext: (req, res) => createContext({ req, res }),
      responseMeta: restResponseMeta,
      onError,
    });
  });
}
