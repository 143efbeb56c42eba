import {
  CATALOGUE_COLUMNS,
  CATALOGUE_LIST_SEPARATOR,
  CATALOGUE_MESSAGES,
  csvSafeCell,
  formatCentsAsDollars,
  imageUrl,
  slugify,
  variantOptionsCell,
  type TSellingMode,
  type TCatalogueColumn,
  type TCatalogueError,
} from '@shop/domain';
import { stringify } from 'csv-stringify/sync';
import type { ICatalogueLine } from './catalogue-csv.js';
import { resolveReferences, type ICatalogueReferences } from './catalogue-references.js';

export { imageKeyOf, resolveReferences, type ICatalogueReferences } from './catalogue-references.js';
/**
 * The one mapping between a product (and each of its variants) and its CSV row, both ways: the export walks products
 * and asks this module for their records, the import asks it what a line sets.
 */

/** What one row sets on a product: the product's own columns, its material links and its images (keys, in order). */
export interface ICatalogueProduct {
  sku: string;
  name: string;
  slug: string;
  roomTypeId: number;
  priceCents: number;
  discountPercent: number;
  stock: number;
  leadTimeDays: number;
  sellingMode: TSellingMode;
  active: boolean;
  widthIn: number;
  depthIn: number;
  heightIn: number;
  packageLengthIn: number;
  packageWidthIn: number;
  packageHeightIn: number;
  packageWeightLb: number;
  needsAssembly: boolean;
  assemblyMinutes: number;
  description: string;
  materialIds: number[];
  images: string[];
}
export type TProductColumn = Exclude<keyof ICatalogueProduct, 'materialIds' | 'images'>;

/** A product as the export reads it: its columns with the references by name. */
export interface IExportedProduct extends Omit<ICatalogueProduct, 'roomTypeId' | 'materialIds' | 'images'> {
  id: number;
  roomTypeSlug: string;
  materials: string[];
  images: string[];
  variants: IExportedVariant[];
}

/** What a variant's row sets: its own columns (the product's are on the product's row). */
export type ICatalogueVariant = Pick<
  ICatalogueProduct,
  | 'sku'
  | 'priceCents'
  | 'discountPercent'
  | 'stock'
  | 'leadTimeDays'
  | 'active'
  | 'widthIn'
  | 'depthIn'
  | 'heightIn'
  | 'packageLengthIn'
  | 'packageWidthIn'
  | 'packageHeightIn'
  | 'packageWeightLb'
> & {
  image: string | null;
  /** Its own selling mode, or null: its product's. */
  sellingMode: TSellingMode | null;
};

/** A variant as the export reads it, with its options as `Size=Large` pairs in option order. */
export interface IExportedVariant extends ICatalogueVariant {
  options: { name: string; value: string }[];
}

/** Which field of a variant each column sets (the columns a variant's row may fill). */
export const VARIANT_FIELD_OF_COLUMN: Partial<Record<TCatalogueColumn, keyof ICatalogueVariant>> = {
  sku: 'sku',
  price: 'priceCents',
  discount_percent: 'discountPercent',
  stock: 'stock',
  lead_time_days: 'leadTimeDays',
  selling_mode: 'sellingMode',
  active: 'active',
  width_in: 'widthIn',
  depth_in: 'depthIn',
  height_in: 'heightIn',
  package_length_in: 'packageLengthIn',
  package_width_in: 'packageWidthIn',
  package_height_in: 'packageHeightIn',
  package_weight_lb: 'packageWeightLb',
  image_urls: 'image',
};

/** The variant's columns in `product_variants`, by field. */
export const VARIANT_SQL_COLUMNS: Record<keyof ICatalogueVariant, string> = {
  sku: 'sku',
  priceCents: 'price_cents',
  discountPercent: 'discount_percent',
  stock: 'stock',
  leadTimeDays: 'lead_time_days',
  active: 'active',
  widthIn: 'width_in',
  depthIn: 'depth_in',
  heightIn: 'height_in',
  packageLengthIn: 'package_length_in',
  packageWidthIn: 'package_width_in',
  packageHeightIn: 'package_height_in',
  packageWeightLb: 'package_weight_lb',
  image: 'image',
  sellingMode: 'selling_mode',
};

/** A raw row of `product_variants` in the variant's types. */
export function fromVariantRow(row: Record<string, unknown>): ICatalogueVariant {
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(VARIANT_SQL_COLUMNS) as (keyof ICatalogueVariant)[]) {
    const value = row[field];
    out[field] =
      field === 'active'
        ? value === true || value === 1 || value === '1'
        : field === 'sku' || field === 'image' || field === 'sellingMode'
          ? (value ?? null)
          : Number(value);
  }
  return out as unknown as ICatalogueVariant;
}

