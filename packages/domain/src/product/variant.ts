import { z } from 'zod';
import { ZId, ZImageKey } from '../common/fields.js';
import { SELLING_MODES } from './made-to-order.js';
import { ZSku } from './sku.js';

/**
 * Options, variants and surcharges of a product.
 *
 * A product has up to MAX_PRODUCT_OPTIONS option kinds. A `variant` option's values change what is on the shelf
 * (a size, a stocked colour): each combination of the variant options' values is a variant with its own SKU,
 * price, discount, stock, dimensions, box and image. A `surcharge` option's values only add to the line's price
 * and lead time (a fabric grade, a finish made to order): "Grade C fabric +$300, adds 10 days", so furniture with
 * fabric grades does not explode into one variant per combination. A value may name a material: its swatch is
 * what the shopper picks. A product without options is one implicit variant: the product's own columns. The
 * pure rules (prices with surcharges, combinations, the nearest available choice) are in variant-rules.ts.
 */
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 40;
/** Variants per product: every combination of three options of up to a dozen values and then some. */
export const MAX_PRODUCT_VARIANTS = 500;
/** Variants one bulk edit may change at once (one transaction). */
const MAX_BULK_VARIANTS = MAX_PRODUCT_VARIANTS;
export const OPTION_KINDS = ['variant', 'surcharge'] as const;
export type TOptionKind = (typeof OPTION_KINDS)[number];

/** schema.org availability of an offer. */
export const AVAILABILITIES = ['InStock', 'OutOfStock', 'BackOrder', 'MadeToOrder'] as const;
export type TAvailability = (typeof AVAILABILITIES)[number];

export const VARIANT_MESSAGES = {
  skuTaken: 'This SKU is already used by another product or variant.',
  optionNameTaken: 'Each option needs its own name.',
  valueLabelTaken: 'Each value of an option needs its own name.',
  tooManyOptions: `A product can have at most ${MAX_PRODUCT_OPTIONS} options.`,
  tooManyValues: `An option can have at most ${MAX_OPTION_VALUES} values.`,
  noValues: 'Give the option at least one value.',
  unknownMaterial: 'Choose an existing material.',
  unknownValue: 'Choose values of this product’s options.',
  combinationTaken: 'Another variant already has these options.',
  oneValuePerOption: 'Choose exactly one value of each option that makes variants.',
  tooManyVariants: `A product can have at most ${MAX_PRODUCT_VARIANTS} variants.`,
  chooseVariant: 'Choose the options of this product.',
  unknownVariant: 'This choice of options is not sold.',
  inactiveVariant: 'This choice of options is no longer sold.',
  chooseSurcharge: 'Choose one value of each option.',
  noVariantsToSet: 'Select at least one variant.',
  nothingToSet: 'Choose at least one thing to change.',
} as const;

/** A variant's SKU: the shop's one SKU rule (trimmed, upper-cased), unique across products and variants. */
export const ZVariantSku = ZSku;

/**
 * The SKU a variant gets when it is generated or its SKU is left blank: the product's own SKU and the variant's
 * values (ROWAN-3S-V12-15, or FS-000123-V12-15 for a product named after its id), unique because a product has
 * one variant per combination; cut to the 64 characters a SKU may have.
 */
export function generatedVariantSku(productSku: string, valueIds: readonly number[]): string {
  return `${productSku}-V${valueIds.join('-')}`.slice(0, 64);
}

const cents = (max: number) =>
  z
    .number({ error: 'Enter a whole number of cents.' })
    .int('Enter a whole number.')
    .min(0, 'Must be zero or more.')
    .max(max);
const whole = (max: number) =>
  z
    .number({ error: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(0, 'Must be zero or more.')
    .max(max);

// ---------------------------------------------------------------------------------------------------- options

export const ZOptionValue = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The material whose swatch this value is, or null for a plain value (a size). */
  materialId: z.number().int().nullable(),
  /** The swatch image of that material. */
  swatch: z.string().nullable(),
  /** Surcharge options only: added to the unit price (before the discount) and to the lead time. */
  surchargeCents: z.number().int(),
  surchargeLeadDays: z.number().int(),
});
export type TOptionValue = z.infer<typeof ZOptionValue>;

