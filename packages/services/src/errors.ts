/**
 * Errors a use case can end in. The API layer maps each to its HTTP status; services know nothing of HTTP.
 */
export class ServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** 422 with a message list per field, the legacy `errors` map. */
export class FieldValidationError extends ServiceError {
  constructor(
    readonly fieldErrors: Record<string, string[]>,
    message = 'The given data was invalid.',
  ) {
    super(message);
  }
}

export class NotFoundError extends ServiceError {
  /** `message` replaces the default sentence where the caller has a better one. */
  constructor(what = 'Resource', message?: string) {
    super(message ?? `${what} not found.`);
  }
}

export class UnauthenticatedError extends ServiceError {
  constructor(message = 'Unauthenticated.') {
    super(message);
  }
}

export class ConflictError extends ServiceError {}

/**
 * 403: the caller's role does not allow this. Raised when a role, checked again inside the write's transaction,
 * changed after the request was let in (an admin demoted while their request was on its way).
 */
export class ForbiddenError extends ServiceError {
  constructor(message = 'This action is for administrators only.') {
    super(message);
  }
}

/**
 * An outside provider (the carrier's rate API, the payment service) did not answer or failed: the caller may try
 * again later. The message is for the customer; the cause is for the log.
 */
export class ProviderUnavailableError extends ServiceError {
  constructor(
    message: string,
    readonly retryAfterSeconds = 30,
    options?: { cause?: unknown },
  ) {
    super(message);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