/** Which field of the product each column sets (a variant's own columns set none). */
const FIELD_OF_COLUMN: Partial<Record<TCatalogueColumn, keyof ICatalogueProduct>> = {
  sku: 'sku',
  name: 'name',
  slug: 'slug',
  room_type: 'roomTypeId',
  price: 'priceCents',
  discount_percent: 'discountPercent',
  stock: 'stock',
  lead_time_days: 'leadTimeDays',
  selling_mode: 'sellingMode',
  active: 'active',
  width_in: 'widthIn',
  depth_in: 'depthIn',
  height_in: 'heightIn',
  package_length_in: 'packageLengthIn',
  package_width_in: 'packageWidthIn',
  package_height_in: 'packageHeightIn',
  package_weight_lb: 'packageWeightLb',
  needs_assembly: 'needsAssembly',
  assembly_minutes: 'assemblyMinutes',
  materials: 'materialIds',
  image_urls: 'images',
  description: 'description',
};

/** The product's columns in `products`, by field (the SQL the export and the import's preload read). */
export const PRODUCT_SQL_COLUMNS: Record<TProductColumn, string> = {
  sku: 'sku',
  name: 'name',
  slug: 'slug',
  roomTypeId: 'room_type_id',
  priceCents: 'price_cents',
  discountPercent: 'discount_percent',
  stock: 'stock',
  leadTimeDays: 'lead_time_days',
  sellingMode: 'selling_mode',
  active: 'active',
  widthIn: 'width_in',
  depthIn: 'depth_in',
  heightIn: 'height_in',
  packageLengthIn: 'package_length_in',
  packageWidthIn: 'package_width_in',
  packageHeightIn: 'package_height_in',
  packageWeightLb: 'package_weight_lb',
  needsAssembly: 'needs_assembly',
  assemblyMinutes: 'assembly_minutes',
  description: 'description',
};

/** A raw row of `products` (numbers may come as strings from MySQL) in the product's types. */
export function fromProductRow(
  row: Record<string, unknown>,
): Omit<ICatalogueProduct, 'materialIds' | 'images'> {
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(PRODUCT_SQL_COLUMNS) as TProductColumn[]) {
    const value = row[field];
    out[field] =
      field === 'active' || field === 'needsAssembly'
        ? value === true || value === 1 || value === '1'
        : typeof value === 'string' && !['sku', 'name', 'slug', 'description', 'sellingMode'].includes(field)
          ? Number(value)
          : value;
  }
  return out as Omit<ICatalogueProduct, 'materialIds' | 'images'>;
}

/** One product's CSV record, in CATALOGUE_COLUMNS order; `origin` makes image URLs absolute. */
export function productToRecord(product: IExportedProduct, origin = ''): string[] {
  const cell: Record<TCatalogueColumn, string> = {
    sku: product.sku,
    product_sku: '',
    options: '',
    name: product.name,
    slug: product.slug,
    room_type: product.roomTypeSlug,
    price: formatCentsAsDollars(product.priceCents),
    discount_percent: String(product.discountPercent),
    stock: String(product.stock),
    lead_time_days: String(product.leadTimeDays),
    selling_mode: product.sellingMode,
    active: product.active ? 'true' : 'false',
    width_in: String(product.widthIn),
    depth_in: String(product.depthIn),
    height_in: String(product.heightIn),
    package_length_in: String(product.packageLengthIn),
    package_width_in: String(product.packageWidthIn),
    package_height_in: String(product.packageHeightIn),
    package_weight_lb: String(product.packageWeightLb),
    needs_assembly: product.needsAssembly ? 'true' : 'false',
    assembly_minutes: String(product.assemblyMinutes),
    materials: product.materials.join(CATALOGUE_LIST_SEPARATOR),
    image_urls: product.images.map((key) => origin + imageUrl(key)).join(CATALOGUE_LIST_SEPARATOR),
    description: product.description,
  };
  return CATALOGUE_COLUMNS.map((column) => cell[column]);
}

/** One variant's CSV record after its product's: its own columns, the product's left empty. */
export function variantToRecord(productSku: string, variant: IExportedVariant, origin = ''): string[] {
  const cell: Partial<Record<TCatalogueColumn, string>> = {
    sku: variant.sku,
    product_sku: productSku,
    options: variantOptionsCell(variant.options),
    price: formatCentsAsDollars(variant.priceCents),
    discount_percent: String(variant.discountPercent),
    stock: String(variant.stock),
    lead_time_days: String(variant.leadTimeDays),
    // Empty: as its product sells.
    selling_mode: variant.sellingMode ?? '',
    active: variant.active ? 'true' : 'false',
    width_in: String(variant.widthIn),
    depth_in: String(variant.depthIn),
    height_in: String(variant.heightIn),
    package_length_in: String(variant.packageLengthIn),
    package_width_in: String(variant.packageWidthIn),
    package_height_in: String(variant.packageHeightIn),
    package_weight_lb: String(variant.packageWeightLb),
    image_urls: variant.image ? origin + imageUrl(variant.image) : '',
  };
  return CATALOGUE_COLUMNS.map((column) => cell[column] ?? '');
}

