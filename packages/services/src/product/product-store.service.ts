import { ProductVariant } from '@shop/db';
import {
  TRENDING_DEFAULT,
  type IPaginated,
  type TCartProduct,
  type TCustomerProductListQuery,
  type TProductCard,
  type TProductPage,
  type TRoomTypePage,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { CARD_COLUMNS, toProductCard, type IProductCardRow } from '../common/products/product-card.js';
import { loadOptions, toVariant } from '../common/products/variant-rows.js';
import { bool, pagedAnswer, type IPagedQuery } from '../common/reads/paged-query.js';
import { KEEP_COSTLY_LIST_FROM, KEPT_MAX_AGE_MS, readKept } from '../common/reads/policy.js';
import { placeholders, sqlDateTime } from '../common/sql-values.js';
import { isBot } from '../common/visitor.js';
import { PAGE_TABLES, readProductPage } from './product-page.js';
import type { ProductViewCounter } from './product-views.js';
import { readRoomTypePage } from './room-type-page.js';
import { ACTIVE, ACTIVE_WALKED, SHELF_INDEX, SHELF_ORDER, shelfColumns, shelfFilter } from './shelf-query.js';

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
export class ProductStoreService {
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
  customerList(input: TCustomerProductListQuery): Promise<IPaginated<TProductCard>> {
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

  /** The product page by its slug (the storefront's URL); see customerDetail. */
  withAll(slug: string, userAgent?: string): Promise<TProductPage> {
    return this.page({ slug }, userAgent);
  }

  /** The product page by id; see page. */
  customerDetail(id: number, userAgent?: string): Promise<TProductPage> {
    return this.page({ id }, userAgent);
  }

  /**
   * The product page by slug or id; an inactive product is as unknown as a missing one. The answer is the same for
   * every visitor and read on every product view: kept like the trending strip (until a write to a table it reads,
   * here or told through Redis, and at most KEPT_MAX_AGE_MS on MySQL otherwise), so that a page already read costs
   * no SQL, and its validated output and JSON text are reused. Nine reads made a miss cost 3 to 5 times the bare
   * route's CPU and held the p99 at 32 connections well above 25 ms. Views are counted on every request.
   */
  private async page(by: { slug: string } | { id: number }, userAgent?: string): Promise<TProductPage> {
    const page = await readKept(
      this.db,
      { sql: PAGE_TABLES, params: 'slug' in by ? ['slug', by.slug] : ['id', by.id] },
      { keep: 'answer', maxAgeMs: KEPT_MAX_AGE_MS },
      () => readProductPage(this.db, by),
    );
    if (!isBot(userAgent)) this.views.record(page.id);
    return page;
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
  roomTypePage(roomSlug: string, roomTypeSlug: string): Promise<TRoomTypePage> {
    return readRoomTypePage(this.db, roomSlug, roomTypeSlug);
  }
}
