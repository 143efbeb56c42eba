import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  ConflictError,
  FieldValidationError,
  ForbiddenError,
  NotFoundError,
  ProviderUnavailableError,
  type ServiceError,
  UnauthenticatedError,
} from '@shop/services';

/** The cause of a 401 from a base procedure: which realm's session the call needs (staff or customer). */
class SessionRequired extends Error {
  constructor(readonly realm: 'staff' | 'customer') {
    super('Unauthenticated.');
  }
}

/** The 401 of a call that needs a session of `realm`: its body names the realm, so the client knows which login. */
export const sessionRequired = (realm: 'staff' | 'customer') =>
  new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthenticated.', cause: new SessionRequired(realm) });

/** The HTTP status legacy clients expect for a request whose fields are wrong. */
export const VALIDATION_STATUS = 422;

/**
 * The one table from service errors to what they answer: the tRPC code, whose HTTP status is tRPC's own (see
 * httpStatusOf) on /trpc, /api and the plain routes alike. A service error of no line here is a bug: 500.
 */
const SERVICE_ERROR_CODES: readonly (readonly [new (...args: never[]) => ServiceError, TRPCError['code']])[] =
  [
    [FieldValidationError, 'BAD_REQUEST'],
    [NotFoundError, 'NOT_FOUND'],
    [UnauthenticatedError, 'UNAUTHORIZED'],
    [ForbiddenError, 'FORBIDDEN'],
    [ConflictError, 'CONFLICT'],
    [ProviderUnavailableError, 'SERVICE_UNAVAILABLE'],
  ];

export function toTRPCError(error: ServiceError): TRPCError {
  const code = SERVICE_ERROR_CODES.find(([type]) => error instanceof type)?.[1];
  if (!code)
    return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', cause: error });
  // A provider that is down answers with its own sentence, not the shop-wide one (publicMessageOf).
  const cause =
    error instanceof ProviderUnavailableError
      ? new ProviderDown(error.message, error.retryAfterSeconds, { cause: error })
      : error;
  return new TRPCError({ code, message: error.message, cause });
}

interface IZodLikeIssue {
  path: PropertyKey[];
  message: string;
}

/** The `errors` map (field -> messages) for a validation failure, from zod or from a service; else undefined. */
export function fieldErrorsOf(error: TRPCError): Record<string, string[]> | undefined {
  if (error.code !== 'BAD_REQUEST') return undefined;
  const cause = error.cause as unknown;
  if (cause instanceof FieldValidationError) return cause.fieldErrors;
  if (cause instanceof Error && cause.name === 'ZodError' && 'issues' in cause) {
    const errors: Record<string, string[]> = {};
    for (const issue of (cause as { issues: IZodLikeIssue[] }).issues) {
      const field = issue.path.map(String).join('.') || 'input';
      (errors[field] ??= []).push(issue.message);
    }
    return errors;
  }
  return undefined;
}

export interface ILegacyErrorBody {
  message: string;
  code?: string | undefined;
  errors?: Record<string, string[]> | undefined;
  realm?: 'staff' | 'customer' | undefined;
}

/**
 * The error body legacy REST clients read: a message, the tRPC code, the field `errors` map on validation failures
 * and the session realm on a 401. Built here only, for the REST adapter and the plain Fastify routes alike.
 */
export function legacyErrorBody({ message, code, errors, realm }: ILegacyErrorBody): ILegacyErrorBody {
  return { message, ...(code ? { code } : {}), ...(errors ? { errors } : {}), ...(realm ? { realm } : {}) };
}

/** The realm whose session a 401 asks for, when the error is one. */
export function realmOf(error: TRPCError): 'staff' | 'customer' | undefined {
  return error.cause instanceof SessionRequired ? error.cause.realm : undefined;
}

/**
 * The message an error answers with, on both transports: never an internal one; the shop-wide sentence for a lost
 * database, the provider's own for a provider that is down; one sentence for field errors (the fields carry theirs).
 */
export function publicMessageOf(error: TRPCError, errors = fieldErrorsOf(error)): string {
  if (isUnavailable(error)) return error.cause instanceof ProviderDown ? error.message : UNAVAILABLE_MESSAGE;
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Internal server error';
  return errors ? 'The given data was invalid.' : error.message;
}

/** The HTTP status of an error, on /trpc, /api and the plain routes: 503 for a lost database, 422 for fields. */
export function httpStatusOf(error: TRPCError): number {
  if (isUnavailable(error)) return 503;
  if (fieldErrorsOf(error)) return VALIDATION_STATUS;
  return getHTTPStatusCodeFromError(error);
}

/**
 * The REST error body of a failed call, built once from the error. A request whose input the schema refused says
 * so in trpc-to-openapi's words, as REST answered when that library's adapter served it.
 */
