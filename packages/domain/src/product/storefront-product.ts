import { z } from 'zod';
import { SHORT_LIST_LIMIT } from '../common/constants.js';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import { ZId, ZSlug } from '../common/fields.js';
import { ZProductOption, ZVariant } from './variant.js';
import { SELLING_MODES } from './made-to-order.js';

/** What a product card shows (home, room type page, related products, wishlist), and nothing more. */
export const ZProductCard = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  priceCents: z.number().int(),
  discountPercent: z.number().int(),
  /** The price a shopper pays, by the spec's rule (`discountedCents`). */
  discountedCents: z.number().int(),
  inStock: z.boolean(),
  /** Days to make or restock when out of stock (0: ships from stock only). */
  leadTimeDays: z.number().int(),
  /** A product with variants: the price is its cheapest variant's, shown "from $X". */
  fromPrice: z.literal(true).optional(),
  /**
   * The buyer chooses options (a size, a fabric grade) before it can go in the cart: a card offers "Choose options"
   * (its product page) instead of adding a line the cart could not sell.
   */
  chooseOptions: z.literal(true).optional(),
  /** From stock only, or still buyable when out of stock: made to order or backordered in the lead time. */
  sellingMode: z.enum(SELLING_MODES),
  /** Materials the buyer may pick (fabric swatches of its options), at most CARD_SWATCHES; absent when none. */
  swatches: z
    .array(z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }))
    .optional(),
});
export type TProductCard = z.infer<typeof ZProductCard>;

/** Storefront sorts; `popular` reads the stored view counter, `price` the price the customer pays (both indexed). */
export const STOREFRONT_SORTS = ['newest', 'price', '-price', 'name', 'popular'] as const;
export type TStorefrontSort = (typeof STOREFRONT_SORTS)[number];
/** Materials one list may filter by at once. */
export const MAX_MATERIAL_FILTERS = 20;
/** Option values (a size, a finish) one list may filter by at once. */
export const MAX_OPTION_FILTERS = 20;
/** Swatches a listing card carries; the card says how many more there are. */
export const CARD_SWATCHES = 6;

const ZOptionalId = ZId.optional().catch(undefined);
const ZOptionalCents = z.coerce.number<number>().int().min(0).max(100_000_000).optional().catch(undefined);

/** Materials as a list of ids; a single id is accepted, and values that are not ids are dropped. */
export const ZMaterialIds = z
  .union([z.array(z.union([z.number(), z.string()])).max(MAX_MATERIAL_FILTERS), z.number(), z.string()])
  .optional()
  .catch(undefined)
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value]).flatMap((id) => {
      const parsed = ZId.safeParse(id);
      return parsed.success ? [parsed.data] : [];
    }),
  );

/**
 * Option values as `Name:Label` (`Size:Large`, matched exactly as the product's option and value are named): values
 * of one option are alternatives, different options must all match. Entries that are not `Name:Label` are dropped.
 */
export const ZOptionValueFilters = z
  .union([z.array(z.string()).max(MAX_OPTION_FILTERS), z.string()])
  .optional()
  .catch(undefined)
  .transform((value) => [
    ...new Set(
      (value === undefined ? [] : Array.isArray(value) ? value : [value]).flatMap((entry) => {
        const parsed = parseOptionValue(entry);
        return parsed ? [`${parsed.name}:${parsed.label}`] : [];
      }),
    ),
  ]);

/** `Size:Large` as its option name and value label (trimmed, each 1 to 60 characters), or undefined. */
export function parseOptionValue(entry: string): { name: string; label: string } | undefined {
  const colon = entry.indexOf(':');
  if (colon < 0) return undefined;
  const name = entry.slice(0, colon).trim();
  const label = entry.slice(colon + 1).trim();
  if (!name || !label || name.length > 60 || label.length > 60) return undefined;
  return { name, label };
}

/**
 * The storefront list (POST /api/product/get-list-customer). Filters and sorts that do not exist fall back to no
 * filter and the default sort: an old bookmark or a hand-edited URL still lists products. The price range is in
 * cents of the price the shopper pays.
 */
export const ZCustomerProductListInput = ZPageInput.extend({
  roomTypeId: ZOptionalId,
  materialIds: ZMaterialIds,
  optionValues: ZOptionValueFilters,
  minPriceCents: ZOptionalCents,
  maxPriceCents: ZOptionalCents,
  inStock: z.boolean().optional().catch(undefined),
  sort: z.enum(STOREFRONT_SORTS).catch('newest').default('newest'),
});
export type TCustomerProductListInput = z.input<typeof ZCustomerProductListInput>;
export type TCustomerProductListQuery = z.output<typeof ZCustomerProductListInput>;
export const ZProductCardList = ZPaginated(ZProductCard);

