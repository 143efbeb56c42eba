import { DeliveryHold, DeliverySlot, Order, OrderLine } from '@shop/db';
import { DELIVERY_LEVEL_KINDS, DELIVERY_WINDOW_MESSAGES, type TDeliveryLevelKind } from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { updateWhere } from '../common/sql.js';
import { ConflictError, FieldValidationError, NotFoundError } from '../errors.js';
import { ownsOrder, type ICheckoutCustomer } from '../order/index.js';
import { freeHold, takeUnits } from './slot-units.js';

/*
 * A window's hold or booking as an order sees it: the hold chosen at checkout goes with the order made from the
 * cart, is booked when the order is paid, and ends when the order is cancelled; an order whose window comes later
 * (made to order, or one that lost its window) is booked straight from its page.
 */

/** The hold or booking an order has now (its window's counted one, or one waiting for a window). */
export function activeHoldOf(db: Db, orderId: number): Promise<DeliveryHold | null> {
  return db.repo(DeliveryHold).findOne({
    where: { orderId, state: In(['held', 'expired', 'booked', 'needs_window']) },
    order: { id: 'DESC' },
  });
}

/**
 * In the transaction that writes the order: the buyer's hold chosen at checkout becomes the order's, as long as it
 * is theirs, in the order's zone, and no other order took it. A hold that ran out meanwhile goes too: the payment
 * takes its window again if there is room (bookHold). 422 on `delivery.holdId` otherwise.
 */
export async function attachHold(
  tx: Db,
  hold: { id: number; holderKey: string | null; zoneId: number | null },
  orderId: number,
): Promise<void> {
  const refused = () =>
    new FieldValidationError({
      'delivery.holdId': ['Choose the delivery window again: this one is not held for you.'],
    });
  if (!hold.holderKey || hold.zoneId === null) throw refused();
  const row = await tx.repo(DeliveryHold).findOne({ where: { id: hold.id, holderKey: hold.holderKey } });
  const slot = row ? await tx.repo(DeliverySlot).findOne({ where: { id: row.slotId } }) : null;
  if (!row || !slot || slot.zoneId !== hold.zoneId) throw refused();
  const attached = await updateWhere(
    tx,
    DeliveryHold,
    { orderId },
    "id = :id AND state IN ('held', 'expired') AND order_id IS NULL",
    { id: hold.id },
  );
  if (!attached) throw refused();
}

/** An unpaid order's cancellation: its hold (still held) gives its units back once. */
export async function releaseOrderHolds(db: Db, orderId: number): Promise<number> {
  const held = await db.repo(DeliveryHold).find({ where: { orderId, state: 'held' } });
  let released = 0;
  for (const hold of held) if (await freeHold(db, hold, 'held', { state: 'released' })) released++;
  return released;
}

/**
 * A first booking for an order that has none (made to order, booked once its piece is ready): the window's units
 * and the booking in one transaction under the order's row, so two choices at once leave one booking (the second
 * finds the first and answers 409) and capacity is never passed.
 */
export async function insertOrderBooking(
  db: Db,
  orderId: number,
  slotId: number,
  units: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (tx.dialect === 'mysql') await tx.query('SELECT id FROM orders WHERE id = ? FOR UPDATE', [orderId]);
    if (await activeHoldOf(tx, orderId)) throw new ConflictError(DELIVERY_WINDOW_MESSAGES.changedMeanwhile);
    if (!(await takeUnits(tx, slotId, units))) throw new ConflictError(DELIVERY_WINDOW_MESSAGES.full);
    const inserted = await tx.repo(DeliveryHold).insert({
      slotId,
      units,
      holderKey: `order:${orderId}`,
      state: 'booked',
      expiresAt: new Date(),
      orderId,
      version: 0,
    });
    return Number(inserted.identifiers[0]!.id);
  });
}

/**
 * A paid order delivered by the crew, as its window is chosen: its zone, level and lines. Another buyer's order (or
 * none) is 404; one not paid, cancelled or carried by a carrier answers 409.
 */
export async function orderAwaitingWindow(db: Db, orderId: number, buyer: ICheckoutCustomer | null) {
  const order = await db.repo(Order).findOne({ where: { id: orderId } });
  if (!order || (buyer && !ownsOrder(buyer, order))) throw new NotFoundError('Order');
  const kind = DELIVERY_LEVEL_KINDS.find((k) => k === order.deliveryLevelKind);
  if (order.deliveryZoneId === null || !kind)
    throw new ConflictError('This order is delivered by the carrier: it has no delivery window.');
  if (order.status !== 'paid')
    throw new ConflictError('A window is chosen for a paid order that is still to be delivered.');
  const lines = await db.repo(OrderLine).find({ where: { orderId } });
  return {
    id: order.id,
    zoneId: order.deliveryZoneId,
    kind: kind as TDeliveryLevelKind,
    lines: lines.flatMap((l) =>
      l.productId === null ? [] : [{ productId: l.productId, quantity: l.quantity }],
    ),
  };
}
