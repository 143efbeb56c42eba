import { z } from 'zod';
import { FIRST_PAGE, PAGE_SIZE } from './constants.js';

/** Query input every paginated list accepts. Query strings arrive as text, hence the coercion. */
export const ZPageInput = z.object({
  page: z.coerce.number<number>().int().min(FIRST_PAGE).max(1_000_000).default(FIRST_PAGE),
});

/** The legacy paginated shape: the spec's CURRENT_PAGE, PERPAGE, LAST_PAGE, FROM, TO and TOTAL. */
export function ZPaginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  });
}

export interface IPaginated<T> {
  data: T[];
  current_page: number;
  per_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
}

export function pageOffset(page: number, perPage = PAGE_SIZE): number {
  return (Math.max(FIRST_PAGE, page) - 1) * perPage;
}

export function paginated<T>(data: T[], total: number, page: number, perPage = PAGE_SIZE): IPaginated<T> {
  const from = data.length ? pageOffset(page, perPage) + 1 : null;
  return {
    data,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(FIRST_PAGE, Math.ceil(total / perPage)),
    from,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}

/**
 * A list filter or sort that falls back to `fallback` when absent or not understood (an old bookmark, a
 * hand-edited URL), so the list answers its default rather than a 422. Not `.catch()`: trpc-to-openapi refuses
 * a ZodCatch as a query parameter and the server does not start. Query strings bring text; the typed client may
 * send numbers.
 */
export function ZListParam<S extends z.ZodType>(schema: S, fallback: z.output<S>) {
  return z
    .union([z.string(), z.number()])
    .optional()
    .transform((value): z.output<S> => {
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : fallback;
    });
}
