import { Material, Product, ProductImage, RoomType } from '@shop/db';
import {
  LOW_STOCK_THRESHOLD,
  PAGE_SIZE,
  PRODUCT_MESSAGES,
  SKU_MESSAGES,
  SKU_PATTERN,
  defaultSku,
  discountedCents,
  sellingMode,
  type IPaginated,
  type TCartProduct,
  type TCheckSlugOutput,
  type TCustomerProductListQuery,
  type TProduct,
  type TProductBulkUpdateInput,
  type TProductBulkUpdateResult,
  type TProductDeleteResult,
  type TProductDetail,
  type TProductForm,
  type TProductUpdateForm,
  type TProductFormOptions,
  type TProductListQuery,
  type TProductSort,
  type TProductCard,
  type TProductPage,
  type TRoomTypePage,
  plural,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { existsOrThrow, findOrThrow } from '../common/find.js';
import { fullTextSearch, searchTuning, walkOrIndex, type IFullTextIndex } from '../common/full-text.js';
import {
  allOf,
  bool,
  countRows,
  isoDate,
  pagedQuery,
  type ISqlCondition,
  type TRow,
} from '../common/reads/paged-query.js';
import { FieldValidationError, NotFoundError } from '../errors.js';
import type { UnusedImages } from '../images/unused-images.js';
import type { ProductViewCounter } from './product-views.js';
import { StorefrontProductService } from './storefront-product.js';
import { ProductVariants, isSkuFree as isSkuFreeAnywhere, syncFromVariants } from './product-variants.js';
import { bulkUpdateProducts, refuseVariantSummaryChange } from './variant-summary.js';
import { checkSlug, writeWithFreeSlug } from '../common/slug.js';

type TProductRow = TRow<Product> & { roomTypeName: string | null };

/** The one product mapper, for entities and raw list rows alike (the room type's name comes from a join). */
export function toProduct(row: TProductRow): TProduct {
  const priceCents = Number(row.priceCents);
  const discountPercent = Number(row.discountPercent);
  const stock = Number(row.stock);
  return {
    id: Number(row.id),
    roomTypeId: Number(row.roomTypeId),
    roomTypeName: row.roomTypeName ?? '',
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    priceCents,
    discountPercent,
    discountedCents: discountedCents(priceCents, discountPercent),
    stock,
    lowStock: stock <= LOW_STOCK_THRESHOLD,
    leadTimeDays: Number(row.leadTimeDays),
    sellingMode: sellingMode(row.sellingMode),
    active: bool(row.active),
    image: row.image,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

/**
 * The list reads only what the table shows, the room type's name joined on its primary key (no N+1). The COUNT
 * query leaves the join out: the filters name product columns only, and SQLite would otherwise probe the room type
 * of every counted row.
 */
const LIST_FROM = 'products p LEFT JOIN room_types rt ON rt.id = p.room_type_id';
const COUNT_FROM = 'products p';
const LIST_COLUMNS = [
  ['p.id', 'id'],
  ['p.room_type_id', 'roomTypeId'],
  ['rt.name', 'roomTypeName'],
  ['p.name', 'name'],
  ['p.slug', 'slug'],
  ['p.sku', 'sku'],
  ['p.price_cents', 'priceCents'],
  ['p.discount_percent', 'discountPercent'],
  ['p.stock', 'stock'],
  ['p.lead_time_days', 'leadTimeDays'],
  ['p.selling_mode', 'sellingMode'],
  ['p.active', 'active'],
  ['p.image', 'image'],
  ['p.created_at', 'createdAt'],
  ['p.updated_at', 'updatedAt'],
].map(([column, alias]) => `${column} AS \`${alias}\``);

/** Ties are broken by id in the same direction, so one index serves both (see the ProductListIndexes migration). */
const ORDER_BY: Record<TProductSort, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  oldest: 'p.created_at ASC, p.id ASC',
  name: 'p.name ASC, p.id ASC',
  '-name': 'p.name DESC, p.id DESC',
  price: 'p.price_cents ASC, p.id ASC',
  '-price': 'p.price_cents DESC, p.id DESC',
  stock: 'p.stock ASC, p.id ASC',
  '-stock': 'p.stock DESC, p.id DESC',
};

/** The ProductSearch migration's index: FULLTEXT on MySQL, the products_fts table on SQLite. */
export const PRODUCT_SEARCH_INDEX: IFullTextIndex = {
  alias: 'p',
  columns: ['name', 'slug', 'description'],
  ftsTable: 'products_fts',
  fallbackColumn: 'name',
};

const condition = (sql: string, ...params: unknown[]): ISqlCondition => ({ sql, params });

/** Every filter of the list but the search (the catalogue export takes the same). */
export function productListFilter(input: TProductListQuery): ISqlCondition | undefined {
  return allOf(
    input.roomTypeId ? condition('p.room_type_id = ?', input.roomTypeId) : undefined,
    input.materialId
      ? condition(
          'p.id IN (SELECT product_id FROM product_materials WHERE material_id = ?)',
          input.materialId,
        )
      : undefined,
    input.active === undefined ? undefined : condition('p.active = ?', input.active ? 1 : 0),
    input.lowStock === undefined
      ? undefined
      : condition(input.lowStock ? 'p.stock <= ?' : 'p.stock > ?', LOW_STOCK_THRESHOLD),
  );
}

/** The product's own columns from the form; `image` mirrors the first (main) image. */
function productColumns({ materialIds: _materialIds, images, sku, ...fields }: TProductUpdateForm) {
  // Price, discount or stock left out of an update stay as they are.
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...given, ...(sku ? { sku } : {}), image: images[0]?.image ?? null };
}

const skuTaken = () => new FieldValidationError({ sku: [SKU_MESSAGES.taken] });

/** Products' and variants' SKUs are one space (product-variants.ts): free when neither has it. */
function isSkuFree(db: Db, sku: string, excludeId?: number, excludeVariantId?: number): Promise<boolean> {
  return isSkuFreeAnywhere(db, sku, { productId: excludeId, variantId: excludeVariantId });
}

/** Refuses a SKU another product has, then writes; a concurrent save of the same SKU is caught by its index. */
async function writeWithFreeSku<R>(
  db: Db,
  sku: string | undefined,
  excludeId: number | undefined,
  write: () => Promise<R>,
): Promise<R> {
  if (sku && !(await isSkuFree(db, sku, excludeId))) throw skuTaken();
  try {
    return await write();
  } catch (error) {
    if (sku && !(await isSkuFree(db, sku, excludeId))) throw skuTaken();
    throw error;
  }
}

/**
 * A search that is some product's SKU, as staff paste or scan it: the list shows that product instead of a text
 * search (a word such as "oak" may start many SKUs and must still search the names).
 */
export async function skuSearch(db: Db, search: string | undefined): Promise<ISqlCondition | undefined> {
  const wanted = search?.trim().toUpperCase();
  if (!wanted || !SKU_PATTERN.test(wanted)) return undefined;
  const found = await db.query('SELECT id FROM products WHERE sku = ? LIMIT 1', [wanted]);
  if (found.length > 0) return condition('p.sku = ?', wanted);
  // A variant's SKU finds its product.
  const [variant] = await db.query<{ productId: number }>(
    'SELECT product_id AS `productId` FROM product_variants WHERE sku = ? LIMIT 1',
    [wanted],
  );
  return variant ? condition('p.id = ?', Number(variant.productId)) : undefined;
}

export class ProductService {
  private readonly storefront: StorefrontProductService;

  private readonly unusedImages: UnusedImages | undefined;

  /** Options, variants and SKUs (product-variants.ts). */
  readonly variants: ProductVariants;

  constructor(
    private readonly db: Db,
    deps: { views: ProductViewCounter; unusedImages?: UnusedImages },
  ) {
    this.storefront = new StorefrontProductService(db, deps.views);
    this.unusedImages = deps.unusedImages;
    this.variants = new ProductVariants(db);
  }

  /** The storefront's reads (storefront-product.ts): cards, one product's page, the cart's lines, trending. */
  storeList(input: TCustomerProductListQuery): Promise<IPaginated<TProductCard>> {
    return this.storefront.list(input);
  }

  page(by: { slug: string } | { id: number }, userAgent?: string): Promise<TProductPage> {
    return this.storefront.page(by, userAgent);
  }

  byIds(ids: readonly number[]): Promise<TCartProduct[]> {
    return this.storefront.byIds(ids);
  }

  trending(limit?: number): Promise<TProductCard[]> {
    return this.storefront.trending(limit);
  }

  roomTypePage(roomSlug: string, roomTypeSlug: string): Promise<TRoomTypePage> {
    return this.storefront.roomTypePage(roomSlug, roomTypeSlug);
  }

  /** A search keeps the requested sort: it filters through the full-text index and does not rank. */
  async list(input: TProductListQuery): Promise<IPaginated<TProduct>> {
    const bySku = await skuSearch(this.db, input.search);
    const search = bySku ? undefined : fullTextSearch(this.db.dialect, PRODUCT_SEARCH_INDEX, input.search);
    const filter = allOf(bySku, productListFilter(input));
    // With no other filter, SQLite counts the matches in the search index without visiting a product row.
    const countAlone = filter ? undefined : search?.countAlone;
    const countTable = countAlone?.table ?? COUNT_FROM;
    const countWhere = countAlone?.where ?? allOf(search?.where, filter);
    let searchWhere = search?.where;
    let total: number | undefined;
    if (search) {
      const matches = await countRows(this.db, countTable, countWhere);
      // Only a common word may be walked for (walkOrIndex): a rarer one needs no count of the unsearched list.
      const rows =
        search.walk && matches >= searchTuning.walkMinMatches
          ? await countRows(this.db, COUNT_FROM, filter)
          : 0;
      searchWhere = walkOrIndex(search, { matches, rows, pageEnd: input.page * PAGE_SIZE });
      total = matches;
    }
    return pagedQuery(this.db, {
      total,
      keep: 'page',
      table: LIST_FROM,
      countTable,
      columns: LIST_COLUMNS,
      where: allOf(searchWhere, filter),
      countWhere,
      orderBy: ORDER_BY[input.sort],
      page: input.page,
      map: toProduct,
    });
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
    return { valid: true, available: await isSkuFree(this.db, wanted, excludeId, excludeVariantId) };
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
        const sku = (await isSkuFreeAnywhere(tx, own, {}, false)) ? own : `FS-ID-${created}`;
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
      return [image, ...pictures.map((picture) => picture.image)];
    });
    // Pictures the form dropped or replaced go once nothing names them any more (checked after the commit).
    await this.unusedImages?.removeUnused(before, this.db);
    return this.detail(id);
  }

  /** The same values on every selected product, all or none; products sold by variants through their variants. */
  bulkUpdate(input: TProductBulkUpdateInput): Promise<TProductBulkUpdateResult> {
    return bulkUpdateProducts(this.db, input);
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

async function roomTypeMustExist(tx: Db, roomTypeId: number): Promise<void> {
  if (!(await tx.repo(RoomType).exists({ where: { id: roomTypeId } })))
    throw new FieldValidationError({ roomTypeId: [PRODUCT_MESSAGES.unknownRoomType] });
}

/**
 * Takes the product's row for this transaction on MySQL, so that two saves of one product run one after the other
 * and the second one's reads (its snapshot starts at its first plain read, after this) see the first one's links.
 * SQLite transactions have the connection to themselves.
 */
async function lockProduct(tx: Db, id: number): Promise<void> {
  if (tx.dialect !== 'mysql') return;
  const rows = await tx.query('SELECT id FROM products WHERE id = ? FOR UPDATE', [id]);
  if (rows.length === 0) throw new NotFoundError('Product');
}

/**
 * Replaces the product's material links and images; a missing material fails the whole transaction with a 422.
 * On MySQL every write names its rows by primary key. `DELETE ... WHERE product_id = ?` takes gap locks reaching
 * into the neighbouring products' index entries even when it deletes nothing (every new product), and two saves
 * holding such gaps wait for each other's inserts: 48 of 50 concurrent creates deadlocked that way. So a new
 * product deletes nothing, and a saved one (its row locked first) deletes the links and images it no longer has
 * by key, then inserts the new ones.
 */
async function writeMaterialsAndImages(
  tx: Db,
  productId: number,
  form: Pick<TProductForm, 'materialIds' | 'images'>,
  { isNew }: { isNew: boolean },
): Promise<void> {
  if (form.materialIds.length) {
    const found = await tx.repo(Material).count({ where: { id: In(form.materialIds) } });
    if (found !== form.materialIds.length)
      throw new FieldValidationError({ materialIds: [PRODUCT_MESSAGES.unknownMaterial] });
  }
  const linked = isNew
    ? []
    : (
        await tx.query<{ materialId: number }>(
          'SELECT material_id AS `materialId` FROM product_materials WHERE product_id = ? ORDER BY material_id',
          [productId],
        )
      ).map((row) => Number(row.materialId));
  const unlinked = linked.filter((materialId) => !form.materialIds.includes(materialId));
  // One statement per row: an equality on the whole primary key locks that row alone.
  for (const materialId of unlinked)
    await tx.query('DELETE FROM product_materials WHERE product_id = ? AND material_id = ?', [
      productId,
      materialId,
    ]);
  const added = form.materialIds.filter((materialId) => !linked.includes(materialId));
  if (added.length)
    await tx.query(
      `INSERT INTO product_materials (product_id, material_id) VALUES ${added.map(() => '(?, ?)').join(', ')}`,
      added.flatMap((materialId) => [productId, materialId]),
    );
  const images = tx.repo(ProductImage);
  if (!isNew) {
    // Positions change with every save: the old rows go and the new ones come, by key.
    for (const { id } of await images.find({ select: { id: true }, where: { productId } }))
      await images.delete({ id });
  }
  if (form.images.length)
    await images.insert(form.images.map(({ image, alt }, position) => ({ productId, image, alt, position })));
}
