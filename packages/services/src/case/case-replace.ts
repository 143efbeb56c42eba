import { Case, CaseLine, Order, OrderLine, Product, ProductVariant } from '@shop/db';
import { CASE_MESSAGES } from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { updateWhere } from '../common/sql.js';
import type { IStaffActor } from '../common/staff-actor.js';
import { assertStillAdmin } from '../common/still-admin.js';
import { ConflictError } from '../errors.js';
import { addOrderEvent, insertNumberedOrder } from '../order/index.js';
import { recordCaseStep } from './case-events.js';
import { staffActor } from './case-moves.js';
import type { ICaseDeps } from './case-request.js';
import { caseFault, caseKind } from './case-views.js';

/**
 * Takes `quantity` from the shelf when all of it is there (one conditional update, never below zero), else none:
 * a replacement is then made to order like any piece sold out.
 */
async function takeAllOrNone(tx: Db, line: OrderLine, quantity: number): Promise<number> {
  if (line.productId === null) return 0;
  if (line.variantId !== null) {
    const taken = await updateWhere(
      tx,
      ProductVariant,
      { stock: () => `stock - ${quantity}` },
      'id = :id AND stock >= :quantity',
      { id: line.variantId, quantity },
    );
    if (!taken) return 0;
    await tx.query('UPDATE products SET stock = stock - ? WHERE id = ?', [quantity, line.productId]);
    return quantity;
  }
  const taken = await updateWhere(
    tx,
    Product,
    { stock: () => `stock - ${quantity}` },
    'id = :id AND stock >= :quantity',
    {
      id: line.productId,
      quantity,
    },
  );
  return taken ? quantity : 0;
}

/**
 * A $0 order that sends the claimed pieces again, to the same address, linked both ways (the case names it, it
 * names the case). Its pieces come from stock when all are there, else are made to order; staff ship it like any
 * order. One per case: a second answers 409.
 */
export function replaceCase(deps: ICaseDeps, actor: IStaffActor) {
  return async (tx: Db, row: Case): Promise<void> => {
    await assertStillAdmin(tx, actor.id);
    if (row.state !== 'requested' && row.state !== 'approved')
      throw new ConflictError(CASE_MESSAGES.moveRefused(row.state));
    if (caseKind(row) !== 'claim' && caseFault(row) !== 'shop')
      throw new ConflictError(CASE_MESSAGES.replaceClaimOnly);
    if (row.replacementOrderId !== null || row.refundId !== null)
      throw new ConflictError(CASE_MESSAGES.alreadySettled);
    const original = await tx.repo(Order).findOneByOrFail({ id: row.orderId });
    const caseLines = await tx.repo(CaseLine).find({ where: { caseId: row.id }, order: { id: 'ASC' } });
    const sold = await tx.repo(OrderLine).find({ where: { id: In(caseLines.map((l) => l.orderLineId)) } });
    const order = await insertNumberedOrder(tx, {
      customerId: original.customerId,
      guestSessionHash: original.guestSessionHash,
      status: 'paid',
      paymentStatus: 'completed',
      fulfilmentStatus: 'processing',
      replacesCaseId: row.id,
      shippingTier: original.shippingTier,
      shippingService: original.shippingService,
      shipName: original.shipName,
      email: original.email,
      phone: original.phone,
      addressLine1: original.addressLine1,
      addressLine2: original.addressLine2,
      city: original.city,
      state: original.state,
      postalCode: original.postalCode,
      country: original.country,
    });
    for (const caseLine of caseLines) {
      const line = sold.find((l) => l.id === caseLine.orderLineId)!;
      const fromStock = await takeAllOrNone(tx, line, caseLine.quantity);
      const { id: _id, orderId: _order, ...copied } = line;
      await tx.repo(OrderLine).insert({
        ...copied,
        orderId: order.id,
        unitPriceCents: 0,
        discountPercent: 0,
        unitPaidCents: 0,
        quantity: caseLine.quantity,
        lineTotalCents: 0,
        discountCents: 0,
        taxCents: 0,
        fromStockQuantity: fromStock,
        madeToOrderQuantity: caseLine.quantity - fromStock,
        backordered: false,
      });
    }
    const settled = await updateWhere(
      tx,
      Case,
      { replacementOrderId: order.id, state: row.state === 'requested' ? 'approved' : row.state },
      'id = :id AND replacement_order_id IS NULL AND refund_id IS NULL',
      { id: row.id },
    );
    if (!settled) throw new ConflictError(CASE_MESSAGES.alreadySettled);
    row.replacementOrderId = order.id;
    await addOrderEvent(
      tx,
      order.id,
      'created',
      staffActor(actor),
      `Replacement for ${row.number} of ${original.number}`,
    );
    await recordCaseStep(tx, deps.mailer, deps.publicUrl, row, {
      move: 'replaced',
      actor: staffActor(actor),
      note: `Replacement order ${order.number}`,
      replacementNumber: order.number,
    });
  };
}
