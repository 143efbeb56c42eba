import { TRPCError } from '@trpc/server';
import {
  ConflictError,
  FieldValidationError,
  NotFoundError,
  type ServiceError,
  UnauthenticatedError,
} from '@shop/services';

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
