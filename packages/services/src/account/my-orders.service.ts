import { Order } from '@shop/db';
import type { IPaginated, TOrderDetail, TOrderSummary } from '@shop/domain';
import type { Db } from '../common/db.js';
import { pagedQuery } from '../common/reads/paged-query.js';
import { NotFoundError } from '../errors.js';
import {
  ORDER_SUMMARY_COLUMNS,
  readOrderDetail,
  toOrderSummary,
  type TOrderSummaryRow,
} from '../orders/order-mapper.js';

/**
 * A customer's own orders. Every read is by the session customer's id: another customer's order is as unknown as
 * one that does not exist (404), so order numbers cannot be probed.
 */
export class MyOrdersService {
  constructor(private readonly db: Db) {}

  /** Newest first, 15 a page; orders.customer_id is indexed, so the count and the page read only these rows. */
  list(customerId: number, page: number): Promise<IPaginated<TOrderSummary>> {
    return pagedQuery(this.db, {
      table: 'orders o',
      columns: ORDER_SUMMARY_COLUMNS,
      where: { sql: 'o.customer_id = ?', params: [customerId] },
      orderBy: 'o.created_at DESC, o.id DESC',
      page,
      map: (row: TOrderSummaryRow) => toOrderSummary(row),
    });
  }

  async detail(customerId: number, number: string): Promise<TOrderDetail> {
    const order = await this.db.repo(Order).findOne({ where: { number, customerId } });
    if (!order) throw new NotFoundError('Order');
    return readOrderDetail(this.db, order);
  }
}
