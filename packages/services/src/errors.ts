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
  constructor(what = 'Resource') {
    super(`${what} not found.`);
  }
}

export class UnauthenticatedError extends ServiceError {
  constructor(message = 'Unauthenticated.') {
    super(message);
  }
}

export class ConflictError extends ServiceError {}
