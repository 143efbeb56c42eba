import { OrderLine, Shipment, ShipmentLine } from '@shop/db';
import type { Db } from '../../common/db.js';
import type { IStaffActor } from '../../common/staff-actor.js';
import { readShipmentRows, shippedByLine } from './shipment-reads.js';

/**
 * The one-step "mark as shipped" from before shipments: whatever has not shipped yet goes in one FedEx shipment
 * with the given tracking number. Called inside the move's transaction, after the order's row is locked.
 */
export async function shipEverythingLeft(
  tx: Db,
  orderId: number,
  trackingNumber: string,
  actor: IStaffActor,
): Promise<void> {
  const lines = await tx.repo(OrderLine).find({ where: { orderId }, order: { id: 'ASC' } });
  const rows = await readShipmentRows(tx, orderId);
  const shipped = shippedByLine(rows.shipmentLines);
  const parts = lines
    .map((line) => ({ orderLineId: line.id, quantity: line.quantity - (shipped.get(line.id) ?? 0) }))
    .filter((part) => part.quantity > 0);
  if (parts.length === 0) return;
  const shipment = await tx.repo(Shipment).save({
    orderId,
    sequence: rows.shipments.length + 1,
    carrier: 'fedex',
    trackingNumbers: trackingNumber,
    status: 'shipped',
    deliveredOn: null,
    shippedBy: actor.name,
  });
  await tx.repo(ShipmentLine).insert(parts.map((part) => ({ ...part, shipmentId: shipment.id })));
}
