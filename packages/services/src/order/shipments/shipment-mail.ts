import type { Order, OrderLine, Shipment, ShipmentLine } from '@shop/db';
import { CARRIER_LABELS, SHIPMENT_CARRIERS, trackingLink, type TShipmentCarrier } from '@shop/domain';
import { followOrder, type TFollowOrder } from '../order-mail-variables.js';
import { soldOptions } from '../sold-options.js';
import { trackingNumbersOf } from './shipment-reads.js';

const carrierWords = (carrier: string) =>
  (SHIPMENT_CARRIERS as readonly string[]).includes(carrier)
    ? CARRIER_LABELS[carrier as TShipmentCarrier]
    : CARRIER_LABELS.other;

/** The values of the 'order-shipment' mail: this shipment's pieces and tracking, and how many pieces follow. */
export function shipmentVariables(
  order: TFollowOrder & Pick<Order, 'number'>,
  shipment: Pick<Shipment, 'sequence' | 'carrier' | 'trackingNumbers'>,
  parts: readonly Pick<ShipmentLine, 'orderLineId' | 'quantity'>[],
  lines: readonly OrderLine[],
  remainingItems: number,
  publicUrl?: string,
) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return {
    order: followOrder(order, publicUrl),
    shipment: {
      sequence: shipment.sequence,
      carrier: carrierWords(shipment.carrier),
      tracking: trackingNumbersOf(shipment).map((number) => ({
        number,
        link: trackingLink(shipment.carrier, number),
      })),
      items: parts.map((part) => {
        const line = byId.get(part.orderLineId);
        const options = line ? soldOptions(line.options ?? '').optionsText : '';
        return {
          quantity: part.quantity,
          name: `${line?.productName ?? 'Item'}${options ? ` (${options})` : ''}`,
        };
      }),
    },
    remaining_items: remainingItems,
  };
}
