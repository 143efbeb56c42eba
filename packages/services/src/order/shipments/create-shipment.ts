import { Order, OrderLine, Shipment, ShipmentLine } from '@shop/db';
import { ORDER_ADMIN_MESSAGES, SHIPMENT_MESSAGES, type TCreateShipment } from '@shop/domain';
import type { Db } from '../../common/db.js';
import { findOrThrow } from '../../common/find.js';
import type { IStaffActor } from '../../common/staff-actor.js';
import { ConflictError, FieldValidationError } from '../../errors.js';
import type { IMailer } from '../../mail/mailer.js';
import { orderEventData, type IWebhookEvents } from '../../webhooks/index.js';
import { recordMove, stateOf } from '../order-moves.js';
import { refusalOf } from '../order-transitions.js';
import { lockOrderRow, pendingRefundOf } from '../refund.js';
import { shipmentVariables } from './shipment-mail.js';
import { readShipmentRows, shippableLines, shippedByLine, waitsForWorkshop } from './shipment-reads.js';

export interface IShipmentDeps {
  mailer: IMailer;
  webhookEvents?: IWebhookEvents | undefined;
  publicUrl?: string | undefined;
}

/** The fulfilment states from which part of an order may ship: it is being prepared, made, or partly shipped. */
const SHIPPING_STATES: ReadonlySet<string> = new Set([
  'processing',
  'in_production',
  'ready_to_ship',
  'partially_shipped',
]);

/** Refuses (409 with the reason) shipping from an order that is not paid and being prepared. */
async function assertShippable(tx: Db, order: Order): Promise<void> {
  if (order.status !== 'paid' || order.paymentStatus !== 'completed')
    throw new ConflictError(refusalOf('ship', stateOf(order)) ?? SHIPMENT_MESSAGES.nothingLeft);
  if (order.fulfilmentStatus === 'shipped' || order.fulfilmentStatus === 'delivered')
    throw new ConflictError(SHIPMENT_MESSAGES.nothingLeft);
  if (!SHIPPING_STATES.has(order.fulfilmentStatus)) throw new ConflictError(SHIPMENT_MESSAGES.notPrepared);
  if (await pendingRefundOf(tx, order.id)) throw new ConflictError(ORDER_ADMIN_MESSAGES.refundPending);
}

/**
 * Ships some units of some lines of a paid order, inside the caller's transaction. The order's row is locked first,
 * so two staff shipping the last units at once take turns: the second finds them shipped (409, or 422 naming the
 * line when other units are left). Shipping more than is left, or a made-to-order part not made yet, answers 422
 * on that line. The order becomes shipped when nothing is left, partly shipped otherwise (unless its workshop
 * step is still ahead, which keeps its state). The customer's mail is queued in the same transaction.
 */
export async function createShipment(
  tx: Db,
  input: TCreateShipment,
  actor: IStaffActor,
  deps: IShipmentDeps,
): Promise<Shipment> {
  await lockOrderRow(tx, input.id);
  const order = await findOrThrow(tx.repo(Order), input.id, 'Order');
  await assertShippable(tx, order);
  const lines = await tx.repo(OrderLine).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
  const rows = await readShipmentRows(tx, order.id);
  const shippable = shippableLines(order, lines, shippedByLine(rows.shipmentLines));
  if (shippable.every((line) => line.remaining === 0)) throw new ConflictError(SHIPMENT_MESSAGES.nothingLeft);

  const errors: Record<string, string[]> = {};
  input.lines.forEach(({ orderLineId, quantity }, index) => {
    const state = shippable.find((line) => line.orderLineId === orderLineId);
    const line = lines.find((l) => l.id === orderLineId);
    if (!state || !line) errors[`lines.${index}.orderLineId`] = [SHIPMENT_MESSAGES.lineUnknown];
    else if (quantity > state.shippableNow)
      errors[`lines.${index}.quantity`] = [
        state.remaining === 0
          ? `Every ${line.productName} has shipped already.`
          : state.shippableNow === 0
            ? `${line.productName} is made to order and not made yet.`
            : `Only ${state.shippableNow} of ${line.productName} can ship now.`,
      ];
  });
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);

  const tracking = input.trackingNumbers.filter(Boolean);
  const shipment = await tx.repo(Shipment).save({
    orderId: order.id,
    sequence: rows.shipments.length + 1,
    carrier: input.carrier,
    trackingNumbers: tracking.join('\n'),
    status: 'shipped',
    deliveredOn: null,
    shippedBy: actor.name,
  });
  const parts = input.lines.map((line) => ({ shipmentId: shipment.id, ...line }));
  await tx.repo(ShipmentLine).insert(parts);

  const remaining =
    shippable.reduce((sum, line) => sum + line.remaining, 0) -
    parts.reduce((sum, part) => sum + part.quantity, 0);
  const fulfilmentStatus =
    remaining === 0
      ? 'shipped'
      : waitsForWorkshop(order, lines)
        ? order.fulfilmentStatus
        : 'partially_shipped';
  await tx.repo(Order).update(
    { id: order.id },
    {
      fulfilmentStatus,
      ...(order.trackingNumber === '' && tracking[0] ? { trackingNumber: tracking[0] } : {}),
    },
  );
  const pieces = parts.reduce((sum, part) => sum + part.quantity, 0);
  await recordMove(
    tx,
    order.id,
    remaining === 0 ? 'shipped' : 'shipment',
    actor,
    `Shipment ${shipment.sequence}: ${pieces} piece(s)${tracking.length ? `, tracking ${tracking.join(', ')}` : ''}`,
  );
  const variables = shipmentVariables(order, shipment, parts, lines, remaining, deps.publicUrl);
  await deps.mailer.send(
    { template: 'order-shipment', to: order.email, variables },
    { orderId: order.id, tx },
  );
  if (remaining === 0 && deps.webhookEvents)
    await deps.webhookEvents.emit(tx, 'order.shipped', orderEventData(order));
  return shipment;
}
