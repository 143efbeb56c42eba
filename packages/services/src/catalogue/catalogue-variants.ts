import { Product, ProductVariant } from '@shop/db';
import {
  CATALOGUE_MESSAGES,
  MAX_PRODUCT_VARIANTS,
  VARIANT_MESSAGES,
  combinationKey,
  variantOptions,
  type TCatalogueColumn,
  type TCatalogueError,
  type TProductOption,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { placeholders } from '../common/sql-values.js';
import { loadOptions, syncFromVariants } from '../common/products/variant-rows.js';
import type { ICatalogueVariantLine } from './catalogue-csv.js';
import { chunks } from './catalogue-sql.js';
import { insertClaimed, refuseTakenSkus } from './catalogue-write.js';
import {
  VARIANT_FIELD_OF_COLUMN,
  VARIANT_SQL_COLUMNS,
  fromVariantRow,
  imageKeyOf,
  type ICatalogueVariant,
  type IExportedVariant,
} from './catalogue-rows.js';

/**
 * Variants in the catalogue CSV: a variant's row names its product (`product_sku`) and is matched by its own SKU.
 * An existing variant gets the columns its row fills (its options cannot change); an unknown SKU with options that
 * name one value of each of the product's variant options makes a new variant of that combination, priced, sized
 * and boxed like the product where the row says nothing, as generated variants are. Products take their price and
 * stock from their variants again after each batch (syncFromVariants).
 */

const LOOKUP_CHUNK = 500;
const key = (text: string) => text.trim().toLowerCase();
const FIELDS = Object.keys(VARIANT_SQL_COLUMNS) as (keyof ICatalogueVariant)[];
const SELECT_VARIANT = FIELDS.map((field) => `pv.${VARIANT_SQL_COLUMNS[field]} AS \`${field}\``).join(', ');

/** One variant line's planned write. */
export interface IPlannedVariant {
  line: number;
  productId: number;
  variant: ICatalogueVariant;
  /** Set for an update: the variant's id and what it was. */
  existing?: { id: number; variant: ICatalogueVariant };
  /** Set for a create: its option values in option order. */
  valueIds?: number[];
  fields: string[];
}

export interface IVariantPlan {
  errors: TCatalogueError[];
  writes: IPlannedVariant[];
  unchanged: number;
  /** SKUs of existing variants, so that a product's row cannot take one. */
  variantSkus: Set<string>;
}

interface IExistingVariant {
  id: number;
  productId: number;
  productSku: string;
  combination: string;
  variant: ICatalogueVariant;
}

/** The variants (and products) the file's SKUs name, and the products its variant rows name with their options. */
async function lookups(db: Db, skus: readonly string[], productSkus: readonly string[]) {
  const variants = new Map<string, IExistingVariant>();
  const productSkuTaken = new Set<string>();
  for (const part of chunks(skus, LOOKUP_CHUNK)) {
    const [rows, products] = await Promise.all([
      db.query<Record<string, unknown>>(
        `SELECT pv.id AS \`id\`, pv.product_id AS \`productId\`, p.sku AS \`productSku\`, pv.combination AS \`combination\`, ` +
          `${SELECT_VARIANT} FROM product_variants pv JOIN products p ON p.id = pv.product_id WHERE pv.sku IN (${placeholders(part)})`,
        part,
      ),
      db.query<{ sku: string }>(
        `SELECT sku AS \`sku\` FROM products WHERE sku IN (${placeholders(part)})`,
        part,
      ),
    ]);
    for (const row of rows)
      variants.set(String(row.sku), {
        id: Number(row.id),
        productId: Number(row.productId),
        productSku: String(row.productSku),
        combination: String(row.combination),
        variant: fromVariantRow(row),
      });
    for (const row of products) productSkuTaken.add(row.sku);
  }
  const productIdBySku = new Map<string, number>();
  for (const part of chunks(productSkus, LOOKUP_CHUNK)) {
    const rows = await db.query<{ id: number; sku: string }>(
      `SELECT id AS \`id\`, sku AS \`sku\` FROM products WHERE sku IN (${placeholders(part)})`,
      part,
    );
    for (const row of rows) productIdBySku.set(row.sku, Number(row.id));
  }
  const ids = [...productIdBySku.values()];
  const options = await loadOptions(db, ids);
  const combinations = new Map<number, Map<string, string>>();
  const products = new Map<number, Product>();
  for (const part of chunks(ids, LOOKUP_CHUNK)) {
    const [taken, rows] = await Promise.all([
      db.query<{ productId: number; combination: string; sku: string }>(
        'SELECT product_id AS `productId`, combination AS `combination`, sku AS `sku` FROM product_variants ' +
          `WHERE product_id IN (${placeholders(part)})`,
        part,
      ),
      db.repo(Product).findBy({ id: In(part) }),
    ]);
    for (const row of taken) {
      const id = Number(row.productId);
      combinations.set(id, (combinations.get(id) ?? new Map()).set(row.combination, row.sku));
    }
    for (const product of rows) products.set(product.id, product);
  }
  return { variants, productSkuTaken, productIdBySku, options, combinations, products };
}

/** The option values a row's `Size=Large|Fabric=Linen` names, one per variant option, or the errors why not. */
function valueIdsOf(
  pairs: readonly { name: string; value: string }[],
  options: readonly TProductOption[],
): { valueIds?: number[]; errors: string[] } {
  const errors: string[] = [];
  const variantKinds = variantOptions(options);
  for (const pair of pairs)
    if (!variantKinds.some((option) => key(option.name) === key(pair.name)))
      errors.push(CATALOGUE_MESSAGES.unknownOptionValue(pair.name, pair.value));
  const valueIds: number[] = [];
  for (const option of variantKinds) {
    const pair = pairs.find((p) => key(p.name) === key(option.name));
    if (!pair) {
      errors.push(CATALOGUE_MESSAGES.missingOption(option.name));
      continue;
    }
    const value = option.values.find((v) => key(v.label) === key(pair.value));
    if (!value) errors.push(CATALOGUE_MESSAGES.unknownOptionValue(option.name, pair.value));
    else valueIds.push(value.id);
  }
  return errors.length ? { errors } : { valueIds, errors };
}

/**
 * Checks the variant lines against the database as it is now; writes nothing. `fileSkus` are every SKU the file
 * gives (product and variant rows), `knownImages` the image keys of this shop.
 */
export async function planVariants(
  db: Db,
  lines: readonly ICatalogueVariantLine[],
  columns: readonly TCatalogueColumn[],
  fileSkus: readonly string[],
  knownImages: ReadonlySet<string>,
): Promise<IVariantPlan> {
  const errors: TCatalogueError[] = [];
  const found = await lookups(db, fileSkus, [...new Set(lines.map((line) => line.row.product_sku))]);
  const given = columns.filter((column) => VARIANT_FIELD_OF_COLUMN[column]);
  const writes: IPlannedVariant[] = [];
  let unchanged = 0;
  const newCombination = new Map<string, number>();
  const newCount = new Map<number, number>();
  for (const { line, row } of lines) {
    const fail = (field: string | null, message: string) => errors.push({ line, field, message });
    const productId = found.productIdBySku.get(row.product_sku);
    if (productId === undefined) {
      fail('product_sku', CATALOGUE_MESSAGES.unknownProduct(row.product_sku));
      continue;
    }
    let image: string | null | undefined;
    if (row.image_urls.length) {
      image = imageKeyOf(row.image_urls[0]!);
      if (!image || !knownImages.has(image)) {
        fail('image_urls', CATALOGUE_MESSAGES.unknownImage(row.image_urls[0]!));
        continue;
      }
    }
    const cells: Partial<ICatalogueVariant> = {
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
      ...(image ? { image } : {}),
    };
    const existing = found.variants.get(row.sku);
    const options = found.options.get(productId) ?? [];
    if (existing) {
      if (existing.productSku !== row.product_sku) {
        fail('product_sku', CATALOGUE_MESSAGES.otherProductsVariant(existing.productSku));
        continue;
      }
      if (row.options) {
        const chosen = valueIdsOf(row.options, options);
        if (!chosen.valueIds || combinationKey(chosen.valueIds) !== existing.combination) {
          fail('options', CATALOGUE_MESSAGES.optionsOfExisting);
          continue;
        }
      }
      const variant = { ...existing.variant };
      for (const column of given) {
        const field = VARIANT_FIELD_OF_COLUMN[column]!;
        const value = cells[field];
        if (field !== 'sku' && value !== undefined) (variant as Record<string, unknown>)[field] = value;
      }
      const fields = given.filter((column) => {
        const field = VARIANT_FIELD_OF_COLUMN[column]!;
        return variant[field] !== existing.variant[field];
      });
      if (fields.length)
        writes.push({
          line,
          productId,
          variant,
          existing: { id: existing.id, variant: existing.variant },
          fields,
        });
      else unchanged++;
      continue;
    }
    if (found.productSkuTaken.has(row.sku)) {
      fail('sku', CATALOGUE_MESSAGES.skuOfProduct);
      continue;
    }
    if (!row.options) {
      fail('options', CATALOGUE_MESSAGES.optionsNeeded);
      continue;
    }
    const chosen = valueIdsOf(row.options, options);
    if (!chosen.valueIds) {
      for (const message of chosen.errors) fail('options', message);
      continue;
    }
    const combination = `${productId}:${combinationKey(chosen.valueIds)}`;
    const takenBy = found.combinations.get(productId)?.get(combinationKey(chosen.valueIds));
    if (takenBy !== undefined) {
      fail('options', CATALOGUE_MESSAGES.combinationTaken(takenBy));
      continue;
    }
    const firstLine = newCombination.get(combination);
    if (firstLine !== undefined) {
      fail('options', CATALOGUE_MESSAGES.combinationInFile(firstLine));
      continue;
    }
    const count = (found.combinations.get(productId)?.size ?? 0) + (newCount.get(productId) ?? 0) + 1;
    if (count > MAX_PRODUCT_VARIANTS) {
      fail('options', VARIANT_MESSAGES.tooManyVariants);
      continue;
    }
    newCombination.set(combination, line);
    newCount.set(productId, (newCount.get(productId) ?? 0) + 1);
    const product = found.products.get(productId)!;
    const variant: ICatalogueVariant = {
      sku: row.sku,
      priceCents: cells.priceCents ?? product.priceCents,
      discountPercent: cells.discountPercent ?? product.discountPercent,
      stock: cells.stock ?? 0,
      leadTimeDays: cells.leadTimeDays ?? product.leadTimeDays,
      active: cells.active ?? true,
      widthIn: cells.widthIn ?? product.widthIn,
      depthIn: cells.depthIn ?? product.depthIn,
      heightIn: cells.heightIn ?? product.heightIn,
      packageLengthIn: cells.packageLengthIn ?? product.packageLengthIn,
      packageWidthIn: cells.packageWidthIn ?? product.packageWidthIn,
      packageHeightIn: cells.packageHeightIn ?? product.packageHeightIn,
      packageWeightLb: cells.packageWeightLb ?? Number(product.packageWeightLb),
      image: cells.image ?? null,
      sellingMode: cells.sellingMode ?? null,
    };
    writes.push({ line, productId, variant, valueIds: chosen.valueIds, fields: [...columns] });
  }
  return { errors, writes, unchanged, variantSkus: new Set(found.variants.keys()) };
}

/**
 * Writes one batch of planned variants (inside the caller's transaction), their new SKUs claimed first, then each
 * product's summary again.
 */
export async function writeVariantBatch(tx: Db, batch: readonly IPlannedVariant[]): Promise<void> {
  const claim = (row: IPlannedVariant) => ({ line: row.line, sku: row.variant.sku });
  await refuseTakenSkus(tx, batch.filter((row) => !row.existing).map(claim));
  const positions = new Map<number, number>();
  for (const row of batch) {
    const columns = { ...row.variant } as Partial<ProductVariant>;
    if (row.existing) {
      await tx.repo(ProductVariant).update({ id: row.existing.id }, columns);
      continue;
    }
    let position = positions.get(row.productId);
    if (position === undefined) {
      const [last] = await tx.query<{ position: number | null }>(
        'SELECT MAX(position) AS `position` FROM product_variants WHERE product_id = ?',
        [row.productId],
      );
      position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    }
    positions.set(row.productId, position + 1);
    const valueIds = row.valueIds!;
    await insertClaimed(tx, [claim(row)], () =>
      tx.repo(ProductVariant).insert({
        ...columns,
        productId: row.productId,
        combination: combinationKey(valueIds),
        value1Id: valueIds[0]!,
        value2Id: valueIds[1] ?? null,
        value3Id: valueIds[2] ?? null,
        position,
      }),
    );
  }
  for (const productId of new Set(batch.map((row) => row.productId))) await syncFromVariants(tx, productId);
}

/** The variants of the exported products, in position order, with their options as `Name=Value` pairs. */
export async function exportedVariants(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, IExportedVariant[]>> {
  const byProduct = new Map<number, IExportedVariant[]>();
  if (!productIds.length) return byProduct;
  const [rows, values] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT pv.product_id AS \`productId\`, pv.value1_id AS \`value1Id\`, pv.value2_id AS \`value2Id\`, ` +
        `pv.value3_id AS \`value3Id\`, ${SELECT_VARIANT} FROM product_variants pv ` +
        `WHERE pv.product_id IN (${placeholders(productIds)}) ORDER BY pv.product_id, pv.position, pv.id`,
      [...productIds],
    ),
    db.query<{ id: number; label: string; name: string }>(
      'SELECT ov.id AS `id`, ov.label AS `label`, o.name AS `name` FROM product_option_values ov ' +
        `JOIN product_options o ON o.id = ov.option_id WHERE ov.product_id IN (${placeholders(productIds)})`,
      [...productIds],
    ),
  ]);
  const valueById = new Map(values.map((v) => [Number(v.id), { name: v.name, value: v.label }]));
  for (const row of rows) {
    const productId = Number(row.productId);
    const options = [row.value1Id, row.value2Id, row.value3Id]
      .filter((id) => id !== null && id !== undefined)
      .flatMap((id) => valueById.get(Number(id)) ?? []);
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), { ...fromVariantRow(row), options }]);
  }
  return byProduct;
}
