import { z } from 'zod';
import { ZId } from '../common/fields.js';
import { MAX_PRODUCT_IMAGES, PRODUCT_MESSAGES, ZProductForm, ZProductListInput } from '../product/product.js';
import { ZSku } from '../product/sku.js';
import { SELLING_MODES } from '../product/made-to-order.js';

/**
 * The catalogue as CSV: one row per product, then one per variant of it, matched by SKU on import (create or
 * update). The columns are the product form's fields under snake-case names; the room type is named by its slug (or
 * its name when no slug matches), materials by name, images by URL or key, several values in one cell separated by
 * `|`. A variant's row names its product in `product_sku` and its options in `options` (`Size=Large|Fabric=Linen`),
 * and leaves the product's own columns (name, slug, room type, materials, description) empty; its selling mode is its
 * own, or empty for its product's.
 */
export const CATALOGUE_COLUMNS = [
  'sku',
  'product_sku',
  'options',
  'name',
  'slug',
  'room_type',
  'price',
  'discount_percent',
  'stock',
  'lead_time_days',
  'selling_mode',
  'active',
  'width_in',
  'depth_in',
  'height_in',
  'package_length_in',
  'package_width_in',
  'package_height_in',
  'package_weight_lb',
  'needs_assembly',
  'assembly_minutes',
  'materials',
  'image_urls',
  'description',
] as const;
export type TCatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** A new product cannot be made without these, so every file must have them; the others may be left out. */
export const CATALOGUE_REQUIRED_COLUMNS: readonly TCatalogueColumn[] = [
  'sku',
  'name',
  'room_type',
  'price',
  'stock',
];

/** Between several materials or images in one cell. */
export const CATALOGUE_LIST_SEPARATOR = '|';

/** An upload's size and rows at most: 10 MB holds some 30 000 typical rows. */
export const MAX_CATALOGUE_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_CATALOGUE_ROWS = 50_000;
/** Rows written per transaction when an import is applied. */
export const CATALOGUE_BATCH_ROWS = 500;
/** Errors and planned changes a dry run lists at most (the counts are always whole). */
export const MAX_CATALOGUE_REPORTED = 200;

/** A variant row's selling_mode that clears the variant's own mode: it then sells as its product does. */
export const AS_PRODUCT_SELLS = 'product';

