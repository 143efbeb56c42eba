import { Product, type Order, type OrderLine } from '@shop/db';
import { LOW_STOCK_THRESHOLD } from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import type { IWebhookEvents } from './webhook-events.js';
import { orderEventData, productEventData } from './webhook-payloads.js';

/**
 * An order was paid, in `tx` (the transaction that marked it so): order.paid, and stock.low for each product whose
 * shelf this sale took to or below the low-stock line (the back-office's LOW_STOCK_THRESHOLD) from above it, so that
 * a product already low is not reported again with every sale.
 */
export async function reportSale(
  events: IWebhookEvents,
  tx: Db,
  order: Order,
  lines: readonly OrderLine[],
): Promise<void> {
  await events.emit(tx, 'order.paid', orderEventData(order));
  const taken = new Map<number, number>();
  for (const line of lines)
    if (line.productId !== null && line.fromStockQuantity > 0)
      taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.fromStockQuantity);
  if (taken.size === 0) return;
  const products = await tx.repo(Product).findBy({ id: In([...taken.keys()]) });
  for (const product of products) {
    const before = product.stock + (taken.get(product.id) ?? 0);
    if (product.stock <= LOW_STOCK_THRESHOLD && before > LOW_STOCK_THRESHOLD)
      await events.emit(tx, 'stock.low', { ...productEventData(product), threshold: LOW_STOCK_THRESHOLD });
  }
}
