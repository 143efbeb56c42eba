import { appRouter, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '@shop/api';
import {
  getHTTPStatusCodeFromError,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  TRPCError,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IRouteHead } from './page-html.js';

/** A query of the app's router, called in this process: what the page's loaders ask while it is drawn here. */
type TServerCall = (procedurePath: string, input: unknown) => Promise<unknown>;

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist-server/) exports. */
interface IServerEntry {
  render(options: {
    url: string;
    call: TServerCall;
    publicUrl: string | undefined;
    imageBaseUrl: string | undefined;
  }): Promise<TRenderedPage>;
}

/**
 * The page drawn, with the answers it was drawn from, the tags its route's head() gave and its status (404 when the
 * route found nothing to show); or the same-site path it sends the visitor to instead. A page that could not be
 * drawn whole carries the status it must answer with (503: the database is unreachable).
 */
export type TRenderedPage =
  | { html: string; state: unknown; head?: IRouteHead; status: 200 | 404; failure?: { status: 500 | 503 } }
  | { redirect: string };

export type TRenderPage = (request: FastifyRequest, reply: FastifyReply) => Promise<TRenderedPage>;

type TCreateContext = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Calls one query procedure with the visitor's own context (session cookies included), as /trpc would. A failure
 * comes back in tRPC's error-response shape, so the web app's client reads its status and code as usual.
 */
function inProcessCall(ctx: unknown): TServerCall {
  return async (procedurePath, input) => {
    try {
      const procedure = await getProcedureAtPath(appRouter, procedurePath);
      if (!procedure || procedure._def.type !== 'query')
        throw new TRPCError({ code: 'NOT_FOUND', message: `No query procedure at "${procedurePath}"` });
      return await procedure({
        path: procedurePath,
        getRawInput: async () => input,
        ctx,
        type: 'query',
        signal: undefined,
        batchIndex: 0,
      });
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      // As /trpc answers (errorFormatter): a database out of reach is 503, also when it failed outside a procedure.
      const httpStatus = isDatabaseUnavailable(cause) ? 503 : getHTTPStatusCodeFromError(error);
      throw {
        error: {
          message:
            httpStatus === 503
              ? UNAVAILABLE_MESSAGE
              : httpStatus >= 500
                ? 'Internal server error'
                : error.message,
          code: -32000,
          data: {
            code: httpStatus === 503 ? 'SERVICE_UNAVAILABLE' : error.code,
            httpStatus,
            path: procedurePath,
          },
        },
      };
    }
  };
}

/**
 * The storefront's server-side render, when the web app was built with it (`dist-server/` beside `dist/`):
 * undefined otherwise, and pages are then drawn by the browser alone.
 */
export async function loadServerRender(
  webDist: string,
  createContext: TCreateContext,
  publicUrl: string | undefined,
  imageBaseUrl?: string | undefined,
): Promise<TRenderPage | undefined> {
  const entryFile = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as IServerEntry;
  return async (request, reply) => {
    const ctx = await createContext(request, reply);
    return entry.render({ url: request.url, call: inProcessCall(ctx), publicUrl, imageBaseUrl });
  };
}
