import { TRPCError } from '@trpc/server';
import {
  ConflictError,
  FieldValidationError,
  NotFoundError,
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
  if (error instanceof ConflictError)
    return new TRPCError({ code: 'CONFLICT', message: error.message, cause: error });
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
