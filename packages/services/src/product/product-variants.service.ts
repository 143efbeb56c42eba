import { Material, Product, ProductOption, ProductOptionValue, ProductVariant } from '@shop/db';
import {
  MAX_PRODUCT_VARIANTS,
  VARIANT_MESSAGES,
  combinationKey,
  combinations,
  generatedVariantSku,
  sellingMode,
  variantOptions,
  type TGenerateVariantsResult,
  type TOptionForm,
  type TProductVariants,
  type TSkuLookup,
  type TVariant,
  type TVariantBulkSetInput,
  type TVariantUpdateInput,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { loadOptions, syncFromVariants, toVariant, valueIdsOf } from '../common/products/variant-rows.js';
import { FieldValidationError, NotFoundError } from '../errors.js';
import { isSkuFree } from '../common/sku-space.js';
import { lockProduct } from './product-writes.js';

const skuTaken = () => new FieldValidationError({ sku: [VARIANT_MESSAGES.skuTaken] });

/** The back-office's options and variants of one product, and the SKU lookup. */
export class ProductVariantsService {
  constructor(private readonly db: Db) {}

  async variants(productId: number, db: Db = this.db): Promise<TProductVariants> {
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
    return this.variants(productId);
  }

  /**
   * Creates a variant for every combination of the variant options' values that has none, priced, sized and
   * boxed like the product, with a SKU derived from the product's. Stock is counted per variant: the first ones
   * generated take over the product's stock on hand (on the first variant), later ones start at 0. Existing
   * variants are not touched.
   */
  async generateVariants(productId: number): Promise<TGenerateVariantsResult> {
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
    return { created, variants: (await this.variants(productId)).variants };
  }

  /** Saves ONE variant: one UPDATE of its own row (and the product's stock sum), whatever the product's size. */
  async updateVariant(
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
  async bulkSetVariants({
    id: productId,
    variantIds,
    set,
  }: TVariantBulkSetInput): Promise<{ updated: number }> {
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
  async deleteVariant(productId: number, variantId: number): Promise<{ success: true }> {
    await this.db.transaction(async (tx) => {
      const result = await tx.repo(ProductVariant).delete({ id: variantId, productId });
      if (!result.affected) throw new NotFoundError('Variant');
      await syncFromVariants(tx, productId);
    });
    return { success: true };
  }

  /** Which product (and variant) a SKU names: a variant's first, then a product's own; 404 for neither. */
  async bySku(sku: string): Promise<TSkuLookup> {
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
    const [product] = await this.db.query<{ id: number; slug: string; active: number }>(
      'SELECT id AS `id`, slug AS `slug`, active AS `active` FROM products WHERE sku = ?',
      [sku],
    );
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
