import {
  PRODUCT_PAGE_REVIEWS,
  RELATED_PRODUCTS,
  TRENDING_DEFAULT,
  type IPaginated,
  type TCartProduct,
  type TCustomerProductListQuery,
  type TProductCard,
  type TProductPage,
  type TRoomTypePage,
} from '@shop/domain';
import { KEEP_COSTLY_LIST_FROM, KEPT_MAX_AGE_MS, readKept } from '../common/reads/policy.js';
import type { Db } from '../common/db.js';
import { bool, isoDate, pagedAnswer, type IPagedQuery } from '../common/reads/paged-query.js';
import { NotFoundError } from '../errors.js';
import {
  CARD_COLUMNS,
  placeholders,
  sqlDateTime,
  toProductCard,
  type IProductCardRow,
} from './product-card.js';
import { isBot } from '../common/visitor.js';
import type { ProductViewCounter } from './product-views.js';
import { loadOptions, toVariant, VARIANT_COLUMNS, type TVariantRow } from './product-variants.js';
import { ProductVariant } from '@shop/db';
import { optionFacets } from './option-filters.js';
import { ACTIVE, ACTIVE_WALKED, SHELF_INDEX, SHELF_ORDER, shelfColumns, shelfFilter } from './shelf-query.js';
import { In } from 'typeorm';

interface IPageRow extends IProductCardRow {
  sku: string;
  description: string;
  roomTypeId: number | string;
  roomTypeName: string;
  roomTypeSlug: string;
  roomId: number | string;
  roomName: string;
  roomSlug: string;
  widthIn: number;
  depthIn: number;
  heightIn: number;
  packageLengthIn: number;
  packageWidthIn: number;
  packageHeightIn: number;
  packageWeightLb: number | string;
}

const PAGE_SQL =
  `SELECT ${CARD_COLUMNS.join(', ')}, p.sku AS \`sku\`, p.description AS \`description\`, p.width_in AS \`widthIn\`, ` +
  'p.depth_in AS `depthIn`, p.height_in AS `heightIn`, p.package_length_in AS `packageLengthIn`, ' +
  'p.package_width_in AS `packageWidthIn`, p.package_height_in AS `packageHeightIn`, ' +
  'p.package_weight_lb AS `packageWeightLb`, rt.id AS `roomTypeId`, rt.name AS `roomTypeName`, ' +
  'rt.slug AS `roomTypeSlug`, r.id AS `roomId`, r.name AS `roomName`, r.slug AS `roomSlug` ' +
  'FROM products p JOIN room_types rt ON rt.id = p.room_type_id JOIN rooms r ON r.id = rt.room_id ';

/**
 * What the product page's kept answer depends on: every table its reads touch, named after FROM and JOIN as
 * tablesRead finds them (the card columns read variants, option values and materials too), so that a write to any
 * of them retires it. With the page's slug or id it is the answer's key.
 */
const PAGE_TABLES =
  'FROM products JOIN room_types JOIN rooms JOIN product_images JOIN product_materials JOIN materials ' +
  'JOIN material_types JOIN reviews JOIN product_options JOIN product_option_values JOIN product_variants';

/** Trending looks at orders of this many past days. */
const TRENDING_DAYS = 30;
/**
 * Best sellers: what the trending strip reads, and so the tables whose writes here retire it (products, order
 * lines, orders). Parameters: the start of the window, the number of cards.
 */
const TRENDING_SOLD_SQL =
  `SELECT ${CARD_COLUMNS.join(', ')} FROM products p JOIN (SELECT ol.product_id AS product_id, SUM(ol.quantity) AS sold ` +
  'FROM order_lines ol JOIN orders o ON o.id = ol.order_id WHERE o.created_at >= ? AND ol.product_id IS NOT NULL ' +
  'GROUP BY ol.product_id) s ON s.product_id = p.id WHERE p.active = 1 ORDER BY s.sold DESC, p.id DESC LIMIT ?';
/**
 * The trending strip is the same for everyone and read on every home page: kept until a write to its tables, here
 * or (told through Redis with REDIS_URL) in another app process, and at most this long when nothing tells of another
 * process's write (SQLite tells of those at once).
 */
export const TRENDING_MAX_AGE_MS = KEPT_MAX_AGE_MS;

/** The catalogue as shoppers see it: active products only, in cards, on product pages and in the cart. */
export class StorefrontProductService {
  constructor(
    private readonly db: Db,
    private readonly views: ProductViewCounter,
  ) {}

  /**
   * The total comes from the count cache (pagedQuery); counting reads a covering index of the same rows. The whole
   * answer is kept (pagedAnswer: always on SQLite, where the cache is exact; for a long shelf on MySQL), so that a
   * visitor's request for a shelf already read builds no SQL at all, and its validated output and JSON text are
   * reused: the busiest storefront call then costs little more than the transport.
   */
  list(input: TCustomerProductListQuery): Promise<IPaginated<TProductCard>> {
    return pagedAnswer(this.db, input, this.shelf);
  }

