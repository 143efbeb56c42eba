import type { ProductVariant } from '@shop/db';
import {
  availability,
  discountedCents,
  sellingMode,
  variantSellingMode,
  variantTitle,
  type TProductOption,
  type TVariant,
} from '@shop/domain';
import type { Db } from '../db.js';
import { placeholders } from '../sql-values.js';

/*
 * A product's options and variants as every reader of them takes them: the product pages, the back-office's variant
 * table, the cart's lines and the catalogue. And the product columns that sum its variants up, which every writer of
 * variants keeps right.
 */

/** The values of a variant row, one per variant option in order. */
export function valueIdsOf(variant: Pick<ProductVariant, 'value1Id' | 'value2Id' | 'value3Id'>): number[] {
  return [variant.value1Id, variant.value2Id, variant.value3Id]
    .filter((id): id is number => id !== null && id !== undefined)
    .map(Number);
}

/**
 * The wire form of a variant row. `productSellingMode` is its product's mode, which a variant without a mode of its
 * own (null) sells in: the storefront, the cart and checkout all go by `sellsAs`.
 */
export function toVariant(
  row: TVariantRow,
  options: readonly TProductOption[],
  productSellingMode: string,
): TVariant {
  const optionValueIds = valueIdsOf(row);
  const sellsAs = variantSellingMode(row, { sellingMode: productSellingMode });
  const item = {
    stock: Number(row.stock),
    leadTimeDays: Number(row.leadTimeDays),
    active: Boolean(Number(row.active)),
  };
  return {
    id: Number(row.id),
    productId: Number(row.productId),
    sku: row.sku,
    optionValueIds,
    title: variantTitle(options, optionValueIds),
    priceCents: Number(row.priceCents),
    discountPercent: Number(row.discountPercent),
    discountedCents: discountedCents(Number(row.priceCents), Number(row.discountPercent)),
    ...item,
    sellingMode: row.sellingMode === null ? null : sellingMode(row.sellingMode),
    sellsAs,
    widthIn: Number(row.widthIn),
    depthIn: Number(row.depthIn),
    heightIn: Number(row.heightIn),
    packageLengthIn: Number(row.packageLengthIn),
    packageWidthIn: Number(row.packageWidthIn),
    packageHeightIn: Number(row.packageHeightIn),
    packageWeightLb: Number(row.packageWeightLb),
    image: row.image,
    availability: availability({ ...item, sellingMode: sellsAs }),
  };
}

/**
 * Each product's options with their values (and the swatch of a value's material), in position order. Plain SQL:
 * the product page and the cart read it on every miss, and TypeORM's find with a relation cost the page more than
 * all its other reads together.
 */
export async function loadOptions(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, TProductOption[]>> {
  const byProduct = new Map<number, TProductOption[]>();
  if (productIds.length === 0) return byProduct;
  const list = placeholders(productIds);
  const [options, values] = await Promise.all([
    db.query<{ id: number | string; productId: number | string; name: string; kind: TProductOption['kind'] }>(
      'SELECT o.id AS `id`, o.product_id AS `productId`, o.name AS `name`, o.kind AS `kind` FROM product_options o ' +
        `WHERE o.product_id IN (${list}) ORDER BY o.position, o.id`,
      [...productIds],
    ),
    db.query<{
      id: number | string;
      optionId: number | string;
      label: string;
      materialId: number | string | null;
      swatch: string | null;
      surchargeCents: number | string;
      surchargeLeadDays: number | string;
    }>(
      'SELECT ov.id AS `id`, ov.option_id AS `optionId`, ov.label AS `label`, ov.material_id AS `materialId`, ' +
        'm.image AS `swatch`, ov.surcharge_cents AS `surchargeCents`, ov.surcharge_lead_days AS `surchargeLeadDays` ' +
        'FROM product_option_values ov LEFT JOIN materials m ON m.id = ov.material_id ' +
        `WHERE ov.product_id IN (${list}) ORDER BY ov.position, ov.id`,
      [...productIds],
    ),
  ]);
  const byOption = new Map<number, TProductOption>();
  for (const option of options) {
    const wire: TProductOption = { id: Number(option.id), name: option.name, kind: option.kind, values: [] };
    byOption.set(wire.id, wire);
    const productId = Number(option.productId);
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), wire]);
  }
  for (const value of values)
    byOption.get(Number(value.optionId))?.values.push({
      id: Number(value.id),
      label: value.label,
      materialId: value.materialId === null ? null : Number(value.materialId),
      swatch: value.swatch ?? null,
      surchargeCents: Number(value.surchargeCents),
      surchargeLeadDays: Number(value.surchargeLeadDays),
    });
  return byProduct;
}

/** A variant row as toVariant reads it, selected by VARIANT_COLUMNS (the table aliased `v`). */
export type TVariantRow = Pick<
  ProductVariant,
  | 'id'
  | 'productId'
  | 'sku'
  | 'value1Id'
  | 'value2Id'
  | 'value3Id'
  | 'priceCents'
  | 'discountPercent'
  | 'stock'
  | 'leadTimeDays'
  | 'widthIn'
  | 'depthIn'
  | 'heightIn'
  | 'packageLengthIn'
  | 'packageWidthIn'
  | 'packageHeightIn'
  | 'packageWeightLb'
  | 'image'
  | 'active'
  | 'sellingMode'
>;

export const VARIANT_COLUMNS = [
  ['id', 'id'],
  ['product_id', 'productId'],
  ['sku', 'sku'],
  ['value1_id', 'value1Id'],
  ['value2_id', 'value2Id'],
  ['value3_id', 'value3Id'],
  ['price_cents', 'priceCents'],
  ['discount_percent', 'discountPercent'],
  ['stock', 'stock'],
  ['lead_time_days', 'leadTimeDays'],
  ['width_in', 'widthIn'],
  ['depth_in', 'depthIn'],
  ['height_in', 'heightIn'],
  ['package_length_in', 'packageLengthIn'],
  ['package_width_in', 'packageWidthIn'],
  ['package_height_in', 'packageHeightIn'],
  ['package_weight_lb', 'packageWeightLb'],
  ['image', 'image'],
  ['active', 'active'],
  ['selling_mode', 'sellingMode'],
]
  .map(([column, alias]) => `v.${column} AS \`${alias}\``)
  .join(', ');

/**
 * A product with variants keeps its own columns as the summary of its active variants: its stock is their sum and
 * its price and discount are those of the one a shopper pays least for. So every read of products (cards and
 * their "from" price, the price sort and filter, in-stock badges and filters, the low-stock list) stays right
 * without knowing variants. One statement: its reads of the variant rows are the database's current ones. A
 * product without variants is left alone (its columns are its one implicit variant).
 */
export async function syncFromVariants(tx: Db, productId: number): Promise<void> {
  const cheapest = (column: string) =>
    `(SELECT v.${column} FROM product_variants v WHERE v.product_id = ? AND v.active = 1 ` +
    'ORDER BY v.price_cents * (100 - v.discount_percent), v.id LIMIT 1)';
  await tx.query(
    'UPDATE products SET stock = (SELECT COALESCE(SUM(v.stock), 0) FROM product_variants v ' +
      'WHERE v.product_id = ? AND v.active = 1), ' +
      `price_cents = COALESCE(${cheapest('price_cents')}, price_cents), ` +
      `discount_percent = COALESCE(${cheapest('discount_percent')}, discount_percent) ` +
      'WHERE id = ? AND EXISTS (SELECT 1 FROM product_variants w WHERE w.product_id = ?)',
    [productId, productId, productId, productId, productId],
  );
}
