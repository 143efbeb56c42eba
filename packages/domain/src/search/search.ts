import { z } from 'zod';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import {
  ZMaterialIds,
  ZOptionFacet,
  ZOptionValueFilters,
  ZProductCard,
} from '../product/storefront-product.js';

/** Search text past this length is refused: no furniture search needs more, and longer text costs the index. */
export const SEARCH_QUERY_MAX = 100;

export const ZSearchInput = ZPageInput.extend({
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX, `Search text must be at most ${SEARCH_QUERY_MAX} characters.`)
    .default(''),
  /** Products made of, or offering as a swatch, one of these materials. */
  materialIds: ZMaterialIds,
  /** Products offering these option values (`Size:Large`), as on a room type page. */
  optionValues: ZOptionValueFilters,
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
  /** A product with variants: its cheapest variant's price, shown "from $X". */
  fromPrice: z.literal(true).optional(),
  swatches: ZProductCard.shape.swatches,
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
  /**
   * What the best matches (before any filter) offer to narrow them by: materials (made of, or offered as swatches)
   * and option values, each with how many of those matches have it.
   */
  facets: z.object({
    materials: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        image: z.string().nullable(),
        count: z.number().int(),
      }),
    ),
    options: z.array(ZOptionFacet),
  }),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;
