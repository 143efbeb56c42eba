import { FitPassages, Order, OrderLine, Product } from '@shop/db';
import { accessNotes, normalizeFitPassages, type TDeliveryStop, type TFitPassages } from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';

type TStopDetails = Pick<TDeliveryStop, 'level' | 'pieces' | 'accessNotes' | 'delivered'>;

/** A booking with no order behind it. */
export const noStopDetails: TStopDetails = { level: '', pieces: [], accessNotes: [], delivered: false };

/** "Size: Large, Fabric: Linen" from a line's options as sold (JSON), '' when it has none or they do not parse. */
function optionsOf(json: string): string {
  if (!json) return '';
  try {
    const options = JSON.parse(json) as { name?: string; value?: string }[];
    return options.map((o) => `${o.name ?? ''}: ${o.value ?? ''}`).join(', ');
  } catch {
    return '';
  }
}

function passagesOf(row: FitPassages | undefined): string[] {
  if (!row) return [];
  try {
    return accessNotes(normalizeFitPassages(JSON.parse(row.passages) as TFitPassages));
  } catch {
    return [];
  }
}

/**
 * What the crew needs at each stop beyond the address: the pieces with their quantities, which of them it assembles
 * (white glove, for products that need it, as the product says now), and the customer's saved "Will it fit"
 * passages as access notes. Read in four queries for the whole sheet, whatever its number of stops.
 */
export async function stopDetails(db: Db, orderIds: readonly number[]): Promise<Map<number, TStopDetails>> {
  const details = new Map<number, TStopDetails>();
  if (orderIds.length === 0) return details;
  const orders = await db.repo(Order).findBy({ id: In([...orderIds]) });
  const lines = await db
    .repo(OrderLine)
    .find({ where: { orderId: In([...orderIds]) }, order: { id: 'ASC' } });
  const productIds = [...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))];
  const assembled = new Set(
    productIds.length === 0
      ? []
      : (await db.repo(Product).findBy({ id: In(productIds), needsAssembly: true })).map((p) => p.id),
  );
  const customerIds = [...new Set(orders.flatMap((o) => (o.customerId === null ? [] : [o.customerId])))];
  const passages = new Map(
    customerIds.length === 0
      ? []
      : (await db.repo(FitPassages).findBy({ customerId: In(customerIds) })).map((p) => [p.customerId, p]),
  );
  for (const order of orders) {
    const whiteGlove = order.deliveryLevelKind === 'white_glove';
    details.set(order.id, {
      level: order.deliveryLevelName,
      pieces: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          name: line.productName,
          options: optionsOf(line.options),
          quantity: line.quantity,
          assembly: whiteGlove && line.productId !== null && assembled.has(line.productId),
        })),
      accessNotes: passagesOf(order.customerId === null ? undefined : passages.get(order.customerId)),
      delivered: order.fulfilmentStatus === 'delivered',
    });
  }
  return details;
}