export const ZProductOption = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(OPTION_KINDS),
  values: z.array(ZOptionValue),
});
export type TProductOption = z.infer<typeof ZProductOption>;

const ZLabel = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, `At most ${max} characters.`);

export const ZOptionValueForm = z.object({
  /** An existing value keeps its id (variants name it); a new one has none. */
  id: ZId.optional(),
  label: ZLabel(60, 'Name the value.'),
  materialId: ZId.nullable().default(null),
  surchargeCents: cents(10_000_000).default(0),
  surchargeLeadDays: whole(365).default(0),
});
export type TOptionValueForm = z.output<typeof ZOptionValueForm>;

const unique = <T>(items: readonly T[], key: (item: T) => string) =>
  new Set(items.map(key)).size === items.length;

export const ZOptionForm = z.object({
  id: ZId.optional(),
  name: ZLabel(40, 'Name the option, such as Size or Fabric.'),
  kind: z.enum(OPTION_KINDS, 'Choose whether the option makes variants or adds a surcharge.'),
  values: z
    .array(ZOptionValueForm)
    .min(1, VARIANT_MESSAGES.noValues)
    .max(MAX_OPTION_VALUES, VARIANT_MESSAGES.tooManyValues)
    .refine((values) => unique(values, (v) => v.label.toLowerCase()), VARIANT_MESSAGES.valueLabelTaken),
});
export type TOptionForm = z.output<typeof ZOptionForm>;

/** PUT-like save of a product's whole option list (POST /api/product/{id}/options). */
export const ZProductOptionsInput = z.object({
  id: ZId,
  options: z
    .array(ZOptionForm)
    .max(MAX_PRODUCT_OPTIONS, VARIANT_MESSAGES.tooManyOptions)
    .refine((options) => unique(options, (o) => o.name.toLowerCase()), VARIANT_MESSAGES.optionNameTaken),
});
export type TProductOptionsInput = z.output<typeof ZProductOptionsInput>;

// --------------------------------------------------------------------------------------------------- variants

export const ZVariant = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  /** One value per variant option, in the options' order. */
  optionValueIds: z.array(z.number().int()),
  /** "Large / Oak". */
  title: z.string(),
  priceCents: z.number().int(),
  discountPercent: z.number().int(),
  discountedCents: z.number().int(),
  stock: z.number().int(),
  leadTimeDays: z.number().int(),
  /** Its own selling mode, or null to follow the product's. */
  sellingMode: z.enum(SELLING_MODES).nullable(),
  /** The mode it sells in: its own, else its product's (what the storefront and checkout go by). */
  sellsAs: z.enum(SELLING_MODES),
  widthIn: z.number().int(),
  depthIn: z.number().int(),
  heightIn: z.number().int(),
  packageLengthIn: z.number().int(),
  packageWidthIn: z.number().int(),
  packageHeightIn: z.number().int(),
  packageWeightLb: z.number(),
  image: z.string().nullable(),
  active: z.boolean(),
  availability: z.enum(AVAILABILITIES),
});
export type TVariant = z.infer<typeof ZVariant>;

/** A product's options and variants: the back-office table and the storefront picker read the same. */
export const ZProductVariants = z.object({
  productId: z.number().int(),
  /** The implicit variant's SKU (products.sku) for a product without variant options. */
  options: z.array(ZProductOption),
  variants: z.array(ZVariant),
  /** The product's own selling mode: what a variant without one (sellingMode null) sells in. */
  productSellingMode: z.enum(SELLING_MODES),
});
export type TProductVariants = z.infer<typeof ZProductVariants>;