/** A new product's slug when the file gives none: its name and SKU, so that two products never share one. */
function slugForNew(name: string, sku: string): string {
  return slugify(`${name} ${sku}`).slice(0, 140).replace(/-+$/, '');
}

/**
 * What one line sets on its product: the given columns' values with references resolved, the others from the
 * existing product (an update) or the form's defaults (a create). References that do not resolve are errors of
 * the line's column.
 */
export function lineToProduct(
  { line, row }: ICatalogueLine,
  columns: readonly TCatalogueColumn[],
  refs: ICatalogueReferences,
  existing: ICatalogueProduct | undefined,
): { product?: ICatalogueProduct; errors: TCatalogueError[] } {
  const given = new Set(columns);
  const { roomTypeId, materialIds, images, errors } = resolveReferences(line, row, refs);
  if (errors.length) return { errors };

  const fromRow: ICatalogueProduct = {
    sku: row.sku,
    name: row.name,
    slug: row.slug ?? existing?.slug ?? slugForNew(row.name, row.sku),
    roomTypeId: roomTypeId!,
    priceCents: row.price,
    discountPercent: row.discount_percent,
    stock: row.stock,
    leadTimeDays: row.lead_time_days,
    sellingMode: row.selling_mode,
    active: row.active,
    widthIn: row.width_in,
    depthIn: row.depth_in,
    heightIn: row.height_in,
    packageLengthIn: row.package_length_in,
    packageWidthIn: row.package_width_in,
    packageHeightIn: row.package_height_in,
    packageWeightLb: row.package_weight_lb,
    needsAssembly: row.needs_assembly,
    assemblyMinutes: row.assembly_minutes,
    description: row.description,
    materialIds,
    images,
  };
  if (!existing) return { product: fromRow, errors };
  // An update changes only what the file has a column for; an empty slug keeps the product's.
  const product = { ...existing };
  for (const column of given) {
    const field = FIELD_OF_COLUMN[column];
    if (field) (product as Record<string, unknown>)[field] = fromRow[field];
  }
  return { product, errors };
}

/** The columns of a product's row that, on a product sold by variants, are their summary (syncFromVariants). */
const FROM_VARIANTS_COLUMNS = ['price', 'discount_percent', 'stock'] as const;

/**
 * A product row may not change what its variants decide: the product's price, discount and stock are their summary
 * and would be written over at once, so a row that changes one is refused on its column, as the product form does
 * (refuseVariantSummaryChange); the values it has, as an export writes them, pass.
 */
export function variantSummaryErrors(
  line: number,
  before: ICatalogueProduct,
  after: ICatalogueProduct,
): TCatalogueError[] {
  return FROM_VARIANTS_COLUMNS.filter((column) => {
    const field = FIELD_OF_COLUMN[column] as 'priceCents' | 'discountPercent' | 'stock';
    return before[field] !== after[field];
  }).map((column) => ({ line, field: column, message: CATALOGUE_MESSAGES.soldByVariants(column) }));
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The columns whose value differs (materials in any order, images in order). */
export function changedColumns(before: ICatalogueProduct, after: ICatalogueProduct): TCatalogueColumn[] {
  return CATALOGUE_COLUMNS.filter((column) => {
    const field = FIELD_OF_COLUMN[column];
    if (!field) return false;
    if (field === 'materialIds')
      return !sameList(
        [...before.materialIds].sort((a, b) => a - b),
        [...after.materialIds].sort((a, b) => a - b),
      );
    if (field === 'images') return !sameList(before.images, after.images);
    return before[field] !== after[field];
  });
}

/**
 * csv-stringify's options for catalogue CSV, the export's stream and catalogueCsvText alike: the header, and every
 * cell through csvSafeCell (a name starting with `=` is not a formula in the owner's spreadsheet).
 */
export const CATALOGUE_CSV_WRITE = {
  header: true,
  columns: [...CATALOGUE_COLUMNS],
  cast: { string: (value: string) => csvSafeCell(value) },
};

/** Records as one CSV text with the header (tests and small files; the export streams instead). */
export function catalogueCsvText(records: readonly string[][]): string {
  return stringify(records as string[][], CATALOGUE_CSV_WRITE);
}
