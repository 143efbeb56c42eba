import { z } from 'zod';
import { ZPageInput, ZPaginated } from './pagination.js';

/** Search text past this length is refused: no furniture search needs more, and longer text costs the index. */
export const SEARCH_QUERY_MAX = 100;

export const ZSearchInput = ZPageInput.extend({
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX, `Search text must be at most ${SEARCH_QUERY_MAX} characters.`)
    .default(''),
});
export type TSearchInput = z.infer<typeof ZSearchInput>;

/** A product hit: what a result card shows and links to (`/product/{slug}`). Money is integer cents. */
export const ZSearchProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  priceCents: z.number().int(),
  discountPercent: z.number().int(),
  discountedCents: z.number().int(),
  roomTypeName: z.string(),
});
export type TSearchProduct = z.infer<typeof ZSearchProduct>;

export const ZSearchRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export type TSearchRoom = z.infer<typeof ZSearchRoom>;

export const ZSearchMaterial = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  materialTypeId: z.number().int(),
  materialTypeName: z.string(),
});
export type TSearchMaterial = z.infer<typeof ZSearchMaterial>;

/**
 * Matches across the catalogue, best first: active products 15 a page, and the best rooms and materials
 * (at most SHORT_LIST_LIMIT each, the same on every page). `q` echoes the text searched.
 */
export const ZSearchResult = z.object({
  q: z.string(),
  products: ZPaginated(ZSearchProduct),
  rooms: z.array(ZSearchRoom),
  materials: z.array(ZSearchMaterial),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;
