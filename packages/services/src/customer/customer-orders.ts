import {
  COUNTED_ORDER_STATUSES,
  formatUsd,
  type IPaginated,
  type TCustomerOrderStats,
  type TFulfilmentStatus,
  type TOrderStatus,
  type TOrderSummary,
  type TPaymentStatus,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { isoDate, pagedQuery } from '../common/reads/paged-query.js';

/** The orders that count as bought, as SQL over the alias `o` (the statuses are ours, not user input). */
export const COUNTED_ORDERS = `o.status IN (${COUNTED_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** MariaDB answers COUNT and SUM as strings, and SUM over no rows is NULL on both dialects. */
export function toOrderStats(
  orders: number | string | undefined,
  items: number | string | null | undefined,
  spent: number | string | null | undefined,
): TCustomerOrderStats {
  const totalSpentCents = Number(spent ?? 0);
  return {
    orderCount: Number(orders ?? 0),
    itemCount: Number(items ?? 0),
    totalSpentCents,
    totalSpent: formatUsd(totalSpentCents),
  };
}

interface IOrderSummaryRow {
  id: number;
  number: string;
  status: string;
  paymentStatus: string;
  fulfilmentStatus: string;
  totalCents: number;
  itemCount: number | string | null;
  createdAt: Date | string;
}

function toOrderSummary(row: IOrderSummaryRow): TOrderSummary {
  const totalCents = Number(row.totalCents);
  return {
    id: Number(row.id),
    number: row.number,
    status: row.status as TOrderStatus,
    paymentStatus: row.paymentStatus as TPaymentStatus,
    fulfilmentStatus: row.fulfilmentStatus as TFulfilmentStatus,
    totalCents,
    total: formatUsd(totalCents),
    itemCount: Number(row.itemCount ?? 0),
    createdAt: isoDate(row.createdAt),
  };
}

/** One customer's orders for the back-office, any status, newest first, with the items in each. */
export function customerOrderSummaries(
  db: Db,
  customerId: number,
  page: number,
): Promise<IPaginated<TOrderSummary>> {
  return pagedQuery(db, {
    table: 'orders o',
    columns: [
      'o.id AS `id`',
      'o.number AS `number`',
      'o.status AS `status`',
      'o.payment_status AS `paymentStatus`',
      'o.fulfilment_status AS `fulfilmentStatus`',
      'o.total_cents AS `totalCents`',
      '(SELECT SUM(l.quantity) FROM order_lines l WHERE l.order_id = o.id) AS `itemCount`',
      'o.created_at AS `createdAt`',
    ],
    where: { sql: 'o.customer_id = ?', params: [customerId] },
    orderBy: 'o.id DESC',
    page,
    map: toOrderSummary,
  });
}
