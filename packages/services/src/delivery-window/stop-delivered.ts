import { DeliveryHold, DeliverySlot } from '@shop/db';
import { DELIVERY_STOP_MESSAGES, type TDeliveryStopDelivered } from '@shop/domain';
import type { IStaffActor } from '../common/staff-actor.js';
import type { Db } from '../common/db.js';
import { ConflictError, FieldValidationError, NotFoundError } from '../errors.js';
import type { OrderService } from '../order/order.service.js';

/** What of the order service the crew's "Delivered" uses: its shipments, shipping and delivering them. */
export type TStopOrders = Pick<OrderService, 'shipments' | 'createShipment' | 'deliverShipment'>;

/**
 * The crew handed a booked order over on its date. Pieces left to ship go in one 'crew' shipment first (the crew
 * carried them); then every shipment still on its way is delivered on that date, so the last one completes the
 * order as a carrier's would. Goes through the order service, so its locks, mails, refusals (an order not being
 * prepared: 409) and webhooks hold here too. Nothing left to deliver answers 409, so a second tap changes nothing.
 */
export async function stopDelivered(
  db: Db,
  orders: TStopOrders,
  input: { bookingId: number; date: string },
  actor: IStaffActor,
): Promise<TDeliveryStopDelivered> {
  const booking = await db.repo(DeliveryHold).findOne({ where: { id: input.bookingId, state: 'booked' } });
  if (!booking || booking.orderId === null) throw new NotFoundError('Delivery booking');
  const slot = await db.repo(DeliverySlot).findOneOrFail({ where: { id: booking.slotId } });
  if (slot.date !== input.date) throw new FieldValidationError({ date: [DELIVERY_STOP_MESSAGES.otherDate] });
  const orderId = Number(booking.orderId);

  const before = await orders.shipments(orderId);
  const left = before.lines.filter((line) => line.remaining > 0);
  if (left.length === 0 && before.shipments.every((s) => s.status === 'delivered'))
    throw new ConflictError(DELIVERY_STOP_MESSAGES.alreadyDelivered);
  if (left.length > 0)
    await orders.createShipment(
      {
        id: orderId,
        carrier: 'crew',
        trackingNumbers: [],
        lines: left.map((line) => ({ orderLineId: line.orderLineId, quantity: line.remaining })),
      },
      actor,
    );
  const onTheirWay = (await orders.shipments(orderId)).shipments.filter((s) => s.status === 'shipped');
  for (const shipment of onTheirWay)
    await orders.deliverShipment({ id: orderId, shipmentId: shipment.id, deliveredOn: input.date }, actor);
  return { bookingId: booking.id, orderId, deliveredShipmentIds: onTheirWay.map((s) => s.id) };
}
