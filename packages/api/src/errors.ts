import { TRPCError } from '@trpc/server';
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
export class SessionRequired extends Error {
  constructor(readonly realm: 'staff' | 'customer') {
    super('Unauthenticated.');
  }
}

/** The HTTP status legacy clients expect for a request whose fields are wrong. */
export const VALIDATION_STATUS = 422;

export function toTRPCError(error: ServiceError): TRPCError {
  if (error instanceof FieldValidationError)
    return new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause: error });
  if (error instanceof NotFoundError)
    return new TRPCError({ code: 'NOT_FOUND', message: error.message, cause: error });
  if (error instanceof UnauthenticatedError)
    return new TRPCError({ code: 'UNAUTHORIZED', message: error.message, cause: error });
  if (error instanceof ForbiddenError)
    return new TRPCError({ code: 'FORBIDDEN', message: error.message, cause: error });
  if (error instanceof ConflictError)
    return new TRPCError({ code: 'CONFLICT', message: error.message, cause: error });
  if (error instanceof ProviderUnavailableError)
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: error.message,
      cause: new ProviderDown(error.message, error.retryAfterSeconds, { cause: error }),
    });
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', cause: error });
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

/** The cause of an error the client should retry later: the seconds to wait go out as `Retry-After`. */
export class RetryLaterError extends Error {
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
export class ProviderDown extends RetryLaterError {}

/** "14 seconds" or "15 minutes": people read minutes better past a couple of them. */
export function describeWait(seconds: number): string {
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