  /** The shelf's list for an input; one function for the service's life, as pagedAnswer asks. */
  private readonly shelf = (input: TCustomerProductListQuery): IPagedQuery<IProductCardRow, TProductCard> => {
    const shelf = !!input.roomTypeId;
    const hint = shelf && this.db.dialect === 'mysql' ? ` FORCE INDEX (${SHELF_INDEX[input.sort]})` : '';
    const { columns, params: columnParams } = shelfColumns(input);
    return {
      table: `products p${hint}`,
      countTable: 'products p',
      columns,
      columnParams,
      where: shelfFilter(input, shelf ? ACTIVE : ACTIVE_WALKED),
      countWhere: shelfFilter(input),
      orderBy: SHELF_ORDER[input.sort],
      page: input.page,
      map: toProductCard,
      // A shelf filtered by material or option value finds each row through subqueries: on MySQL its whole answer
      // is kept from 100 rows (the 100 000-product bench's fabric shelf, 995 rows, had been read on every request).
      keepFrom: input.materialIds?.length || input.optionValues?.length ? KEEP_COSTLY_LIST_FROM : undefined,
    };
  };

  /**
   * The product page by slug or id; an inactive product is as unknown as a missing one. The answer is the same for
   * every visitor and read on every product view: kept like the trending strip (until a write to a table it reads,
   * here or told through Redis, and at most KEPT_MAX_AGE_MS on MySQL otherwise), so that a page already read costs
   * no SQL, and its validated output and JSON text are reused. Nine reads made a miss cost 3 to 5 times the bare
   * route's CPU and held the p99 at 32 connections well above 25 ms. Views are counted on every request.
   */
  async page(by: { slug: string } | { id: number }, userAgent?: string): Promise<TProductPage> {
    const page = await readKept(
      this.db,
      { sql: PAGE_TABLES, params: 'slug' in by ? ['slug', by.slug] : ['id', by.id] },
      { keep: 'answer', maxAgeMs: KEPT_MAX_AGE_MS },
      () => this.readPage(by),
    );
    if (!isBot(userAgent)) this.views.record(page.id);
    return page;
  }

  private async readPage(by: { slug: string } | { id: number }): Promise<TProductPage> {
    const [row] = await this.db.query<IPageRow>(
      `${PAGE_SQL}WHERE ${'slug' in by ? 'p.slug' : 'p.id'} = ? AND p.active = 1`,
      ['slug' in by ? by.slug : by.id],
    );
    if (!row) throw new NotFoundError('Product');
    const id = Number(row.id);
    const roomTypeId = Number(row.roomTypeId);
    const [images, materials, [summary], latest, related, optionsByProduct, variantRows] = await Promise.all([
      this.db.query<{ id: number; image: string; alt: string }>(
        'SELECT id AS `id`, image AS `image`, alt AS `alt` FROM product_images WHERE product_id = ? ORDER BY position, id',
        [id],
      ),
      this.db.query<{ id: number; name: string; image: string | null; typeName: string }>(
        'SELECT m.id AS `id`, m.name AS `name`, m.image AS `image`, mt.name AS `typeName` FROM product_materials pm ' +
          'JOIN materials m ON m.id = pm.material_id JOIN material_types mt ON mt.id = m.material_type_id ' +
          'WHERE pm.product_id = ? ORDER BY mt.name, m.name, m.id',
        [id],
      ),
      this.db.query<{ count: number | string; average: number | string | null }>(
        'SELECT COUNT(*) AS `count`, AVG(rating) AS `average` FROM reviews WHERE product_id = ? AND hidden = 0 AND pending = 0',
        [id],
      ),
      this.db.query<{
        id: number;
        authorName: string;
        rating: number;
        body: string;
        customerId: number | null;
        createdAt: Date | string;
      }>(
        'SELECT id AS `id`, author_name AS `authorName`, rating AS `rating`, body AS `body`, ' +
          'customer_id AS `customerId`, created_at AS `createdAt` ' +
          'FROM reviews WHERE product_id = ? AND hidden = 0 AND pending = 0 ORDER BY created_at DESC, id DESC LIMIT ?',
        [id, PRODUCT_PAGE_REVIEWS],
      ),
      this.db.query<IProductCardRow>(this.relatedSql(), [roomTypeId, id, RELATED_PRODUCTS]),
      loadOptions(this.db, [id]),
      this.db.query<TVariantRow>(
        `SELECT ${VARIANT_COLUMNS} FROM product_variants v WHERE v.product_id = ? AND v.active = 1 ORDER BY v.position, v.id`,
        [id],
      ),
    ]);
    const options = optionsByProduct.get(id) ?? [];
    const average =
      summary?.average === null || summary?.average === undefined ? null : Number(summary.average);
    return {
      ...toProductCard(row),
      sku: row.sku,
      description: row.description,
      stock: Number(row.stock),
      widthIn: Number(row.widthIn),
      depthIn: Number(row.depthIn),
      heightIn: Number(row.heightIn),
      packageLengthIn: Number(row.packageLengthIn),
      packageWidthIn: Number(row.packageWidthIn),
      packageHeightIn: Number(row.packageHeightIn),
      packageWeightLb: Number(row.packageWeightLb),
      images: images.map((image) => ({ id: Number(image.id), image: image.image, alt: image.alt })),
      materials: materials.map((m) => ({
        id: Number(m.id),
        name: m.name,
        image: m.image,
        typeName: m.typeName,
      })),
      roomType: { id: roomTypeId, name: row.roomTypeName, slug: row.roomTypeSlug },
      room: { id: Number(row.roomId), name: row.roomName, slug: row.roomSlug },
      reviews: {
        count: Number(summary?.count ?? 0),
        average: average === null ? null : Math.round(average * 10) / 10,
        latest: latest.map((r) => ({
          id: Number(r.id),
          authorName: r.authorName,
          rating: Number(r.rating),
          body: r.body,
          verifiedBuyer: r.customerId !== null,
          createdAt: isoDate(r.createdAt),
        })),
      },
      related: related.map(toProductCard),
      options,
      variants: variantRows.map((variant) => toVariant(variant, options, row.sellingMode)),
    };
  }

