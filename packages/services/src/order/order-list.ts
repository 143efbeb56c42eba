import type { IPaginated, TAdminOrderRow, TOrderListQuery } from '@shop/domain';
import type { Db } from '../common/db.js';
import { allOf, pagedQuery, searchCondition, type ISqlCondition } from '../common/reads/paged-query.js';
import { sqlDateTime } from '../common/sql-values.js';
import { ORDER_SUMMARY_COLUMNS, toOrderSummary, type TOrderSummaryRow } from './order-mapper.js';

/* The staff's list of orders: filters, a search by text or by a SKU sold, newest first. */

type TAdminRow = TOrderSummaryRow & { customerName: string; customerEmail: string };

/** A guest's order has no customer: it shows the name and email given at checkout. */
const LIST_FROM = 'orders o LEFT JOIN customers c ON c.id = o.customer_id';
const LIST_COLUMNS = [
  ...ORDER_SUMMARY_COLUMNS,
  'o.customer_id AS `customerId`',
  'COALESCE(c.name, o.ship_name) AS `customerName`',
  'COALESCE(c.email, o.email) AS `customerEmail`',
];
const SEARCHED = ['o.number', 'c.name', 'c.email', 'o.email', 'o.ship_name'];

const condition = (sql: string, ...params: unknown[]): ISqlCondition => ({ sql, params });
/** Midnight UTC of a YYYY-MM-DD day, `plusDays` later, as the databases compare datetimes. */
const dayStart = (day: string, plusDays = 0) =>
  sqlDateTime(new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000));

/** Every filter is optional: the customer's orders are the list with one filter. */
export type TOrderFilters = Partial<Omit<TOrderListQuery, 'page'>>;

function listFilter(input: TOrderFilters): ISqlCondition | undefined {
  return allOf(
    input.status ? condition('o.status = ?', input.status) : undefined,
    input.paymentStatus ? condition('o.payment_status = ?', input.paymentStatus) : undefined,
    input.fulfilmentStatus ? condition('o.fulfilment_status = ?', input.fulfilmentStatus) : undefined,
    input.from ? condition('o.created_at >= ?', dayStart(input.from)) : undefined,
    input.to ? condition('o.created_at < ?', dayStart(input.to, 1)) : undefined,
    input.customerId ? condition('o.customer_id = ?', input.customerId) : undefined,
    skuOrTextSearch(input.search || input.q),
  );
}

/** The list's search: the columns above, or a SKU one of the order's lines sold (staff paste or scan them). */
function skuOrTextSearch(search: string | undefined): ISqlCondition | undefined {
  const text = searchCondition(SEARCHED, search);
  if (!text || !search) return text;
  return {
    sql: `(${text.sql} OR EXISTS (SELECT 1 FROM order_lines sl WHERE sl.order_id = o.id AND sl.sku = ?))`,
    params: [...text.params, search.trim().toUpperCase()],
  };
}

function toAdminRow(row: TAdminRow): TAdminOrderRow {
  return {
    ...toOrderSummary(row),
    customer: {
      id: row.customerId === null ? null : Number(row.customerId),
      name: row.customerName,
      email: row.customerEmail,
    },
  };
}

/** Newest first, ties broken by id. */
export function listOrders(
  db: Db,
  { page, ...filters }: TOrderFilters & { page: number },
): Promise<IPaginated<TAdminOrderRow>> {
  return pagedQuery(db, {
    table: LIST_FROM,
    columns: LIST_COLUMNS,
    where: listFilter(filters),
    orderBy: 'o.created_at DESC, o.id DESC',
    page,
    map: toAdminRow,
  });
}
