import { TRPCError } from '@trpc/server';
import { fieldErrorsOf } from '../errors.js';

/**
 * The field messages of a refused call, as a form would show them; `{ code }` for a refusal without fields and
 * `{}` for a call that succeeded.
 */
export const fieldErrors = (promise: Promise<unknown>): Promise<Record<string, unknown>> =>
  promise.then(
    () => ({}),
    (error: unknown) => (error instanceof TRPCError ? (fieldErrorsOf(error) ?? { code: error.code }) : {}),
  );
