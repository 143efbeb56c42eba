import { Product, ProductImage } from '@shop/db';
import {
  defaultSku,
  plural,
  SKU_PATTERN,
  type IPaginated,
  type TCheckSlugOutput,
  type TProduct,
  type TProductBulkUpdateInput,
  type TProductBulkUpdateResult,
  type TProductDeleteResult,
  type TProductDetail,
  type TProductForm,
  type TProductFormOptions,
  type TProductListQuery,
  type TProductUpdateForm,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { existsOrThrow, findOrThrow } from '../common/find.js';
import { syncFromVariants } from '../common/products/variant-rows.js';
import { isSkuFree } from '../common/sku-space.js';
import { checkSlug, writeWithFreeSlug } from '../common/slug.js';
import type { UnusedImages } from '../images/unused-images.js';
import type { IWebhookEvents } from '../webhooks/index.js';
import { productEventData } from '../webhooks/index.js';
import { listProducts, toProduct } from './product-list.js';
import {
  lockProduct,
  productColumns,
  roomTypeMustExist,
  writeMaterialsAndImages,
  writeWithFreeSku,
} from './product-writes.js';
import { bulkUpdateProducts, refuseVariantSummaryChange } from './variant-summary.js';

/** The back-office's products: the list, the form's reads and checks, and the saves. */
export class ProductAdminService {
  constructor(
    private readonly db: Db,
    private readonly unusedImages?: UnusedImages,
    /** The product.updated webhook, queued in the update's transaction. */
    private readonly webhookEvents?: IWebhookEvents,
  ) {}

  getList(input: TProductListQuery): Promise<IPaginated<TProduct>> {
    return listProducts(this.db, input);
  }

  async detail(id: number): Promise<TProductDetail> {
    const product = await findOrThrow(this.db.repo(Product), id, 'Product');
    const [[place], materials, images] = await Promise.all([
      this.db.query<{ roomTypeName: string; roomId: number; roomName: string }>(
        'SELECT rt.name AS `roomTypeName`, r.id AS `roomId`, r.name AS `roomName` FROM room_types rt ' +
          'JOIN rooms r ON r.id = rt.room_id WHERE rt.id = ?',
        [product.roomTypeId],
      ),
      this.db.query<{ id: number; name: string }>(
        'SELECT m.id AS `id`, m.name AS `name` FROM product_materials pm JOIN materials m ON m.id = pm.material_id ' +
          'WHERE pm.product_id = ? ORDER BY m.name, m.id',
        [id],
      ),
      this.db.repo(ProductImage).find({ where: { productId: id }, order: { position: 'ASC', id: 'ASC' } }),
    ]);
    return {
      ...toProduct({ ...product, roomTypeName: place?.roomTypeName ?? null }),
      description: product.description,
      roomId: Number(place?.roomId ?? 0),
      roomName: place?.roomName ?? '',
      widthIn: product.widthIn,
      depthIn: product.depthIn,
      heightIn: product.heightIn,
      packageLengthIn: product.packageLengthIn,
      packageWidthIn: product.packageWidthIn,
      packageHeightIn: product.packageHeightIn,
      packageWeightLb: Number(product.packageWeightLb),
      needsAssembly: Boolean(product.needsAssembly),
      assemblyMinutes: product.assemblyMinutes,
      materials: materials.map((m) => ({ id: Number(m.id), name: m.name })),
      images: images.map(({ id: imageId, image, alt }) => ({ id: imageId, image, alt })),
    };
  }

  checkSlug(slug: string, excludeId?: number): Promise<TCheckSlugOutput> {
    return checkSlug(this.db.repo(Product), slug, excludeId);
  }

  /** The SKU field's check as staff type: upper-cased like the form, valid by the SKU rule, and not another's. */
  async checkSku(sku: string, excludeId?: number, excludeVariantId?: number): Promise<TCheckSlugOutput> {
    const wanted = sku.trim().toUpperCase();
    if (!SKU_PATTERN.test(wanted)) return { valid: false, available: false };
    return {
      valid: true,
      available: await isSkuFree(this.db, wanted, { productId: excludeId, variantId: excludeVariantId }),
    };
  }

  async formOptions(): Promise<TProductFormOptions> {
    const [roomTypes, materials] = await Promise.all([
      this.db.query<{ id: number; name: string; roomName: string }>(
        'SELECT rt.id AS `id`, rt.name AS `name`, r.name AS `roomName` FROM room_types rt ' +
          'JOIN rooms r ON r.id = rt.room_id ORDER BY r.name, rt.name, rt.id',
      ),
      this.db.query<{ id: number; name: string; typeName: string }>(
        'SELECT m.id AS `id`, m.name AS `name`, mt.name AS `typeName` FROM materials m ' +
          'JOIN material_types mt ON mt.id = m.material_type_id ORDER BY mt.name, m.name, m.id',
      ),
    ]);
    return {
      roomTypes: roomTypes.map((t) => ({ ...t, id: Number(t.id) })),
      materials: materials.map((m) => ({ ...m, id: Number(m.id) })),
    };
  }

  /** The product, its material links and its images in one transaction: all of them or none. */
  async create(form: TProductForm): Promise<TProductDetail> {
    const id = await this.db.transaction(async (tx) => {
      await roomTypeMustExist(tx, form.roomTypeId);
      const products = tx.repo(Product);
      // A product saved without a SKU is inserted under a placeholder and then named after its id.
      const placeholder = form.sku ?? `~${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
      const result = await writeWithFreeSku(tx, form.sku, undefined, () =>
        writeWithFreeSlug(products, form.slug, undefined, () =>
          products.insert({ ...productColumns(form), sku: placeholder }),
        ),
      );
      const created = Number(result.identifiers[0]!.id);
      if (!form.sku) {
        const own = defaultSku(created);
        // Staff may have given another product this very SKU by hand: then the id is spelled out in full.
        const sku = (await isSkuFree(tx, own, {}, false)) ? own : `FS-ID-${created}`;
        await products.update({ id: created }, { sku });
      }
      await writeMaterialsAndImages(tx, created, form, { isNew: true });
      return created;
    });
    return this.detail(id);
  }

  async update(id: number, form: TProductUpdateForm): Promise<TProductDetail> {
    await existsOrThrow(this.db.repo(Product), id, 'Product');
    const before = await this.db.transaction(async (tx) => {
      // First, before any read: see writeMaterialsAndImages.
      await lockProduct(tx, id);
      await roomTypeMustExist(tx, form.roomTypeId);
      await refuseVariantSummaryChange(tx, id, form);
      const products = tx.repo(Product);
      const pictures = await tx
        .repo(ProductImage)
        .find({ select: { image: true }, where: { productId: id } });
      const { image } = await products.findOneOrFail({ select: { id: true, image: true }, where: { id } });
      await writeWithFreeSku(tx, form.sku, id, () =>
        writeWithFreeSlug(products, form.slug, id, () => products.update({ id }, productColumns(form))),
      );
      await writeMaterialsAndImages(tx, id, form, { isNew: false });
      // A product with variants keeps their summary (refuseVariantSummaryChange let only that summary through).
      await syncFromVariants(tx, id);
      if (this.webhookEvents)
        await this.webhookEvents.emit(
          tx,
          'product.updated',
          productEventData(await products.findOneByOrFail({ id })),
        );
      return [image, ...pictures.map((picture) => picture.image)];
    });
    // Pictures the form dropped or replaced go once nothing names them any more (checked after the commit).
    await this.unusedImages?.removeUnused(before, this.db);
    return this.detail(id);
  }

  /** The same values on every selected product, all or none; products sold by variants through their variants. */
  bulkUpdate(input: TProductBulkUpdateInput): Promise<TProductBulkUpdateResult> {
    return bulkUpdateProducts(this.db, input, this.webhookEvents);
  }

  /** Orders keep naming a product they sold, so such a product is archived (inactive) rather than deleted. */
  async delete(id: number): Promise<TProductDeleteResult> {
    await existsOrThrow(this.db.repo(Product), id, 'Product');
    const [counted] = await this.db.query<{ orders: number | string }>(
      'SELECT COUNT(DISTINCT order_id) AS `orders` FROM order_lines WHERE product_id = ?',
      [id],
    );
    const orders = Number(counted?.orders ?? 0);
    if (orders > 0) {
      await this.db.repo(Product).update({ id }, { active: false });
      return {
        success: true,
        archived: true,
        message: `This product appears in ${plural(orders, 'order')}, so it was archived instead of deleted.`,
      };
    }
    const images = await this.db.transaction(async (tx) => {
      const pictures = await tx
        .repo(ProductImage)
        .find({ select: { image: true }, where: { productId: id } });
      const main = await tx.repo(Product).findOne({ select: { id: true, image: true }, where: { id } });
      await tx.repo(ProductImage).delete({ productId: id });
      await tx.query('DELETE FROM product_materials WHERE product_id = ?', [id]);
      // Reviews and wishlist entries go with the product through their ON DELETE CASCADE keys.
      await tx.repo(Product).delete({ id });
      return [main?.image, ...pictures.map((picture) => picture.image)];
    });
    // An archived product keeps its pictures: it may come back.
    await this.unusedImages?.removeUnused(images, this.db);
    return { success: true, archived: false, message: 'The product was deleted.' };
  }
}