export const ZProductSlugInput = z.object({ slug: ZSlug });

/** A visible review as the product page shows it. */
export const ZStorefrontReview = z.object({
  id: z.number().int(),
  authorName: z.string(),
  rating: z.number().int(),
  body: z.string(),
  /** Written by a customer who bought the product: shown as "Verified buyer". */
  verifiedBuyer: z.boolean(),
  createdAt: z.string(),
});
export type TStorefrontReview = z.infer<typeof ZStorefrontReview>;

const ZPlace = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** The product page in one read (POST /api/product/get-product-with-all and product-detail/{id}). */
export const ZProductPage = ZProductCard.extend({
  /** The product's own SKU, shown on its page (a chosen variant shows its own, `variants[].sku`). */
  sku: z.string(),
  description: z.string(),
  stock: z.number().int(),
  /** Assembled size in inches. */
  widthIn: z.number().int(),
  depthIn: z.number().int(),
  heightIn: z.number().int(),
  /** The shipping box: decides parcel or freight for the delivery estimate. */
  packageLengthIn: z.number().int(),
  packageWidthIn: z.number().int(),
  packageHeightIn: z.number().int(),
  packageWeightLb: z.number(),
  images: z.array(z.object({ id: z.number().int(), image: z.string(), alt: z.string() })),
  materials: z.array(
    z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable(), typeName: z.string() }),
  ),
  roomType: ZPlace,
  room: ZPlace,
  reviews: z.object({
    count: z.number().int(),
    /** Mean rating of the visible reviews, one decimal; null without reviews. */
    average: z.number().nullable(),
    latest: z.array(ZStorefrontReview),
  }),
  related: z.array(ZProductCard),
  /** Its options (empty: a product without options, sold as itself) and its active variants, for the picker. */
  options: z.array(ZProductOption),
  variants: z.array(ZVariant),
});
export type TProductPage = z.infer<typeof ZProductPage>;
/** Reviews and related products the product page shows at once. */
export const PRODUCT_PAGE_REVIEWS = 5;
export const RELATED_PRODUCTS = 8;

/** Cart and wishlist pricing: unknown ids are left out; inactive products come back flagged so a cart can say so. */
export const MAX_PRODUCT_IDS = 100;
export const ZProductIdsInput = z.object({ ids: z.array(ZId).max(MAX_PRODUCT_IDS) });
export const ZCartProduct = ZProductCard.extend({
  active: z.boolean(),
  stock: z.number().int(),
  /** A product with options: its variants (the cart prices a variant line by its own) and surcharge values. */
  variants: z
    .array(
      ZVariant.pick({
        id: true,
        sku: true,
        title: true,
        priceCents: true,
        discountPercent: true,
        discountedCents: true,
        stock: true,
        leadTimeDays: true,
        sellsAs: true,
        active: true,
      }),
    )
    .optional(),
  surcharges: z
    .array(
      z.object({
        id: z.number().int(),
        optionName: z.string(),
        label: z.string(),
        surchargeCents: z.number().int(),
        /** Days the value adds to a made-to-order piece's lead time. */
        surchargeLeadDays: z.number().int(),
      }),
    )
    .optional(),
});
export type TCartProduct = z.infer<typeof ZCartProduct>;
export const ZCartProducts = z.array(ZCartProduct);

/** Home page trending strip: by recent orders and views, newest to fill up. */
export const TRENDING_DEFAULT = 8;
export const ZTrendingInput = z
  .object({ limit: z.coerce.number<number>().int().min(1).max(SHORT_LIST_LIMIT).catch(TRENDING_DEFAULT) })
  .partial()
  .optional();
export const ZProductCards = z.array(ZProductCard);

/** A room type page resolved from its URL (/room/{slug}/{slugDetail}) with the filter choices it offers. */
/** One option name's values that a list's products offer, each with how many products offer it. */
export const ZOptionFacet = z.object({
  name: z.string(),
  values: z.array(z.object({ label: z.string(), count: z.number().int() })),
});
export type TOptionFacet = z.infer<typeof ZOptionFacet>;

export const ZRoomTypePageInput = z.object({ roomSlug: ZSlug, roomTypeSlug: ZSlug });
export const ZRoomTypePage = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  room: ZPlace,
  /** Active products in this room type. */
  productCount: z.number().int(),
  /** Materials its active products are made of, with how many products use each. */
  materials: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      image: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
  /** Lowest and highest price a shopper pays here, in cents; null when the room type has no products. */
  priceRange: z.object({ minCents: z.number().int(), maxCents: z.number().int() }).nullable(),
  /** Option values (sizes, finishes; not materials, which are above) its active products offer, to filter by. */
  options: z.array(ZOptionFacet),
});
export type TRoomTypePage = z.infer<typeof ZRoomTypePage>;
