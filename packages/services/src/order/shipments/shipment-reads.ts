import { Shipment, ShipmentLine, type Order, type OrderLine } from '@shop/db';
import {
  CARRIER_LABELS,
  SHIPMENT_CARRIERS,
  trackingLink,
  type TShipment,
  type TShipmentCarrier,
  type TShippableLine,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../../common/db.js';
import { isoDate } from '../../common/reads/paged-query.js';
import { soldOptions } from '../sold-options.js';

/** An order's shipments (first shipped first) and what each carried. */
export interface IShipmentRows {
  shipments: Shipment[];
  shipmentLines: ShipmentLine[];
}

export async function readShipmentRows(db: Db, orderId: number): Promise<IShipmentRows> {
  const shipments = await db
    .repo(Shipment)
    .find({ where: { orderId }, order: { sequence: 'ASC', id: 'ASC' } });
  const shipmentLines = shipments.length
    ? await db
        .repo(ShipmentLine)
        .find({ where: { shipmentId: In(shipments.map((s) => s.id)) }, order: { id: 'ASC' } })
    : [];
  return { shipments, shipmentLines };
}

/** How many units of each order line have shipped so far. */
export function shippedByLine(shipmentLines: readonly ShipmentLine[]): Map<number, number> {
  const shipped = new Map<number, number>();
  for (const line of shipmentLines)
    shipped.set(line.orderLineId, (shipped.get(line.orderLineId) ?? 0) + line.quantity);
  return shipped;
}

/**
 * Whether the order's made-to-order pieces are made: before that only what came from stock may ship. An order
 * reaches 'partially_shipped' only once nothing waits for the workshop.
 */
const MADE_STATES: ReadonlySet<string> = new Set([
  'ready_to_ship',
  'partially_shipped',
  'shipped',
  'delivered',
]);

/** Per line: shipped so far, still to ship, and how much of that may ship now. */
export function shippableLines(
  order: Pick<Order, 'fulfilmentStatus'>,
  lines: readonly OrderLine[],
  shipped: ReadonlyMap<number, number>,
): TShippableLine[] {
  const made = MADE_STATES.has(order.fulfilmentStatus);
  return lines.map((line) => {
    const done = shipped.get(line.id) ?? 0;
    const ready = made || line.madeToOrderQuantity === 0 ? line.quantity : line.fromStockQuantity;
    return {
      orderLineId: line.id,
      shipped: done,
      remaining: Math.max(0, line.quantity - done),
      shippableNow: Math.max(0, ready - done),
    };
  });
}

/** Whether some made-to-order piece of the order is still to be made. */
export const waitsForWorkshop = (order: Pick<Order, 'fulfilmentStatus'>, lines: readonly OrderLine[]) =>
  !MADE_STATES.has(order.fulfilmentStatus) && lines.some((line) => line.madeToOrderQuantity > 0);

const carrierOf = (value: string): TShipmentCarrier =>
  (SHIPMENT_CARRIERS as readonly string[]).includes(value) ? (value as TShipmentCarrier) : 'other';

export const trackingNumbersOf = (shipment: Pick<Shipment, 'trackingNumbers'>) =>
  shipment.trackingNumbers.split('\n').filter(Boolean);

/** The shipments on the wire: each with its carrier in words, tracking links and the pieces it carried. */
export function toShipments(
  { shipments, shipmentLines }: IShipmentRows,
  lines: readonly OrderLine[],
): TShipment[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return shipments.map((shipment) => {
    const carrier = carrierOf(shipment.carrier);
    return {
      id: shipment.id,
      sequence: shipment.sequence,
      carrier,
      carrierLabel: CARRIER_LABELS[carrier],
      tracking: trackingNumbersOf(shipment).map((number) => ({ number, url: trackingLink(carrier, number) })),
      status: shipment.status === 'delivered' ? 'delivered' : 'shipped',
      deliveredOn: shipment.deliveredOn,
      shippedAt: isoDate(shipment.createdAt),
      lines: shipmentLines
        .filter((part) => part.shipmentId === shipment.id)
        .map((part) => {
          const line = byId.get(part.orderLineId);
          return {
            orderLineId: part.orderLineId,
            productName: line?.productName ?? '',
            sku: line?.sku ?? '',
            optionsText: line ? soldOptions(line.options ?? '').optionsText : '',
            quantity: part.quantity,
          };
        }),
    };
  });
}
