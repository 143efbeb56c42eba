import { Material, Product, ProductOption, ProductOptionValue, ProductVariant } from '@shop/db';
import {
  MAX_PRODUCT_VARIANTS,
  VARIANT_MESSAGES,
  availability,
  combinationKey,
  combinations,
  discountedCents,
  generatedVariantSku,
  sellingMode,
  variantOptions,
  variantSellingMode,
  variantTitle,
  type TGenerateVariantsResult,
  type TOptionForm,
  type TProductOption,
  type TProductVariants,
  type TSkuLookup,
  type TVariant,
  type TVariantBulkSetInput,
  type TVariantUpdateInput,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { FieldValidationError, NotFoundError } from '../errors.js';

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
  const list = productIds.map(() => '?').join(', ');
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

/** Whether no product and no other variant has this SKU (products.sku and product_variants.sku are one space). */
export async function isSkuFree(
  db: Db,
  sku: string,
  exclude: { productId?: number; variantId?: number } = {},
  /** False for a SKU made from a new row's own id, which no one else can be choosing (no gap locks to wait on). */
  lockInTransaction = true,
): Promise<boolean> {
  // In a MySQL transaction the reads lock what they find, or the gap where the SKU would go, in both tables: a
  // product and a variant (or two products) taking one SKU at once cannot both pass, whichever order they run in.
  // One waits for the other, or InnoDB picks a deadlock victim that Db.transaction runs again; either way the
  // second read is a current one, sees the first SKU committed and refuses it (a snapshot read would not).
  const lock = lockInTransaction && db.inTransaction && db.dialect === 'mysql' ? ' FOR UPDATE' : '';
  const product = await db.query<{ id: number }>(
    `SELECT id AS \`id\` FROM products WHERE sku = ?${exclude.productId ? ' AND id <> ?' : ''} LIMIT 1${lock}`,
    exclude.productId ? [sku, exclude.productId] : [sku],
  );
  const variant = await db.query<{ id: number }>(
    `SELECT id AS \`id\` FROM product_variants WHERE sku = ?${exclude.variantId ? ' AND id <> ?' : ''} LIMIT 1${lock}`,
    exclude.variantId ? [sku, exclude.variantId] : [sku],
  );
  return product.length === 0 && variant.length === 0;
}

const skuTaken = () => new FieldValidationError({ sku: [VARIANT_MESSAGES.skuTaken] });

/**
 * Takes the product's row for this transaction on MySQL so that two saves of one product's options or variants
 * run one after the other (SQLite transactions have the connection to themselves).
 */
async function lockProduct(tx: Db, id: number): Promise<void> {
  const rows =
    tx.dialect === 'mysql'
      ? await tx.query('SELECT id FROM products WHERE id = ? FOR UPDATE', [id])
      : await tx.query('SELECT id FROM products WHERE id = ?', [id]);
  if (rows.length === 0) throw new NotFoundError('Product');
}

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

/** The back-office's options and variants of one product, and the SKU lookup. */
export class ProductVariants {
  constructor(private readonly db: Db) {}

  async list(productId: number, db: Db = this.db): Promise<TProductVariants> {
    const product = await db
      .repo(Product)
      .findOne({ select: { id: true, sellingMode: true }, where: { id: productId } });
    if (!product) throw new NotFoundError('Product');
    const options = (await loadOptions(db, [productId])).get(productId) ?? [];
    const rows = await db
      .repo(ProductVariant)
      .find({ where: { productId }, order: { position: 'ASC', id: 'ASC' } });
    return {
      productId,
      options,
      variants: rows.map((row) => toVariant(row, options, product.sellingMode)),
      productSellingMode: sellingMode(product.sellingMode),
    };
  }

  /**
   * Replaces the product's options and their values in one transaction. Options and values that keep their id
   * keep their variants; a removed value takes its variants with it, and a change of which options make variants
   * (one added, removed, reordered or turned into a surcharge) retires every variant: they are generated again.
   */
  async saveOptions(productId: number, forms: readonly TOptionForm[]): Promise<TProductVariants> {
    await this.db.transaction(async (tx) => {
      await lockProduct(tx, productId);
      const existing = (await loadOptions(tx, [productId])).get(productId) ?? [];
      const errors: Record<string, string[]> = {};
      const knownOptions = new Set(existing.map((o) => o.id));
      const knownValues = new Map(existing.flatMap((o) => o.values.map((v) => [v.id, o.id] as const)));
      const materialIds = new Set<number>();
      forms.forEach((form, i) => {
        if (form.id !== undefined && !knownOptions.has(form.id))
          errors[`options.${i}.id`] = [VARIANT_MESSAGES.unknownValue];
        form.values.forEach((value, j) => {
          if (value.id !== undefined && knownValues.get(value.id) !== form.id)
            errors[`options.${i}.values.${j}.id`] = [VARIANT_MESSAGES.unknownValue];
          if (value.materialId !== null) materialIds.add(value.materialId);
        });
      });
      if (materialIds.size > 0) {
        const found = await tx
          .repo(Material)
          .find({ select: { id: true }, where: { id: In([...materialIds]) } });
        const foundIds = new Set(found.map((m) => m.id));
        forms.forEach((form, i) =>
          form.values.forEach((value, j) => {
            if (value.materialId !== null && !foundIds.has(value.materialId))
              errors[`options.${i}.values.${j}.materialId`] = [VARIANT_MESSAGES.unknownMaterial];
          }),
        );
      }
      if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);

      const variantIdsBefore = variantOptions(existing).map((o) => o.id);
      const keptOptionIds = new Set(forms.flatMap((form) => (form.id === undefined ? [] : [form.id])));
      const keptValueIds = new Set(
        forms.flatMap((form) => form.values.flatMap((v) => (v.id === undefined ? [] : [v.id]))),
      );
      // Variants first (their value keys cascade anyway, but by key keeps MySQL's locks on this product's rows).
      const variantIdsAfter = forms.filter((form) => form.kind === 'variant').map((form) => form.id ?? -1);
      if (combinationKey(variantIdsBefore) !== combinationKey(variantIdsAfter)) {
        for (const { id } of await tx
          .repo(ProductVariant)
          .find({ select: { id: true }, where: { productId } }))
          await tx.repo(ProductVariant).delete({ id });
      }
      for (const option of existing) {
        for (const value of option.values) {
          if (keptValueIds.has(value.id)) continue;
          // A value taken away takes its variants with it (by key, not relying on the dialect's cascade).
          for (const { id } of await tx.repo(ProductVariant).find({
            select: { id: true },
            where: [
              { productId, value1Id: value.id },
              { productId, value2Id: value.id },
              { productId, value3Id: value.id },
            ],
          }))
            await tx.repo(ProductVariant).delete({ id });
          await tx.repo(ProductOptionValue).delete({ id: value.id });
        }
        if (!keptOptionIds.has(option.id)) await tx.repo(ProductOption).delete({ id: option.id });
      }
      for (const [position, form] of forms.entries()) {
        let optionId = form.id;
        if (optionId === undefined) {
          const inserted = await tx
            .repo(ProductOption)
            .insert({ productId, position, name: form.name, kind: form.kind });
          optionId = Number(inserted.identifiers[0]!.id);
        } else {
          await tx
            .repo(ProductOption)
            .update({ id: optionId }, { position, name: form.name, kind: form.kind });
        }
        for (const [valuePosition, value] of form.values.entries()) {
          const columns = {
            position: valuePosition,
            label: value.label,
            materialId: value.materialId,
            surchargeCents: form.kind === 'surcharge' ? value.surchargeCents : 0,
            surchargeLeadDays: form.kind === 'surcharge' ? value.surchargeLeadDays : 0,
          };
          if (value.id === undefined)
            await tx.repo(ProductOptionValue).insert({ ...columns, optionId, productId });
          else await tx.repo(ProductOptionValue).update({ id: value.id }, columns);
        }
      }
      await syncFromVariants(tx, productId);
    });
    return this.list(productId);
  }

  /**
   * Creates a variant for every combination of the variant options' values that has none, priced, sized and
   * boxed like the product, with a SKU derived from the product's. Stock is counted per variant: the first ones
   * generated take over the product's stock on hand (on the first variant), later ones start at 0. Existing
   * variants are not touched.
   */
  async generate(productId: number): Promise<TGenerateVariantsResult> {
    const created = await this.db.transaction(async (tx) => {
      await lockProduct(tx, productId);
      const product = await tx.repo(Product).findOneByOrFail({ id: productId });
      const options = variantOptions((await loadOptions(tx, [productId])).get(productId) ?? []);
      if (options.length === 0) return 0;
      const combos = combinations(options);
      if (combos.length > MAX_PRODUCT_VARIANTS)
        throw new FieldValidationError({ id: [VARIANT_MESSAGES.tooManyVariants] });
      const existing = await tx
        .repo(ProductVariant)
        .find({ select: { combination: true, position: true }, where: { productId } });
      const taken = new Set(existing.map((v) => v.combination));
      const missing = combos.filter((combo) => !taken.has(combinationKey(combo)));
      let position = existing.reduce((max, v) => Math.max(max, v.position + 1), 0);
      // The first variants of a product take over its stock on hand (on the first of them, for staff to spread
      // over the right ones), rather than the product's stock dropping to their sum of 0.
      let stockOnHand = existing.length === 0 ? product.stock : 0;
      for (const combo of missing) {
        let sku = generatedVariantSku(product.sku, combo);
        if (!(await isSkuFree(tx, sku))) sku = `${sku}-${Date.now().toString(36).toUpperCase()}`.slice(0, 64);
        await tx.repo(ProductVariant).insert({
          productId,
          sku,
          combination: combinationKey(combo),
          value1Id: combo[0]!,
          value2Id: combo[1] ?? null,
          value3Id: combo[2] ?? null,
          priceCents: product.priceCents,
          discountPercent: product.discountPercent,
          stock: stockOnHand,
          leadTimeDays: product.leadTimeDays,
          widthIn: product.widthIn,
          depthIn: product.depthIn,
          heightIn: product.heightIn,
          packageLengthIn: product.packageLengthIn,
          packageWidthIn: product.packageWidthIn,
          packageHeightIn: product.packageHeightIn,
          packageWeightLb: product.packageWeightLb,
          image: null,
          active: true,
          position: position++,
        });
        stockOnHand = 0;
      }
      await syncFromVariants(tx, productId);
      return missing.length;
    });
    return { created, variants: (await this.list(productId)).variants };
  }

  /** Saves ONE variant: one UPDATE of its own row (and the product's stock sum), whatever the product's size. */
  async update(
    productId: number,
    { variantId, id: _id, sku, ...fields }: TVariantUpdateInput,
  ): Promise<TVariant> {
    await this.db.transaction(async (tx) => {
      const row = await tx.repo(ProductVariant).findOne({ where: { id: variantId, productId } });
      if (!row) throw new NotFoundError('Variant');
      const set: Partial<ProductVariant> = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== undefined),
      );
      if (sku !== undefined) {
        const { sku: productSku } = await tx
          .repo(Product)
          .findOneOrFail({ select: { id: true, sku: true }, where: { id: productId } });
        const wanted = sku === '' ? generatedVariantSku(productSku, valueIdsOf(row)) : sku;
        if (wanted !== row.sku) {
          if (!(await isSkuFree(tx, wanted, { variantId }))) throw skuTaken();
          set.sku = wanted;
        }
      }
      if (Object.keys(set).length > 0) {
        try {
          await tx.repo(ProductVariant).update({ id: variantId }, set);
        } catch (error) {
          // Two editors saving one SKU at once: the unique index decides, the second hears it as a field error.
          if (set.sku && !(await isSkuFree(this.db, set.sku, { variantId }))) throw skuTaken();
          throw error;
        }
      }
      await syncFromVariants(tx, productId);
    });
    const [options, product, row] = await Promise.all([
      loadOptions(this.db, [productId]),
      this.db
        .repo(Product)
        .findOneOrFail({ select: { id: true, sellingMode: true }, where: { id: productId } }),
      this.db.repo(ProductVariant).findOneByOrFail({ id: variantId }),
    ]);
    return toVariant(row, options.get(productId) ?? [], product.sellingMode);
  }

  /** The same values on the chosen variants of one product, all or none: an unknown variant answers 404. */
  async bulkSet({ id: productId, variantIds, set }: TVariantBulkSetInput): Promise<{ updated: number }> {
    await this.db.transaction(async (tx) => {
      const found = await tx.repo(ProductVariant).count({ where: { id: In(variantIds), productId } });
      if (found !== variantIds.length) throw new NotFoundError('Variant');
      const values = Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
      await tx.repo(ProductVariant).update({ id: In(variantIds), productId }, values);
      await syncFromVariants(tx, productId);
    });
    return { updated: variantIds.length };
  }

  /** Removes one variant; orders that sold it keep their snapshot (their variant_id becomes null). */
  async remove(productId: number, variantId: number): Promise<{ success: true }> {
    await this.db.transaction(async (tx) => {
      const result = await tx.repo(ProductVariant).delete({ id: variantId, productId });
      if (!result.affected) throw new NotFoundError('Variant');
      await syncFromVariants(tx, productId);
    });
    return { success: true };
  }

  /** Which product (and variant) a SKU names: a variant's first, then a product's own; 404 for neither. */
  async lookup(sku: string): Promise<TSkuLookup> {
    const [variant] = await this.db.query<{
      id: number;
      productId: number;
      slug: string;
      active: number;
      productActive: number;
    }>(
      'SELECT v.id AS `id`, v.product_id AS `productId`, p.slug AS `slug`, v.active AS `active`, p.active AS `productActive` ' +
        'FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.sku = ?',
      [sku],
    );
    if (variant)
      return {
        productId: Number(variant.productId),
        slug: variant.slug,
        variantId: Number(variant.id),
        sku,
        active: Boolean(Number(variant.active)) && Boolean(Number(variant.productActive)),
      };
    const [product] = await this.db
      .query<{ id: number; slug: string; active: number }>(
        'SELECT id AS `id`, slug AS `slug`, active AS `active` FROM products WHERE sku = ?',
        [sku],
      )
      .catch(() => []); // TEMP
    if (!product) throw new NotFoundError('SKU');
    return {
      productId: Number(product.id),
      slug: product.slug,
      variantId: null,
      sku,
      active: Boolean(Number(product.active)),
    };
  }
}
