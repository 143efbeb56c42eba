import {
  TRPCError,
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyRouter,
  type TRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import { jsonOf } from '../http/json-memo.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the web app's `httpBatchLink` sends at most in one request (it batches the queries of one screen). */
const MAX_BATCH_SIZE = 20;
const METHOD_OF = { query: 'GET', mutation: 'POST' } as const;

interface ITrpcAdapterOptions<TContext> {
  prefix: string;
  router: AnyRouter;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<TContext> | TContext;
  responseMeta: (opts: { errors: readonly TRPCError[] }) => {
    status?: number;
    headers?: Record<string, string>;
  };
  onError: (opts: { error: TRPCError; path: string }) => void;
}

interface ICall {
  path: string;
  input: unknown;
}

type TOutcome = { data: unknown } | { error: TRPCError };

/** Inputs of the calls: `?input=` on GET, the JSON body on POST; a batch carries one per index. */
function readCalls(request: FastifyRequest<{ Params: { path: string } }>): ICall[] {
  const query = request.query as Record<string, string | undefined>;
  const isBatch = query.batch === '1';
  const paths = isBatch ? request.params.path.split(',') : [request.params.path];
  if (paths.length > MAX_BATCH_SIZE)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Batch call exceeds maximum size' });
  let inputs: unknown;
  if (request.method === 'GET') {
    try {
      inputs = query.input === undefined ? undefined : JSON.parse(query.input);
    } catch (cause) {
      throw new TRPCError({ code: 'PARSE_ERROR', message: 'The input is not valid JSON', cause });
    }
  } else {
    inputs = request.body;
  }
  if (!isBatch) return [{ path: paths[0]!, input: inputs }];
  if (inputs !== undefined && (typeof inputs !== 'object' || inputs === null))
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: '"input" needs to be an object when doing a batch call',
    });
  return paths.map((path, index) => ({
    path,
    input: (inputs as Record<string, unknown> | undefined)?.[index],
  }));
}

/**
 * The abort signal procedures get: none. tRPC's own adapters make one per call that fires when the client leaves,
 * but no procedure of ours reads it (none streams or runs work a departed client could stop), and an
 * AbortController with its close listener per call cost about 4% of the server's CPU on a kept list answer.
 */
export const NO_ABORT_SIGNAL = undefined;

/**
 * The /trpc transport, speaking tRPC's HTTP protocol (single and batched queries and mutations, as `httpBatchLink`
 * sends them) straight on Fastify's request and reply. tRPC's own Fastify adapter turns every call into a Fetch
 * `Request` and streams a Fetch `Response` back, which made /trpc serve 0.39 of a bare route against 0.58 for the
 * REST adapter on the same procedure. Procedures, error shapes and status codes are tRPC's own (getErrorShape,
 * getHTTPStatusCode); subscriptions and JSONL streaming are not offered, since nothing of ours uses them.
 */
export async function registerTrpcAdapter<TContext>(
  app: FastifyInstance,
  options: ITrpcAdapterOptions<TContext>,
) {
  const { router } = options;
  const config = router._def._config;

  await app.register(async (scope) => {
    // A mutation without input arrives with an empty body; tRPC reads that as `undefined`.
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      body === '' ? done(null, undefined) : parseJson(request, String(body), done),
    );

    const handle = async (request: FastifyRequest<{ Params: { path: string } }>, reply: FastifyReply) => {
      let calls: ICall[] = [];
      let ctx: TContext | undefined;
      let outcomes: TOutcome[];
      const isBatch = (request.query as { batch?: string }).batch === '1';
      try {
        calls = readCalls(request);
        ctx = await options.createContext(request, reply);
        outcomes = await Promise.all(
          calls.map(async (call, batchIndex): Promise<TOutcome> => {
            try {
              const procedure = await getProcedureAtPath(router, call.path);
              if (!procedure)
                throw new TRPCError({
                  code: 'NOT_FOUND',
                  message: `No procedure found on path "${call.path}"`,
                });
              const type = procedure._def.type;
              if (type === 'subscription' || METHOD_OF[type] !== request.method)
                throw new TRPCError({
                  code: 'METHOD_NOT_SUPPORTED',
                  message: `Unsupported ${request.method}-request to ${type} procedure at path "${call.path}"`,
                });
              const input = config.transformer.input.deserialize(call.input);
              return {
                data: await procedure({
                  path: call.path,
                  getRawInput: async () => input,
                  ctx,
                  type,
                  signal: NO_ABORT_SIGNAL,
                  batchIndex,
                }),
              };
            } catch (cause) {
              return { error: getTRPCErrorFromUnknown(cause) };
            }
          }),
        );
      } catch (cause) {
        // The request as a whole could not be read, or its context not made: one error answers every call.
        const error = getTRPCErrorFromUnknown(cause);
        if (calls.length === 0) calls = [{ path: request.params.path, input: undefined }];
        outcomes = calls.map(() => ({ error }));
      }

      const errors: TRPCError[] = [];
      const body: TRPCResponse[] = outcomes.map((outcome, index) => {
        const call = calls[index]!;
        if ('data' in outcome) return { result: { data: outcome.data } };
        errors.push(outcome.error);
        options.onError({ error: outcome.error, path: call.path });
        const type = request.method === 'GET' ? 'query' : 'mutation';
        return {
          error: getErrorShape({
            config,
            ctx,
            error: outcome.error,
            input: call.input,
            path: call.path,
            type,
          }),
        };
      });
      const answer = isBatch ? body : body[0]!;
      const meta = options.responseMeta({ errors });
      reply
        .code(meta.status ?? getHTTPStatusCode(answer))
        .headers({ ...meta.headers, vary: 'trpc-accept, accept', 'content-type': 'application/json' });
      // One answer without a transformer of its own: its data's text is kept with it (jsonOf), like REST's.
      const only = !isBatch && 'result' in answer ? answer.result.data : undefined;
      if (only !== undefined && config.transformer.output.serialize(only) === only)
        return reply.send(`{"result":{"data":${jsonOf(only)}}}`);
      return reply.send(JSON.stringify(transformTRPCResponse(config, answer)));
    };

    scope.get<{ Params: { path: string } }>(`${options.prefix}/:path`, handle);
    scope.post<{ Params: { path: string } }>(`${options.prefix}/:path`, handle);
  });
}
