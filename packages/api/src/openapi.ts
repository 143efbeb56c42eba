import type { AnyProcedure, TRPCError } from '@trpc/server';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { VALIDATION_STATUS, errorResponseMeta } from './errors.js';
import { documentPaths } from './openapi-document-routes.js';
import { XHR_HEADER, errorResponse, handWrittenPaths } from './openapi-routes.js';
import type { TMeta } from './rest.js';
import { appRouter } from './router.js';

const SESSION_SCHEME = { staff: 'staffSession', admin: 'staffSession', customer: 'customerSession' } as const;

interface IOperation {
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

function metaByRoute(): Map<string, TMeta> {
  const routes = new Map<string, TMeta>();
  for (const procedure of Object.values(
    appRouter._def.procedures as unknown as Record<string, AnyProcedure>,
  )) {
    const meta = procedure._def.meta as TMeta | undefined;
    if (meta?.openapi) routes.set(`${meta.openapi.method} ${meta.openapi.path}`, meta);
  }
  return routes;
}

/**
 * Rewrites what trpc-to-openapi guesses into what the server really does: the one session cookie a call needs,
 * the XHR header on POSTs, 422 with the `errors` map instead of 400 with `issues`, and only the error statuses
 * the call can answer (derived from its access, method and path, plus the extras its REST line names).
 */
function describeOperation(method: string, path: string, operation: IOperation, meta: TMeta | undefined) {
  const access = meta?.access ?? 'open';
  const success = operation.responses['200'];
  const responses: Record<string, unknown> = { '200': success };
  const statuses = new Set<number>(meta?.statuses ?? []);
  if (operation.parameters?.length || operation.requestBody) statuses.add(VALIDATION_STATUS);
  // A shopper call works for a guest too (their cart session is made by the call): it never answers 401.
  if (access !== 'open' && access !== 'shopper') statuses.add(401);
  if (access === 'admin' || method === 'post') statuses.add(403);
  if (path.includes('{')) statuses.add(404);
  const descriptions: Record<number, string> = {
    401: access === 'open' ? 'Wrong credentials' : 'No session of the right kind: log in first',
    403:
      access === 'admin'
        ? 'For administrators only, or the X-Requested-With header is missing'
        : 'The X-Requested-With header is missing',
    404: 'No such record',
    402: 'Payment refused (the card was declined): the body is the result, with the reason in `message`',
    409: 'Refused: the record is still in use or the change conflicts with its state',
    422: 'Validation failed: `errors` maps each field to its messages',
    429: 'Too many attempts: wait for the Retry-After seconds',
  };
  for (const status of [...statuses].sort()) responses[String(status)] = errorResponse(descriptions[status]!);
  // A refusal answered with the call's own result (see TMeta.restStatus): the body is the success schema.
  if (meta?.restStatus && responses['402'])
    responses['402'] = { ...(success as object), description: descriptions[402] };
  responses['503'] = errorResponse('The database is unavailable: retry after the Retry-After seconds');
  responses['500'] = errorResponse('Unexpected failure (details are logged, never sent)');
  if (meta?.noContent) {
    delete responses['200'];
    responses['204'] = { description: 'Done; no content' };
  }
  operation.responses = responses;
  // An empty list says outright that the call needs no session.
  if (access === 'open') operation.security = [];
  // The customer's session, or a guest's cart session (or none yet: the call makes it).
  else if (access === 'shopper') operation.security = [{ customerSession: [] }, { cartSession: [] }, {}];
  else operation.security = [{ [SESSION_SCHEME[access]]: [] }];
  if (method === 'post') operation.parameters = [...(operation.parameters ?? []), XHR_HEADER];
}

export function createOpenApiDocument(baseUrl: string) {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Furniture shop API',
    version: '1.0.0',
    description:
      'Legacy REST paths for every procedure. State-changing requests need the header X-Requested-With: XMLHttpRequest. ' +
      'Validation failures answer 422 { message, errors: { field: [messages] } }; a 401 names the session realm.',
    baseUrl,
    securitySchemes: {
      staffSession: { type: 'apiKey', in: 'cookie', name: 'shop_staff' },
      customerSession: { type: 'apiKey', in: 'cookie', name: 'shop_customer' },
      cartSession: { type: 'apiKey', in: 'cookie', name: 'shop_cart' },
    },
  });
  const routes = metaByRoute();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, IOperation>)) {
      describeOperation(method, path, operation, routes.get(`${method.toUpperCase()} ${path}`));
    }
  }
  document.paths = Object.assign(document.paths ?? {}, handWrittenPaths, documentPaths);
  document.components = {
    securitySchemes: document.components?.securitySchemes ?? {},
    schemas: {
      Error: {
        type: 'object',
        properties: {
          message: { type: 'string' },
          code: { type: 'string' },
          errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          realm: { type: 'string', enum: ['staff', 'customer'] },
        },
        required: ['message'],
      },
    },
  };
  return document;
}

let noContent: Set<string> | undefined;
let restStatuses: Map<string, NonNullable<TMeta['restStatus']>> | undefined;

/** Procedures whose REST status depends on their answer (their meta has `restStatus`), by path. */
function restStatusProcedures(): Map<string, NonNullable<TMeta['restStatus']>> {
  restStatuses ??= new Map(
    Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>).flatMap(
      ([path, procedure]) => {
        const status = (procedure._def.meta as TMeta | undefined)?.restStatus;
        return status ? [[path, status] as const] : [];
      },
    ),
  );
  return restStatuses;
}

/** Procedures whose REST answer is 204 with no body (their meta says `noContent`). */
function noContentProcedures(): Set<string> {
  noContent ??= new Set(
    Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>)
      .filter(([, procedure]) => (procedure._def.meta as TMeta | undefined)?.noContent)
      .map(([path]) => path),
  );
  return noContent;
}

/**
 * For the REST adapter: the status of an answer that is not a plain 200 (204, a refusal such as a declined card),
 * and Retry-After on 429 and 503. An error's status is errors.ts's (httpStatusOf), as on /trpc.
 */
export function restResponseMeta({
  errors,
  paths,
  data,
}: {
  errors: TRPCError[];
  paths?: readonly string[];
  /** The procedure's answer, on success. */
  data?: unknown;
}) {
  if (!errors.length && paths?.length === 1 && noContentProcedures().has(paths[0]!)) return { status: 204 };
  const status =
    !errors.length && paths?.length === 1 ? restStatusProcedures().get(paths[0]!)?.(data) : undefined;
  if (status) return { status };
  return errorResponseMeta(errors);
}

/** For the /trpc adapter: the same 503 and Retry-After as REST (tRPC already answers 429 and 422 itself). */
export function trpcResponseMeta({ errors }: { errors: readonly TRPCError[] }) {
  return errorResponseMeta(errors);
}