export const CATALOGUE_MESSAGES = {
  empty: 'The file is empty: the first line must name the columns.',
  tooLarge: `The file must be at most ${MAX_CATALOGUE_CSV_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `A file can hold at most ${MAX_CATALOGUE_ROWS} products.`,
  unknownColumn: (name: string) =>
    `Unknown column "${name}": the columns are ${CATALOGUE_COLUMNS.join(', ')}.`,
  missingColumn: (name: string) => `The column "${name}" is missing.`,
  repeatedColumn: (name: string) => `The column "${name}" appears twice.`,
  malformed: (reason: string) => `The line cannot be read as CSV: ${reason}.`,
  cellCount: (found: number, expected: number) =>
    `This line has ${found} values where the header names ${expected}.`,
  duplicateSku: (line: number) => `This SKU is already on line ${line}.`,
  duplicateSlug: (line: number) => `This slug is already on line ${line}.`,
  slugTaken: 'Another product (another SKU) already uses this slug.',
  unknownRoomType: (name: string) => `No room type is called "${name}" (give its slug or name).`,
  ambiguousRoomType: (name: string) => `Several room types are called "${name}": give its slug.`,
  unknownMaterial: (name: string) => `No material is called "${name}".`,
  ambiguousMaterial: (name: string) => `Several materials are called "${name}".`,
  unknownImage: (ref: string) =>
    `"${ref}" is not an image of this shop: upload it first and give its key or URL.`,
  notANumber: 'Enter a number.',
  notAFlag: 'Enter true or false (or yes/no, 1/0).',
  noRows: 'The file has a header but no products.',
  hasErrors: 'The file has errors: fix them and upload it again; nothing was changed.',
  notReady: 'This import cannot be applied: it was applied already or is not ready.',
  skuTakenWhileApplying: (written: number) =>
    `A product or variant took a SKU of the file while it was applied: the import stopped there, with ${written} ` +
    `${written === 1 ? 'line' : 'lines'} written. Upload the file again to see what is left to change.`,
  notASellingMode: `Enter one of ${SELLING_MODES.join(', ')}.`,
  notAVariantSellingMode: `Enter one of ${SELLING_MODES.join(', ')}, or ${AS_PRODUCT_SELLS} to sell as the product does.`,
  productColumnOnVariant: 'A variant’s row leaves this empty: it is the product’s, on the product’s row.',
  variantOnProductRow: 'Only a variant’s row has options (with its product’s SKU in product_sku).',
  unknownProduct: (sku: string) => `No product has the SKU "${sku}".`,
  otherProductsVariant: (sku: string) => `This SKU is a variant of another product (${sku}).`,
  skuOfVariant: 'This SKU is a variant’s: a product needs a SKU of its own.',
  skuOfProduct: 'This SKU is a product’s: a variant needs a SKU of its own.',
  optionsNeeded: 'Give the variant’s options (Size=Large|Fabric=Linen) to create it.',
  badOptions: 'Write the options as Name=Value, separated by |.',
  optionsOfExisting: 'A variant’s options cannot change: add a variant with the new options instead.',
  unknownOptionValue: (name: string, value: string) =>
    `The product has no option "${name}" with the value "${value}".`,
  missingOption: (name: string) => `Give a value of "${name}".`,
  combinationTaken: (sku: string) => `Another variant (${sku}) has these options.`,
  combinationInFile: (line: number) => `A variant with these options is already on line ${line}.`,
  oneVariantImage: 'A variant shows one image.',
  soldByVariants: (column: 'price' | 'discount_percent' | 'stock') =>
    `This product is sold by variants: its ${column === 'discount_percent' ? 'discount' : column} is theirs ` +
    `(${column === 'stock' ? 'their stock summed' : 'the cheapest variant’s'}), so set it on its variants’ rows.`,
} as const;

/** Whole dollars and up to two decimals ("249.99", "1,299.00"), read without floating point. */
const DOLLARS = /^\$?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/;
export function parseDollarsToCents(text: string): number {
  const match = DOLLARS.exec(text.trim());
  if (!match) return Number.NaN;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}
export function formatCentsAsDollars(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** An empty cell is undefined (the form's default); anything else must read as a number, else NaN (its message). */
const cellNumber = (cell: unknown) => {
  if (typeof cell !== 'string') return cell;
  const text = cell.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};
const cellCents = (cell: unknown) => {
  if (typeof cell !== 'string') return cell;
  return cell.trim() === '' ? undefined : parseDollarsToCents(cell);
};
const cellList = (cell: unknown) =>
  typeof cell === 'string'
    ? cell
        .split(CATALOGUE_LIST_SEPARATOR)
        .map((part) => part.trim())
        .filter(Boolean)
    : cell;

const form = ZProductForm.shape;

/** A yes/no cell; empty is the default. */
const flagCell = (defaultValue: boolean) =>
  z.preprocess(
    (cell) => {
      if (typeof cell !== 'string') return cell;
      const text = cell.trim().toLowerCase();
      if (text === '') return undefined;
      return TRUE.has(text) ? true : FALSE.has(text) ? false : 'invalid';
    },
    z.boolean({ error: CATALOGUE_MESSAGES.notAFlag }).default(defaultValue),
  );
const ZActiveCell = flagCell(true);
const empty = (message: string) =>
  z.preprocess(
    (cell) => (typeof cell === 'string' ? cell.trim() : cell),
    z.literal('', { error: message }).optional(),
  );
const num = <T extends z.ZodType>(schema: T) => z.preprocess(cellNumber, schema);

/**
 * One row's cells checked with the product form's own limits and messages. References (room type, materials,
 * images) stay names here: the services resolve them against the database.
 */
export const ZCatalogueRow = z.object({
  sku: ZSku,
  name: form.name,
  slug: z.preprocess((cell) => (cell === '' ? undefined : cell), form.slug.optional()),
  room_type: z.string().trim().min(1, 'Give the room type (its slug or name).'),
  price: z.preprocess(cellCents, form.priceCents),
  discount_percent: num(form.discountPercent),
  stock: num(form.stock),
  lead_time_days: num(form.leadTimeDays),
  selling_mode: z.preprocess(
    (cell) => (typeof cell === 'string' ? cell.trim().toLowerCase() || undefined : cell),
    z.enum(SELLING_MODES, { error: CATALOGUE_MESSAGES.notASellingMode }).default('stock'),
  ),
  active: ZActiveCell,
  width_in: num(form.widthIn),
  depth_in: num(form.depthIn),
  height_in: num(form.heightIn),
  package_length_in: num(form.packageLengthIn),
  package_width_in: num(form.packageWidthIn),
  package_height_in: num(form.packageHeightIn),
  package_weight_lb: num(form.packageWeightLb),
  // Whether the crew assembles it (white glove), and how long that takes: a product's own, never a variant's.
  needs_assembly: flagCell(false),
  assembly_minutes: num(form.assemblyMinutes),
  materials: z.preprocess(cellList, z.array(z.string().max(120)).max(50)).default([]),
  image_urls: z
    .preprocess(
      cellList,
      z.array(z.string().max(400)).max(MAX_PRODUCT_IMAGES, PRODUCT_MESSAGES.tooManyImages),
    )
    .default([]),
  description: form.description,
  product_sku: empty(CATALOGUE_MESSAGES.variantOnProductRow),
  options: empty(CATALOGUE_MESSAGES.variantOnProductRow),
});
export type TCatalogueRow = z.output<typeof ZCatalogueRow>;

/** `Size=Large|Fabric=Linen` as pairs, or undefined when a part is not Name=Value. */
export function parseVariantOptions(cell: string): { name: string; value: string }[] | undefined {
  const pairs = cellList(cell) as string[];
  const parsed = pairs.map((pair) => {
    const at = pair.indexOf('=');
    return at > 0 ? { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() } : undefined;
  });
  return parsed.every((pair) => pair && pair.name && pair.value)
    ? (parsed as { name: string; value: string }[])
    : undefined;
}

/** `Size=Large|Fabric=Linen` from pairs. */
export const variantOptionsCell = (pairs: readonly { name: string; value: string }[]): string =>
  pairs.map((pair) => `${pair.name}=${pair.value}`).join(CATALOGUE_LIST_SEPARATOR);

/**
 * A variant's row (`product_sku` given): its own SKU and columns, each optional (an update keeps what the file
 * leaves out; a new variant starts from its product's values, as generated ones do).
 */
export const ZCatalogueVariantRow = z.object({
  sku: ZSku,
  product_sku: ZSku,
  options: z
    .preprocess(
      (cell) => (typeof cell === 'string' && cell.trim() === '' ? undefined : cell),
      z.string().optional(),
    )
    .transform((cell, ctx) => {
      if (cell === undefined) return undefined;
      const pairs = parseVariantOptions(cell);
      if (!pairs) ctx.addIssue({ code: 'custom', message: CATALOGUE_MESSAGES.badOptions });
      return pairs;
    }),
  price: z.preprocess(cellCents, form.priceCents.optional()),
  discount_percent: num(form.discountPercent.optional()),
  stock: num(form.stock.optional()),
  lead_time_days: num(form.leadTimeDays.optional()),
  active: ZActiveCell,
  width_in: num(form.widthIn.optional()),
  depth_in: num(form.depthIn.optional()),
  height_in: num(form.heightIn.optional()),
  package_length_in: num(form.packageLengthIn.optional()),
  package_width_in: num(form.packageWidthIn.optional()),
  package_height_in: num(form.packageHeightIn.optional()),
  package_weight_lb: num(form.packageWeightLb.optional()),
  image_urls: z
    .preprocess(cellList, z.array(z.string().max(400)).max(1, CATALOGUE_MESSAGES.oneVariantImage))
    .default([]),
  name: empty(CATALOGUE_MESSAGES.productColumnOnVariant),
  slug: empty(CATALOGUE_MESSAGES.productColumnOnVariant),
  needs_assembly: empty(CATALOGUE_MESSAGES.productColumnOnVariant),
  assembly_minutes: empty(CATALOGUE_MESSAGES.productColumnOnVariant),
  room_type: empty(CATALOGUE_MESSAGES.productColumnOnVariant),
  // Empty: as the product sells (an update keeps the variant's); `product` puts a variant back to its product's mode.
  selling_mode: z.preprocess(
    (cell) => (typeof cell === 'string' ? cell.trim().toLowerCase() || undefined : cell),
    z
      .enum([...SELLING_MODES, AS_PRODUCT_SELLS], { error: CATALOGUE_MESSAGES.notAVariantSellingMode })
      .optional()
      .transform((mode) => (mode === AS_PRODUCT_SELLS ? null : mode)),
  ),
  materials: empty(CATALOGUE_MESSAGES.productColumnOnVariant),
  description: empty(CATALOGUE_MESSAGES.productColumnOnVariant),
});
export type TCatalogueVariantRow = z.output<typeof ZCatalogueVariantRow>;
/** A row as read from a file: only the columns the header named. */
export type TCatalogueRowCells = Partial<Record<TCatalogueColumn, string>>;

/** One problem of one line of the file (line 1 is the header); `field` is the column, or null for the whole line. */
export const ZCatalogueError = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type TCatalogueError = z.infer<typeof ZCatalogueError>;

export const ZCatalogueChange = z.object({
  line: z.number().int(),
  sku: z.string(),
  action: z.enum(['create', 'update']),
  /** The columns an update changes (every given one for a create). */
  fields: z.array(z.string()),
});
export type TCatalogueChange = z.infer<typeof ZCatalogueChange>;

export const CATALOGUE_IMPORT_STATUSES = ['invalid', 'validated', 'running', 'done', 'failed'] as const;
export type TCatalogueImportStatus = (typeof CATALOGUE_IMPORT_STATUSES)[number];

/** An uploaded file, its dry run and (once applied) its progress: what the dry run answers and the UI polls. */
export const ZCatalogueImport = z.object({
  id: ZId,
  status: z.enum(CATALOGUE_IMPORT_STATUSES),
  filename: z.string(),
  rows: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  unchanged: z.number().int(),
  /** Rows written so far while applying (all of them once done). */
  processed: z.number().int(),
  errorCount: z.number().int(),
  /** The first MAX_CATALOGUE_REPORTED errors, by line. */
  errors: z.array(ZCatalogueError),
  /** The first MAX_CATALOGUE_REPORTED creates and updates, by line. */
  changes: z.array(ZCatalogueChange),
  /** Why a run stopped (status failed). */
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TCatalogueImport = z.infer<typeof ZCatalogueImport>;

export const ZCatalogueImportIdInput = z.object({ id: ZId });
export type TCatalogueImportIdInput = z.infer<typeof ZCatalogueImportIdInput>;

/** The export takes the back-office product list's filters (search, room type, material, active, low stock). */
export const ZCatalogueExportInput = ZProductListInput.omit({ page: true, sort: true });
export type TCatalogueExportInput = z.input<typeof ZCatalogueExportInput>;
