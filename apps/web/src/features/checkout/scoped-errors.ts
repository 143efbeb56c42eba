import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';

/**
 * A checkout call nests its form inside a bigger input (`address.postalCode`, `testCard.number`): this gives the
 * same error with those fields named as the form names them, so applyServerErrors places them. Fields of the rest
 * of the input (the cart lines) keep their names and end up in the form-wide message.
 */
export function scopeServerErrors(err: unknown, prefix: string): unknown {
  const fields = fieldErrorsOf(err);
  if (!Object.keys(fields).length) return err;
  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(fields)) {
    const name = field.startsWith(`${prefix}.`) ? field.slice(prefix.length + 1) : field;
    errors[name] = [message];
  }
  return { message: errorMessageOf(err), data: { errors } };
}
