import { Order, OrderEvent, OrderLine, Shipment } from '@shop/db';
import { ORDER_ADMIN_MESSAGES, SHIPMENT_MESSAGES, type TOrderAction } from '@shop/domain';
import { In, MoreThan } from 'typeorm';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import type { IStaffActor } from '../common/staff-actor.js';
import { ConflictError } from '../errors.js';
import { putBack } from './order-writes.js';
import { ORDER_TRANSITIONS, refusalOf, type IOrderState } from './order-transitions.js';
import { lockOrderRow, pendingRefundOf } from './refund.js';

/*
 * The steps every staff move of an order is made of (order-transitions.ts says which moves a state allows), each
 * inside the move's own transaction.
 */

export const stateOf = (order: Order, madeToOrder = false): IOrderState => ({
  status: order.status as IOrderState['status'],
  paymentStatus: order.paymentStatus as IOrderState['paymentStatus'],
  fulfilmentStatus: order.fulfilmentStatus as IOrderState['fulfilmentStatus'],
  madeToOrder,
});

/** Whether some line of the order is made to order: only then does it go through production. */
export async function hasMadeToOrder(db: Db, orderId: number): Promise<boolean> {
  return db.repo(OrderLine).exists({ where: { orderId, madeToOrderQuantity: MoreThan(0) } });
}

/** Refuses (409 with the reason) a move the order's state does not allow. */
export function assertAllowed(action: TOrderAction, order: Order, madeToOrder: boolean): void {
  const refusal = refusalOf(action, stateOf(order, madeToOrder));
  if (refusal) throw new ConflictError(refusal);
}

/** Pieces that left the shop are not cancelled (409): what did not ship is refunded instead. */
export async function assertNothingShipped(tx: Db, orderId: number): Promise<void> {
  if (await tx.repo(Shipment).exists({ where: { orderId } }))
    throw new ConflictError(SHIPMENT_MESSAGES.shippedPartly);
}

/**
 * Reads the order (404), refuses a move its state does not allow (409 with the reason), then moves it with an
 * update that names the states the move starts from: if another transaction moved it first, nothing matches and
 * the loser hears 409 instead of repeating the move.
 */
export async function claimMove(
  tx: Db,
  id: number,
  action: TOrderAction,
  extra: Partial<Order> = {},
): Promise<Order> {
  await lockOrderRow(tx, id);
  const order = await findOrThrow(tx.repo(Order), id, 'Order');
  if (action === 'cancel') await assertNothingShipped(tx, id);
  assertAllowed(action, order, await hasMadeToOrder(tx, id));
  // The money may be on its way back: nothing moves until the pending refund is retried (which cancels).
  if (action !== 'cancel' && (await pendingRefundOf(tx, id)))
    throw new ConflictError(ORDER_ADMIN_MESSAGES.refundPending);
  const { from, to } = ORDER_TRANSITIONS[action];
  const result = await tx.repo(Order).update(
    {
      id,
      status: In([...from.status]),
      paymentStatus: In([...from.paymentStatus]),
      fulfilmentStatus: In([...from.fulfilmentStatus]),
    },
    { ...to, ...extra },
  );
  if (result.affected !== 1) throw new ConflictError(ORDER_ADMIN_MESSAGES.changedMeanwhile);
  return Object.assign(order, to, extra);
}

/** The move on the order's timeline, by the staff member who made it. */
export async function recordMove(
  tx: Db,
  orderId: number,
  kind: string,
  actor: IStaffActor,
  note = '',
): Promise<void> {
  await tx.repo(OrderEvent).insert({
    orderId,
    kind,
    actorType: 'staff',
    actorId: actor.id,
    actorName: actor.name,
    note,
  });
}

/**
 * Puts what each line took from the shelf back on its product (deleted products keep nothing; what was made to
 * order was never on the shelf); answers the items returned.
 */
export async function restock(tx: Db, orderId: number): Promise<number> {
  const lines = await tx.repo(OrderLine).find({ where: { orderId } });
  let returned = 0;
  for (const line of lines) {
    if (line.productId === null) continue;
    await putBack(tx, { ...line, quantity: line.fromStockQuantity });
    returned += line.fromStockQuantity;
  }
  return returned;
}