const variantFields = {
  priceCents: cents(100_000_000),
  discountPercent: z
    .number({ error: 'Discount must be between 0 and 100 percent.' })
    .int('Enter a whole number.')
    .min(0, 'Discount must be between 0 and 100 percent.')
    .max(100, 'Discount must be between 0 and 100 percent.'),
  stock: whole(1_000_000),
  leadTimeDays: whole(365),
  /** null: sell as the product does. */
  sellingMode: z.enum(SELLING_MODES, { error: 'Choose how this variant sells.' }).nullable(),
  widthIn: whole(1000),
  depthIn: whole(1000),
  heightIn: whole(1000),
  packageLengthIn: whole(1000),
  packageWidthIn: whole(1000),
  packageHeightIn: whole(1000),
  packageWeightLb: z.number({ error: 'Must be zero or more.' }).min(0, 'Must be zero or more.').max(10_000),
  image: ZImageKey.nullable(),
  active: z.boolean(),
};

/** Saving ONE variant (POST /api/product/{id}/variant/{variantId}): only that row is written. */
export const ZVariantUpdateInput = z.object({
  id: ZId,
  variantId: ZId,
  /** Blank gives the variant its generated SKU (FS-000123-V12-15). */
  sku: z.union([z.literal(''), ZVariantSku]).optional(),
  priceCents: variantFields.priceCents.optional(),
  discountPercent: variantFields.discountPercent.optional(),
  stock: variantFields.stock.optional(),
  leadTimeDays: variantFields.leadTimeDays.optional(),
  sellingMode: variantFields.sellingMode.optional(),
  widthIn: variantFields.widthIn.optional(),
  depthIn: variantFields.depthIn.optional(),
  heightIn: variantFields.heightIn.optional(),
  packageLengthIn: variantFields.packageLengthIn.optional(),
  packageWidthIn: variantFields.packageWidthIn.optional(),
  packageHeightIn: variantFields.packageHeightIn.optional(),
  packageWeightLb: variantFields.packageWeightLb.optional(),
  image: variantFields.image.optional(),
  active: variantFields.active.optional(),
});
export type TVariantUpdateInput = z.output<typeof ZVariantUpdateInput>;

/** Creates the variants missing for every combination of the variant options' values, from the product's values. */
export const ZGenerateVariantsInput = z.object({ id: ZId });
export const ZGenerateVariantsResult = z.object({ created: z.number().int(), variants: z.array(ZVariant) });
export type TGenerateVariantsResult = z.infer<typeof ZGenerateVariantsResult>;

/** The same values on the chosen variants of one product, in one statement: rows not chosen are not written. */
export const ZVariantBulkSetInput = z.object({
  id: ZId,
  variantIds: z
    .array(ZId)
    .min(1, VARIANT_MESSAGES.noVariantsToSet)
    .max(MAX_BULK_VARIANTS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each variant can be selected once.'),
  set: z
    .object({
      priceCents: variantFields.priceCents.optional(),
      discountPercent: variantFields.discountPercent.optional(),
      stock: variantFields.stock.optional(),
      leadTimeDays: variantFields.leadTimeDays.optional(),
      sellingMode: variantFields.sellingMode.optional(),
      active: z.boolean().optional(),
    })
    .refine((set) => Object.values(set).some((v) => v !== undefined), VARIANT_MESSAGES.nothingToSet),
});
export type TVariantBulkSetInput = z.output<typeof ZVariantBulkSetInput>;
export const ZVariantBulkSetResult = z.object({ updated: z.number().int() });

export const ZVariantIdInput = z.object({ id: ZId, variantId: ZId });

/** GET /api/product/sku/{sku}: which product and variant a SKU names (404 for an unknown one). */
export const ZSkuLookupInput = z.object({ sku: ZVariantSku });
export const ZSkuLookup = z.object({
  productId: z.number().int(),
  slug: z.string(),
  variantId: z.number().int().nullable(),
  sku: z.string(),
  active: z.boolean(),
});
export type TSkuLookup = z.infer<typeof ZSkuLookup>;
