/**
 * Inserts planned options, values and variants (variant-gen.ts) in multi-row statements. Ids are given, counted on
 * from each table's highest, so that no row has to be read back to link the next table: the seed and the catalogue
 * growth are the only writers while they run (one transaction).
 */
import { combinationKey, defaultSku, generatedVariantSku } from '@shop/domain';
import type { EntityManager } from 'typeorm';
import type { TStoredKey } from './seed-util.js';
import type { IVariantPlan } from './variant-gen.js';

/** Rows per INSERT: 21 placeholders per variant row stays far below both drivers' limits. */
const CHUNK = 500;

async function nextId(m: EntityManager, table: string): Promise<number> {
  const rows: { top: number | string | null }[] = await m.query(`SELECT MAX(id) AS top FROM ${table}`);
  return Number(rows[0]?.top ?? 0) + 1;
}

async function insertPlain(
  m: EntityManager,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  const row = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const slice = rows.slice(i, i + CHUNK);
    await m.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${slice.map(() => row).join(', ')}`,
      slice.flat(),
    );
  }
}

const VARIANT_COLUMNS = [
  'id',
  'product_id',
  'sku',
  'combination',
  'value1_id',
  'value2_id',
  'value3_id',
  'price_cents',
  'discount_percent',
  'stock',
  'lead_time_days',
  'width_in',
  'depth_in',
  'height_in',
  'package_length_in',
  'package_width_in',
  'package_height_in',
  'package_weight_lb',
  'image',
  'active',
  'position',
];

/**
 * Writes each product's planned options, values and variants. `materialIds` maps material names to ids; a value
 * naming an unknown material is kept without its swatch. The products' own price and stock columns are the
 * caller's to set (variantSummary), before or after.
 */
export async function insertVariantPlans(
  m: EntityManager,
  items: readonly { productId: number; leadTimeDays?: number; plan: IVariantPlan }[],
  materialIds: ReadonlyMap<string, number>,
  /** Resolves a variant's planned picture to its stored key; without it (grown catalogues) variants have none. */
  stored?: TStoredKey,
): Promise<{ options: number; values: number; variants: number }> {
  let optionId = await nextId(m, 'product_options');
  let valueId = await nextId(m, 'product_option_values');
  let variantId = await nextId(m, 'product_variants');
  const options: unknown[][] = [];
  const values: unknown[][] = [];
  const variants: unknown[][] = [];
  for (const { productId, leadTimeDays = 0, plan } of items) {
    // Each option's value ids, by value index.
    const valueIds = plan.options.map((option, position) => {
      const id = optionId++;
      options.push([id, productId, position, option.name, option.kind]);
      return option.values.map((value, valuePosition) => {
        const material = value.material === null ? null : (materialIds.get(value.material) ?? null);
        values.push([valueId, id, productId, valuePosition, value.label, material, value.surchargeCents, 0]);
        return valueId++;
      });
    });
    plan.variants.forEach((variant, position) => {
      const ids = variant.values.map((index, option) => valueIds[option]![index]!);
      variants.push([
        variantId++,
        productId,
        generatedVariantSku(defaultSku(productId), ids),
        combinationKey(ids),
        ids[0]!,
        ids[1] ?? null,
        ids[2] ?? null,
        variant.priceCents,
        variant.discountPercent,
        variant.stock,
        leadTimeDays,
        variant.widthIn,
        variant.depthIn,
        variant.heightIn,
        variant.packageLengthIn,
        variant.packageWidthIn,
        variant.packageHeightIn,
        variant.packageWeightLb,
        variant.image && stored ? stored(variant.image) : null,
        1,
        position,
      ]);
    });
  }
  await insertPlain(m, 'product_options', ['id', 'product_id', 'position', 'name', 'kind'], options);
  await insertPlain(
    m,
    'product_option_values',
    [
      'id',
      'option_id',
      'product_id',
      'position',
      'label',
      'material_id',
      'surcharge_cents',
      'surcharge_lead_days',
    ],
    values,
  );
  await insertPlain(m, 'product_variants', VARIANT_COLUMNS, variants);
  return { options: options.length, values: values.length, variants: variants.length };
}
