import type { TCustomerProductListQuery, TStorefrontSort } from '@shop/domain';
import { allOf, type ISqlCondition } from '../common/reads/paged-query.js';
import { choiceCondition, matchingStock } from '../common/products/option-filters.js';
import { CARD_COLUMNS, STOCK_COLUMN } from '../common/products/product-card.js';

/* The storefront shelf's SQL pieces: its sort orders and their indexes, its filters and its card columns. */

/**
 * Each order is served by one of the IDX_products_shelf_* indexes (room type, active, sort column, id) when the list
 * is one room type's, and by the single-column sort indexes otherwise. `price` is the price the customer pays and
 * every card shows (sale_price_cents, which the database computes on every write), as the price filter reads it.
 */
export const SHELF_ORDER: Record<TStorefrontSort, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  price: 'p.sale_price_cents ASC, p.id ASC',
  '-price': 'p.sale_price_cents DESC, p.id DESC',
  name: 'p.name ASC, p.id ASC',
  popular: 'p.view_count DESC, p.id DESC',
};

/**
 * MariaDB left the shelf indexes aside at 100 000 products: it intersected the room type and active indexes, then
 * sorted the room type's ~4 000 rows for a page of 15 (77 ms for `newest`; SQLite picks the shelf index by itself).
 */
export const SHELF_INDEX: Record<TStorefrontSort, string> = {
  newest: 'IDX_products_shelf_newest',
  price: 'IDX_products_shelf_price',
  '-price': 'IDX_products_shelf_price',
  name: 'IDX_products_shelf_name',
  popular: 'IDX_products_shelf_popular',
};

export const ACTIVE: ISqlCondition = { sql: 'p.active = 1', params: [] };
/**
 * Without a room type, the list walks a single-column sort index and skips the rare archived product. The unary
 * plus keeps SQLite from reading every active product through the active index and sorting them all (43 ms at
 * 100 000); it means nothing to MySQL.
 */
export const ACTIVE_WALKED: ISqlCondition = { sql: '+p.active = 1', params: [] };
const condition = (sql: string, ...params: unknown[]): ISqlCondition => ({ sql, params });

export function shelfFilter(input: TCustomerProductListQuery, active = ACTIVE): ISqlCondition | undefined {
  // Filtered by materials or option values, "in stock" means the matching variants' stock, as the cards say.
  const stock = matchingStock(input.materialIds, input.optionValues);
  return allOf(
    input.roomTypeId ? condition('p.room_type_id = ?', input.roomTypeId) : undefined,
    active,
    choiceCondition(input.materialIds, input.optionValues),
    input.minPriceCents === undefined ? undefined : condition('p.sale_price_cents >= ?', input.minPriceCents),
    input.maxPriceCents === undefined ? undefined : condition('p.sale_price_cents <= ?', input.maxPriceCents),
    input.inStock
      ? stock
        ? condition(`${stock.sql} > 0`, ...stock.params)
        : condition('p.stock > 0')
      : undefined,
  );
}

/** The card columns of a list: filtered by materials or option values, with the matching variants' stock. */
export function shelfColumns(input: TCustomerProductListQuery): {
  columns: readonly string[];
  params: unknown[];
} {
  const stock = matchingStock(input.materialIds, input.optionValues);
  if (!stock) return { columns: CARD_COLUMNS, params: [] };
  return {
    columns: CARD_COLUMNS.map((column) => (column === STOCK_COLUMN ? `${stock.sql} AS \`stock\`` : column)),
    params: stock.params,
  };
}
