import { SELLING_MODES } from './made-to-order.js';
import { z } from 'zod';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import { ZDescription, ZId, ZImageKey, ZName, ZSearch, ZSlug } from '../common/fields.js';
import { PRODUCT_SORTS } from './product-sorts.js';
import { ZSku } from './sku.js';

/** At or below this stock a product shows the low-stock badge and matches the low-stock filter. */
export const LOW_STOCK_THRESHOLD = 5;
/** Images per product: enough for every view a shopper wants, few enough for one form. */
export const MAX_PRODUCT_IMAGES = 12;

export const PRODUCT_MESSAGES = {
  priceNegative: 'Price cannot be negative.',
  /** The form's box takes dollars (249.99) and sends cents; an empty or unreadable box says this. */
  priceMissing: 'Enter the price, such as 249.99.',
  discountRange: 'Discount must be between 0 and 100 percent.',
  stockNegative: 'Stock cannot be negative.',
  notNegative: 'Must be zero or more.',
  wholeNumber: 'Enter a whole number.',
  unknownRoomType: 'Choose an existing room type.',
  chooseRoomType: 'Choose a room type.',
  unknownMaterial: 'Choose existing materials only.',
  duplicateMaterial: 'Each material can be chosen once.',
  tooManyImages: `A product can have at most ${MAX_PRODUCT_IMAGES} images.`,
} as const;

/**
 * A product sold by variants takes its price, discount and stock from them (the cheapest variant, the sum of
 * their stock): a different value for one of these on the product itself is refused with these words, never
 * dropped in silence.
 */
export const FROM_VARIANTS_MESSAGES = {
  priceCents: 'This product is sold by variants: change the price on its variants.',
  discountPercent: 'This product is sold by variants: change the discount on its variants.',
  stock: 'This product is sold by variants: its stock is counted per variant, change it there.',
} as const;
export type TFromVariantsField = keyof typeof FROM_VARIANTS_MESSAGES;

