/**
 * Reading errors from the API without trusting their shape: tRPC errors carry `data.errors` (field -> messages,
 * from the server's errorFormatter) and REST bodies carry `{ message, errors }`.
 */

export type TFieldErrors = Record<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The first message of every field the server rejected (the spec's validation rules: only the first one is shown). */
export function firstFieldErrors(errors: unknown): TFieldErrors {
  const result: TFieldErrors = {};
  if (!isRecord(errors)) return result;
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages)
      ? messages.find((m): m is string => typeof m === 'string')
      : undefined;
    if (first) result[field] = first;
  }
  return result;
}

/** Field errors of a tRPC client error (`err.data.errors`) or of a parsed REST body (`body.errors`). */
export function fieldErrorsOf(err: unknown): TFieldErrors {
  if (!isRecord(err)) return {};
  if (isRecord(err.data) && 'errors' in err.data) return firstFieldErrors(err.data.errors);
  if ('errors' in err) return firstFieldErrors(err.errors);
  return {};
}

export function httpStatusOf(err: unknown): number | undefined {
  if (isRecord(err) && isRecord(err.data) && typeof err.data.httpStatus === 'number')
    return err.data.httpStatus;
  return undefined;
}

/** A sentence for the user: the server's own message when it sent one, otherwise a generic one. */
export function errorMessageOf(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isRecord(err) && typeof err.message === 'string' && err.message.trim()) {
    // fetch() rejects with a TypeError whose text ("Failed to fetch") means nothing to a shopper.
    if (err instanceof TypeError) return 'The shop cannot be reached. Check your connection and try again.';
    return err.message;
  }
  return fallback;
}
