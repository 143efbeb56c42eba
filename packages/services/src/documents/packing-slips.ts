import {
  type Order,
  OrderLine,
  Product,
  ProductVariant,
  type Shipment,
  ShipmentLine,
  SiteInformation,
} from '@shop/db';
import { CARRIER_LABELS, type TShipmentCarrier } from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import type { IPackingSlip } from './pdf/packing-slip-pdf.js';
import { optionsText, orderParty, shopDetails } from './snapshot.js';

/** The most orders one packing-slip PDF takes (a day's picking list, not the whole history). */
export const MAX_PACKING_SLIPS = 100;

type TBox = Pick<Product, 'packageWeightLb' | 'packageLengthIn' | 'packageWidthIn' | 'packageHeightIn'>;

const boxSize = (box: TBox | undefined) =>
  box && box.packageLengthIn ? `${box.packageLengthIn}×${box.packageWidthIn}×${box.packageHeightIn}` : '';

/** A shipment's slip lists only what goes in it: its lines, with its quantities. */
async function shippedLines(db: Db, lines: OrderLine[], shipment: Shipment): Promise<OrderLine[]> {
  const parts = await db.repo(ShipmentLine).findBy({ shipmentId: shipment.id });
  return lines.flatMap((line) => {
    const part = parts.find((p) => p.orderLineId === line.id);
    return part ? [{ ...line, quantity: part.quantity }] : [];
  });
}

/** "2 of 3 · UPS 1Z999…": which parcel of the order this is, its carrier and tracking. */
function shipmentWords(shipment: Shipment, of: number): string {
  const carrier = CARRIER_LABELS[shipment.carrier as TShipmentCarrier] ?? shipment.carrier;
  const tracking = shipment.trackingNumbers.split('\n').filter(Boolean).join(', ');
  return [`${shipment.sequence} of ${of}`, carrier, tracking].filter(Boolean).join(' · ');
}

/**
 * The packing slips of these orders, in the order asked. The boxes are the products' (or variants') as they are
 * now, which is what the bench packs: an order line keeps what was sold, not how it is boxed.
 */
export async function packingSlipsOf(
  db: Db,
  orders: readonly Order[],
  shipment?: { shipment: Shipment; of: number },
): Promise<IPackingSlip[]> {
  const ids = orders.map((order) => order.id);
  const ordered = ids.length
    ? await db.repo(OrderLine).find({ where: { orderId: In(ids) }, order: { id: 'ASC' } })
    : [];
  const lines = shipment ? await shippedLines(db, ordered, shipment.shipment) : ordered;
  const productIds = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const variantIds = [...new Set(lines.flatMap((l) => (l.variantId ? [l.variantId] : [])))];
  const products = new Map(
    (productIds.length ? await db.repo(Product).findBy({ id: In(productIds) }) : []).map((p) => [p.id, p]),
  );
  const variants = new Map(
    (variantIds.length ? await db.repo(ProductVariant).findBy({ id: In(variantIds) }) : []).map((v) => [
      v.id,
      v,
    ]),
  );
  const shop = shopDetails(await db.repo(SiteInformation).findOne({ where: {}, order: { id: 'ASC' } }));
  return orders.map((order) => ({
    orderNumber: order.number,
    orderDate: order.createdAt.toISOString(),
    shop,
    // The carrier calls the phone; the buyer's email is not the packing bench's business.
    shipTo: { ...orderParty(order), email: order.phone },
    shipping: [order.shippingTier, order.shippingService].filter(Boolean).join(' · '),
    ...(shipment ? { shipment: shipmentWords(shipment.shipment, shipment.of) } : {}),
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => {
        const box: TBox | undefined =
          (line.variantId ? variants.get(line.variantId) : undefined) ??
          (line.productId ? products.get(line.productId) : undefined);
        return {
          sku: line.sku,
          name: line.productName,
          options: optionsText(line.options),
          quantity: line.quantity,
          boxWeightLb: box?.packageWeightLb ?? 0,
          boxSize: boxSize(box),
        };
      }),
  }));
}
