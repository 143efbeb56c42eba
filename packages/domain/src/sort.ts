import { z } from 'zod';

/**
 * A list's sort parameter: one of `sorts`, and `fallback` for anything else, so that an old bookmark or a legacy
 * client's unknown sort shows the list in its default order instead of failing. The pipe is what trpc-to-openapi
 * accepts as a query parameter (it refuses a bare `.catch()`); the declared type, that of an optional enum,
 * keeps the typed client to the known values.
 */
export function sortWithFallback<const T extends readonly [string, ...string[]]>(
  sorts: T,
  fallback: T[number],
): z.ZodDefault<z.ZodEnum<{ [K in T[number]]: K }>> {
  return z.string().optional().pipe(z.enum(sorts).default(fallback).catch(fallback)) as never;
}