  /**
   * The product page's related products: the room type's most viewed others, read from the popular shelf's index
   * (8 index entries). MariaDB left it aside at 100 000 products, intersecting the room type and active indexes and
   * sorting the room type's rows (103 795 rows read, 4 ms): the index is named there, as for the shelf itself.
   */
  private relatedSql(): string {
    const hint = this.db.dialect === 'mysql' ? ` FORCE INDEX (${SHELF_INDEX.popular})` : '';
    return (
      `SELECT ${CARD_COLUMNS.join(', ')} FROM products p${hint} WHERE p.room_type_id = ? AND p.active = 1 ` +
      `AND p.id <> ? ORDER BY ${SHELF_ORDER.popular} LIMIT ?`
    );
  }

  /** Cart and wishlist pricing in the order asked; unknown ids are left out, inactive ones flagged. */
  async byIds(ids: readonly number[]): Promise<TCartProduct[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const rows = await this.db.query<IProductCardRow & { active: number | boolean }>(
      `SELECT ${CARD_COLUMNS.join(', ')}, p.active AS \`active\` FROM products p WHERE p.id IN (${placeholders(unique)})`,
      unique,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const [options, variants] = await Promise.all([
      loadOptions(this.db, unique),
      this.db
        .repo(ProductVariant)
        .find({ where: { productId: In(unique) }, order: { position: 'ASC', id: 'ASC' } }),
    ]);
    return unique.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const own = options.get(id);
      const card = { ...toProductCard(row), active: bool(row.active), stock: Number(row.stock) };
      if (!own?.length) return [card];
      return [
        {
          ...card,
          variants: variants
            .filter((variant) => variant.productId === id)
            .map((variant) => {
              const {
                id: variantId,
                sku,
                title,
                priceCents,
                discountPercent,
                discountedCents,
                stock,
                leadTimeDays,
                sellsAs,
                active,
              } = toVariant(variant, own, row.sellingMode);
              return {
                id: variantId,
                sku,
                title,
                priceCents,
                discountPercent,
                discountedCents,
                stock,
                leadTimeDays,
                sellsAs,
                active,
              };
            }),
          surcharges: own
            .filter((option) => option.kind === 'surcharge')
            .flatMap((option) =>
              option.values.map((value) => ({
                id: value.id,
                optionName: option.name,
                label: value.label,
                surchargeCents: value.surchargeCents,
                surchargeLeadDays: value.surchargeLeadDays,
              })),
            ),
        },
      ];
    });
  }

  /**
   * Best sellers of the last month first, then the most viewed, newest among equals. Kept until a write to a product
   * or an order (here, or in another app process with REDIS_URL), and never older than TRENDING_MAX_AGE_MS.
   */
  trending(limit = TRENDING_DEFAULT): Promise<TProductCard[]> {
    // The window's start moves with the clock: the number of cards alone tells one strip from another.
    return readKept(
      this.db,
      { sql: TRENDING_SOLD_SQL, params: [limit] },
      { keep: 'answer', maxAgeMs: TRENDING_MAX_AGE_MS },
      () => this.computeTrending(limit),
    );
  }

  private async computeTrending(limit: number): Promise<TProductCard[]> {
    const since = sqlDateTime(new Date(Date.now() - TRENDING_DAYS * 86_400_000));
    const sold = await this.db.query<IProductCardRow>(TRENDING_SOLD_SQL, [since, limit]);
    const picked = sold.map((row) => Number(row.id));
    // Walks IDX_products_trending (view count, creation time, then the id) and skips the rare archived product: the
    // unary plus keeps SQLite off the active index, which would sort every active product (102 ms at 100 000).
    const hint = this.db.dialect === 'mysql' ? ' FORCE INDEX (IDX_products_trending)' : '';
    const rest =
      picked.length < limit
        ? await this.db.query<IProductCardRow>(
            `SELECT ${CARD_COLUMNS.join(', ')} FROM products p${hint} WHERE +p.active = 1` +
              (picked.length ? ` AND p.id NOT IN (${placeholders(picked)})` : '') +
              ' ORDER BY p.view_count DESC, p.created_at DESC, p.id DESC LIMIT ?',
            [...picked, limit - picked.length],
          )
        : [];
    return [...sold, ...rest].map(toProductCard);
  }

  /** A room type from its page URL, only under its own room, with the filter choices its products offer. */
  async roomTypePage(roomSlug: string, roomTypeSlug: string): Promise<TRoomTypePage> {
    const [type] = await this.db.query<{
      id: number;
      name: string;
      slug: string;
      description: string;
      image: string | null;
      roomId: number;
      roomName: string;
      roomSlug: string;
    }>(
      'SELECT rt.id AS `id`, rt.name AS `name`, rt.slug AS `slug`, rt.description AS `description`, rt.image AS `image`, ' +
        'r.id AS `roomId`, r.name AS `roomName`, r.slug AS `roomSlug` FROM room_types rt JOIN rooms r ON r.id = rt.room_id ' +
        'WHERE rt.slug = ? AND r.slug = ?',
      [roomTypeSlug, roomSlug],
    );
    if (!type) throw new NotFoundError('Room type');
    const id = Number(type.id);
    const [[prices], made, offered, options] = await Promise.all([
      this.db.query<{ count: number | string; low: number | string | null; high: number | string | null }>(
        'SELECT COUNT(*) AS `count`, MIN(p.sale_price_cents) AS `low`, MAX(p.sale_price_cents) AS `high` ' +
          'FROM products p WHERE p.room_type_id = ? AND p.active = 1',
        [id],
      ),
      this.db.query<{ id: number; name: string; image: string | null; count: number | string }>(
        'SELECT m.id AS `id`, m.name AS `name`, m.image AS `image`, COUNT(*) AS `count` FROM products p ' +
          'JOIN product_materials pm ON pm.product_id = p.id JOIN materials m ON m.id = pm.material_id ' +
          'WHERE p.room_type_id = ? AND p.active = 1 GROUP BY m.id, m.name, m.image ORDER BY m.name, m.id',
        [id],
      ),
      // Materials offered as option values (fabric swatches), counted once per product that is not made of them.
      this.db.query<{ id: number; name: string; image: string | null; count: number | string }>(
        'SELECT m.id AS `id`, m.name AS `name`, m.image AS `image`, COUNT(DISTINCT p.id) AS `count` FROM products p ' +
          'JOIN product_option_values ov ON ov.product_id = p.id JOIN materials m ON m.id = ov.material_id ' +
          'WHERE p.room_type_id = ? AND p.active = 1 AND NOT EXISTS (SELECT 1 FROM product_materials pm ' +
          'WHERE pm.product_id = p.id AND pm.material_id = m.id) GROUP BY m.id, m.name, m.image',
        [id],
      ),
      optionFacets(this.db, { roomTypeId: id }),
    ]);
    const materials = mergeMaterialCounts(made, offered);
    const count = Number(prices?.count ?? 0);
    return {
      id,
      name: type.name,
      slug: type.slug,
      description: type.description,
      image: type.image,
      room: { id: Number(type.roomId), name: type.roomName, slug: type.roomSlug },
      productCount: count,
      materials: materials.map((m) => ({
        id: Number(m.id),
        name: m.name,
        image: m.image,
        count: Number(m.count),
      })),
      priceRange:
        count > 0
          ? {
              minCents: Number(prices!.low),
              maxCents: Number(prices!.high),
            }
          : null,
      options,
    };
  }
}

/** The room type's materials from both sources, each once with its products counted, by name then id. */
function mergeMaterialCounts<M extends { id: number | string; name: string; count: number | string }>(
  made: readonly M[],
  offered: readonly M[],
): M[] {
  if (!offered.length) return [...made];
  const byId = new Map<number, M>();
  for (const material of [...made, ...offered]) {
    const id = Number(material.id);
    const seen = byId.get(id);
    byId.set(id, seen ? { ...seen, count: Number(seen.count) + Number(material.count) } : material);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || Number(a.id) - Number(b.id));
}
