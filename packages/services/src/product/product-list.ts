import type { Product } from '@shop/db';
import {
  LOW_STOCK_THRESHOLD,
  PAGE_SIZE,
  discountedCents,
  sellingMode,
  type IPaginated,
  type TProduct,
  type TProductListQuery,
  type TProductSort,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { PRODUCT_SEARCH_INDEX, fullTextSearch, searchTuning, walkOrIndex } from '../common/full-text.js';
import { productListFilter, skuSearch } from '../common/products/product-list-filter.js';
import { allOf, bool, countRows, isoDate, pagedQuery, type TRow } from '../common/reads/paged-query.js';

/* The back-office's product list: its columns, its sorts and its query, and the product mapper. */

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

/** A search keeps the requested sort: it filters through the full-text index and does not rank. */
export async function listProducts(db: Db, input: TProductListQuery): Promise<IPaginated<TProduct>> {
  const bySku = await skuSearch(db, input.search);
  const search = bySku ? undefined : fullTextSearch(db.dialect, PRODUCT_SEARCH_INDEX, input.search);
  const filter = allOf(bySku, productListFilter(input));
  // With no other filter, SQLite counts the matches in the search index without visiting a product row.
  const countAlone = filter ? undefined : search?.countAlone;
  const countTable = countAlone?.table ?? COUNT_FROM;
  const countWhere = countAlone?.where ?? allOf(search?.where, filter);
  let searchWhere = search?.where;
  let total: number | undefined;
  if (search) {
    const matches = await countRows(db, countTable, countWhere);
    // Only a common word may be walked for (walkOrIndex): a rarer one needs no count of the unsearched list.
    const rows =
      search.walk && matches >= searchTuning.walkMinMatches ? await countRows(db, COUNT_FROM, filter) : 0;
    searchWhere = walkOrIndex(search, { matches, rows, pageEnd: input.page * PAGE_SIZE });
    total = matches;
  }
  return pagedQuery(db, {
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