/** One product row of the back-office table: what the list shows, with the room type's name joined in. */
export const ZProduct = z.object({
  id: z.number().int(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Unique across the shop; `FS-000123` when staff gave none. */
  sku: z.string(),
  priceCents: z.number().int(),
  discountPercent: z.number().int(),
  /** The price a shopper pays, by the spec's rule (`discountedCents`). */
  discountedCents: z.number().int(),
  stock: z.number().int(),
  lowStock: z.boolean(),
  leadTimeDays: z.number().int(),
  sellingMode: z.enum(SELLING_MODES),
  active: z.boolean(),
  /** The main image (the first of `images` on the detail). */
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductImage = z.object({
  image: ZImageKey,
  alt: z.string().trim().max(190, 'Alt text must be at most 190 characters.').default(''),
});
export type TProductImage = z.infer<typeof ZProductImage>;

/** Everything the update form needs in one read. */
export const ZProductDetail = ZProduct.extend({
  description: z.string(),
  roomId: z.number().int(),
  roomName: z.string(),
  widthIn: z.number().int(),
  depthIn: z.number().int(),
  heightIn: z.number().int(),
  packageLengthIn: z.number().int(),
  packageWidthIn: z.number().int(),
  packageHeightIn: z.number().int(),
  packageWeightLb: z.number(),
  /** Arrives flat-packed: white-glove delivery assembles it, taking assemblyMinutes. */
  needsAssembly: z.boolean(),
  assemblyMinutes: z.number().int(),
  materials: z.array(z.object({ id: z.number().int(), name: z.string() })),
  images: z.array(z.object({ id: z.number().int(), image: z.string(), alt: z.string() })),
});
export type TProductDetail = z.infer<typeof ZProductDetail>;

/** Sort values of the product list; `newest` first by default. */
export type TProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * A list filter or sort that falls back to `fallback` for a value it does not understand, instead of failing the
 * call. A preprocess pipe rather than `.catch()`: trpc-to-openapi accepts pipes as query parameters, not catches.
 */
function orFallback<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  // Typed as what it behaves like: an optional key, whose output is the schema's (defaulted or optional).
  type TOut = z.output<T>;
  type TIn = z.input<T>;
  return z.preprocess((value) => (schema.safeParse(value).success ? value : fallback), schema) as unknown as [
    undefined,
  ] extends [TOut]
    ? z.ZodOptional<z.ZodType<NonNullable<TOut>, NonNullable<TIn>>>
    : z.ZodDefault<z.ZodType<TOut, TIn>>;
}

/** A query-string flag: 'true'/'1' and 'false'/'0'; anything else is no filter. */
const ZQueryFlag = orFallback(
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
  undefined,
);

/** Unknown filter and sort values fall back to no filter and the default sort, never to an error. */
export const ZProductListInput = ZPageInput.extend({
  search: ZSearch,
  sort: orFallback(z.enum(PRODUCT_SORTS).default('newest'), 'newest'),
  roomTypeId: orFallback(ZId.optional(), undefined),
  materialId: orFallback(ZId.optional(), undefined),
  /** true: only active products; false: only archived ones. */
  active: ZQueryFlag,
  /** true: stock at or below LOW_STOCK_THRESHOLD; false: above it. */
  lowStock: ZQueryFlag,
});
export type TProductListInput = z.input<typeof ZProductListInput>;
export type TProductListQuery = z.output<typeof ZProductListInput>;
export const ZProductList = ZPaginated(ZProduct);

const count = (
  max: number,
  negative: string = PRODUCT_MESSAGES.notNegative,
  missing: string = PRODUCT_MESSAGES.wholeNumber,
) =>
  z
    .number({ error: missing })
    .int(PRODUCT_MESSAGES.wholeNumber)
    .min(0, negative)
    .max(max, `Must be at most ${max}.`);

/** A product is made in a room type the staff member picks: no choice (0, '', nothing) asks for one. */
const ZRoomTypeChoice = z.coerce
  .number<number>({ error: PRODUCT_MESSAGES.chooseRoomType })
  .int(PRODUCT_MESSAGES.chooseRoomType)
  .positive(PRODUCT_MESSAGES.chooseRoomType);

/** The one form behind /admin/product/create and /admin/product/update/{id}. Money is integer cents. */
export const ZProductForm = z.object({
  roomTypeId: ZRoomTypeChoice,
  name: ZName,
  slug: ZSlug,
  /** Left out or blank: a new product gets `FS-<id>`, a saved one keeps its own. */
  sku: z.preprocess((value) => (value === '' || value === null ? undefined : value), ZSku.optional()),
  description: ZDescription.default(''),
  priceCents: count(100_000_000, PRODUCT_MESSAGES.priceNegative, PRODUCT_MESSAGES.priceMissing),
  discountPercent: z
    .number({ error: PRODUCT_MESSAGES.discountRange })
    .int(PRODUCT_MESSAGES.wholeNumber)
    .min(0, PRODUCT_MESSAGES.discountRange)
    .max(100, PRODUCT_MESSAGES.discountRange)
    .default(0),
  stock: count(1_000_000, PRODUCT_MESSAGES.stockNegative),
  leadTimeDays: count(365).default(0),
  /** What happens when the stock runs out: nothing more sold, made to order, or backordered. */
  sellingMode: z.enum(SELLING_MODES, { error: 'Choose how this product sells.' }).default('stock'),
  widthIn: count(1000).default(0),
  depthIn: count(1000).default(0),
  heightIn: count(1000).default(0),
  packageLengthIn: count(1000).default(0),
  packageWidthIn: count(1000).default(0),
  packageHeightIn: count(1000).default(0),
  packageWeightLb: z
    .number({ error: PRODUCT_MESSAGES.notNegative })
    .min(0, PRODUCT_MESSAGES.notNegative)
    .max(10_000, 'Must be at most 10000.')
    .default(0),
  needsAssembly: z.boolean().default(false),
  assemblyMinutes: count(1440).default(0),
  materialIds: z
    .array(ZId)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, PRODUCT_MESSAGES.duplicateMaterial)
    .default([]),
  /** In display order; the first is the main image. */
  images: z.array(ZProductImage).max(MAX_PRODUCT_IMAGES, PRODUCT_MESSAGES.tooManyImages).default([]),
  active: z.boolean().default(true),
});
export type TProductForm = z.output<typeof ZProductForm>;
export type TProductFormInput = z.input<typeof ZProductForm>;
/**
 * Saving a product: the form, where price, discount and stock may be left out (they stay as they are). A product
 * sold by variants takes them from its variants, so for one of those they are left out or sent unchanged; another
 * value answers 422 on the field (FROM_VARIANTS_MESSAGES).
 */
export const ZProductUpdateInput = ZProductForm.extend({
  id: ZId,
  priceCents: ZProductForm.shape.priceCents.optional(),
  discountPercent: ZProductForm.shape.discountPercent.unwrap().optional(),
  stock: ZProductForm.shape.stock.optional(),
});
export type TProductUpdateInput = z.infer<typeof ZProductUpdateInput>;
export type TProductUpdateForm = Omit<TProductUpdateInput, 'id'>;

/** A delete answers whether the product went away or was archived because orders still name it. */
export const ZProductDeleteResult = z.object({
  success: z.literal(true),
  archived: z.boolean(),
  message: z.string(),
});
export type TProductDeleteResult = z.infer<typeof ZProductDeleteResult>;

/** Products one bulk edit may change at once: a page of the list and then some, few enough for one transaction. */
export const MAX_BULK_PRODUCTS = 200;

export const BULK_MESSAGES = {
  nothingToSet: 'Choose at least one thing to change.',
  noProducts: 'Select at least one product.',
  tooMany: `Change at most ${MAX_BULK_PRODUCTS} products at once.`,
  duplicate: 'Each product can be selected once.',
} as const;

/**
 * The back-office's bulk edit: the same value for each field given, on every selected product, all or none.
 * Fields left out stay as they are; the limits are the product form's.
 */
export const ZProductBulkUpdateInput = z.object({
  ids: z
    .array(ZId)
    .min(1, BULK_MESSAGES.noProducts)
    .max(MAX_BULK_PRODUCTS, BULK_MESSAGES.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, BULK_MESSAGES.duplicate),
  // The form's fields without their defaults: a field left out must stay as it is, not become 0 or active.
  set: z
    .object({
      roomTypeId: ZProductForm.shape.roomTypeId.optional(),
      priceCents: ZProductForm.shape.priceCents.optional(),
      discountPercent: ZProductForm.shape.discountPercent.unwrap().optional(),
      stock: ZProductForm.shape.stock.optional(),
      active: z.boolean().optional(),
    })
    .refine((set) => Object.values(set).some((value) => value !== undefined), BULK_MESSAGES.nothingToSet),
});
export type TProductBulkUpdateInput = z.infer<typeof ZProductBulkUpdateInput>;
export const ZProductBulkUpdateResult = z.object({
  updated: z.number().int(),
  /**
   * The products sold by variants among them whose price, discount or stock was set: the value went to each of
   * their variants (a product's own price and stock are its variants' summary).
   */
  throughVariants: z.array(z.object({ id: z.number().int(), name: z.string(), variants: z.number().int() })),
});
export type TProductBulkUpdateResult = z.infer<typeof ZProductBulkUpdateResult>;

/** The choices the product form offers: room types under their rooms, materials under their types. */
export const ZProductFormOptions = z.object({
  roomTypes: z.array(z.object({ id: z.number().int(), name: z.string(), roomName: z.string() })),
  materials: z.array(z.object({ id: z.number().int(), name: z.string(), typeName: z.string() })),
});
export type TProductFormOptions = z.infer<typeof ZProductFormOptions>;