export function restErrorBody(error: TRPCError): ILegacyErrorBody {
  const errors = fieldErrorsOf(error);
  const refusedInput =
    error.code === 'BAD_REQUEST' && error.cause instanceof Error && error.cause.name === 'ZodError';
  return legacyErrorBody({
    message: refusedInput ? 'Input validation failed' : publicMessageOf(error, errors),
    code: error.code,
    errors,
    realm: realmOf(error),
  });
}

/**
 * What a plain Fastify route (uploads) answers for a service error, by the same table as the procedures: status,
 * Retry-After where there is a wait, and the legacy body with the service's own message, which names the file's fault.
 */
export function plainRouteError(error: ServiceError): {
  status: number;
  headers: Record<string, string>;
  body: ILegacyErrorBody;
} {
  const trpcError = toTRPCError(error);
  const internal = trpcError.code === 'INTERNAL_SERVER_ERROR';
  return {
    status: httpStatusOf(trpcError),
    headers: errorResponseMeta([trpcError]).headers ?? {},
    body: legacyErrorBody({
      message: internal ? 'Internal server error' : error.message,
      code: trpcError.code,
      errors: fieldErrorsOf(trpcError),
    }),
  };
}

/** The cause of an error the client should retry later: the seconds to wait go out as `Retry-After`. */
class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RetryLaterError';
  }
}

/**
 * An outside provider (carrier, payment service) is down: 503 with Retry-After like a lost database, but with
 * the provider's own sentence for the customer instead of the shop-wide one.
 */
class ProviderDown extends RetryLaterError {}

/** "14 seconds" or "15 minutes": people read minutes better past a couple of them. */
function describeWait(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export function tooManyAttempts(retryAfterSeconds: number, what = 'attempts'): TRPCError {
  const message = `Too many ${what}. Try again in ${describeWait(retryAfterSeconds)}.`;
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message,
    cause: new RetryLaterError(message, retryAfterSeconds),
  });
}

export const UNAVAILABLE_MESSAGE = 'The shop is temporarily unavailable. Please try again shortly.';
/** A lost database usually comes back within seconds (restart, failover, a full connection pool). */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * Driver codes that mean "the database cannot serve the shop right now", not "this query is wrong": MySQL/MariaDB
 * (mysql2, the server's own refusals of new connections, a connect, pool or query timeout, a dropped database or
 * table) and SQLite (a lock held past busy_timeout or the connection's turn, a file that cannot be opened). A
 * schema that is gone is an outage to fix and retry, like a lost connection, not a bug in one call.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_ACCESS_DENIED_ERROR',
  'ER_CONNECTION_KILLED',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_NO_SUCH_TABLE',
  'ER_BAD_DB_ERROR',
  'ER_NO_DB_ERROR',
  'POOL_ACQUIRE_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
]);

function errorCodeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** SQLite reports a missing table with its generic SQLITE_ERROR code: only the message tells it apart. */
function isMissingSqliteTable(error: unknown, code: string | undefined): boolean {
  return code === 'SQLITE_ERROR' && /^no such table\b/.test(String((error as { message?: unknown }).message));
}

/**
 * True when an error, or anything it wraps (TypeORM's `driverError`, an Error `cause`), is a connection-level
 * database failure. SQLite's extended codes (SQLITE_BUSY_TIMEOUT, SQLITE_CANTOPEN_ISDIR) count with their base.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const code = errorCodeOf(current);
    const baseCode = code?.startsWith('SQLITE_') ? code.split('_').slice(0, 2).join('_') : code;
    if (baseCode && UNAVAILABLE_CODES.has(baseCode)) return true;
    if (isMissingSqliteTable(current, code)) return true;
    const next = current as { driverError?: unknown; cause?: unknown };
    current = next.driverError ?? next.cause;
  }
  return false;
}

export function serviceUnavailable(cause: unknown): TRPCError {
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: UNAVAILABLE_MESSAGE,
    cause: new RetryLaterError(UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS, { cause }),
  });
}

/** A failure that surfaced outside the mapping middleware still answers 503 when the database is the cause. */
export function isUnavailable(error: TRPCError): boolean {
  return (
    error.code === 'SERVICE_UNAVAILABLE' ||
    (error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(error.cause))
  );
}

/** Status and headers both transports add to an error answer: 503 for a lost database, `Retry-After`. */
export function errorResponseMeta(errors: readonly TRPCError[]): {
  status?: number;
  headers?: Record<string, string>;
} {
  const unavailable = errors.find(isUnavailable);
  if (unavailable) return { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) } };
  const retry = errors.map((e) => e.cause).find((c) => c instanceof RetryLaterError);
  return retry ? { headers: { 'Retry-After': String(retry.retryAfterSeconds) } } : {};
}
