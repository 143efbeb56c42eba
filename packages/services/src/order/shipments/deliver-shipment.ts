import { Order, Shipment } from '@shop/db';
import { SHIPMENT_MESSAGES, type TDeliverShipmentInput } from '@shop/domain';
import type { Db } from '../../common/db.js';
import { findOrThrow } from '../../common/find.js';
import type { IStaffActor } from '../../common/staff-actor.js';
import { ConflictError, FieldValidationError, NotFoundError } from '../../errors.js';
import { orderEventData, type IWebhookEvents } from '../../webhooks/index.js';
import { recordMove } from '../order-moves.js';
import { lockOrderRow } from '../refund.js';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Once the last shipment of a wholly shipped order has arrived, the order is delivered and complete; a partly
 * shipped order waits for its other pieces.
 */
async function completeWhenAllArrived(
  tx: Db,
  order: Order,
  actor: IStaffActor,
  webhookEvents: IWebhookEvents | undefined,
): Promise<void> {
  if (order.fulfilmentStatus !== 'shipped') return;
  if (await tx.repo(Shipment).exists({ where: { orderId: order.id, status: 'shipped' } })) return;
  const moved = await tx
    .repo(Order)
    .update(
      { id: order.id, fulfilmentStatus: 'shipped' },
      { fulfilmentStatus: 'delivered', status: 'completed' },
    );
  if (moved.affected !== 1) return;
  await recordMove(tx, order.id, 'delivered', actor);
  if (webhookEvents)
    await webhookEvents.emit(tx, 'order.delivered', orderEventData({ ...order, status: 'completed' }));
}

/**
 * Marks one shipment of the order delivered on a day (today, UTC, without one): not in the future, not before it
 * shipped, and only once (409 the second time).
 */
export async function deliverShipment(
  tx: Db,
  input: TDeliverShipmentInput,
  actor: IStaffActor,
  now: Date,
  webhookEvents: IWebhookEvents | undefined,
): Promise<void> {
  await lockOrderRow(tx, input.id);
  const order = await findOrThrow(tx.repo(Order), input.id, 'Order');
  const shipment = await tx.repo(Shipment).findOne({ where: { id: input.shipmentId, orderId: order.id } });
  if (!shipment) throw new NotFoundError('Shipment');
  if (shipment.status === 'delivered') throw new ConflictError(SHIPMENT_MESSAGES.alreadyDelivered);
  const day = input.deliveredOn ?? dayOf(now);
  if (day > dayOf(now))
    throw new FieldValidationError({ deliveredOn: [SHIPMENT_MESSAGES.deliveredInFuture] });
  if (day < dayOf(shipment.createdAt))
    throw new FieldValidationError({ deliveredOn: [SHIPMENT_MESSAGES.deliveredBeforeShipped] });
  const moved = await tx
    .repo(Shipment)
    .update({ id: shipment.id, status: 'shipped' }, { status: 'delivered', deliveredOn: day });
  if (moved.affected !== 1) throw new ConflictError(SHIPMENT_MESSAGES.alreadyDelivered);
  await recordMove(
    tx,
    order.id,
    'shipment_delivered',
    actor,
    `Shipment ${shipment.sequence} delivered on ${day}`,
  );
  await completeWhenAllArrived(tx, order, actor, webhookEvents);
}

/** The whole order arrived (the move from before shipments): every shipment on its way is delivered today. */
export async function deliverEveryShipment(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx
    .repo(Shipment)
    .update({ orderId, status: 'shipped' }, { status: 'delivered', deliveredOn: dayOf(now) });
}
