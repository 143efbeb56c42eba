import { Case, CaseLine, CasePhoto, Order } from '@shop/db';
import {
  CASE_MESSAGES,
  ZCaseRequest,
  type TCaseCreated,
  type TCaseOrderRef,
  type TCaseRequest,
} from '@shop/domain';
import { In, IsNull } from 'typeorm';
import type { Db } from '../common/db.js';
import { updateWhere } from '../common/sql.js';
import { ConflictError, FieldValidationError, NotFoundError } from '../errors.js';
import type { IMailer } from '../mail/mailer.js';
import { findCustomerOrder, lockOrderRow, sameEmail, type ICheckoutCustomer } from '../order/index.js';
import { lineRights, type ILineRights } from './case-lines.js';
import { recordCaseStep } from './case-events.js';
import { cancellable, caseLinesOf, previewOf } from './case-views.js';
import { activeReason } from './return-policies.js';

export interface ICaseDeps {
  now: () => Date;
  mailer: IMailer;
  publicUrl?: string | undefined;
}

/**
 * The order a buyer names: a signed-in customer's (or this browser's guest order) by its number, or a guest's by
 * its number and the email it was placed with, as the order lookup finds it. Anything else is 404.
 */
export async function buyersOrder(
  db: Db,
  buyer: ICheckoutCustomer | null,
  ref: TCaseOrderRef,
): Promise<Order> {
  if (ref.email !== undefined) {
    const order = await db.repo(Order).findOne({ where: { number: ref.number } });
    if (!sameEmail(order?.email, ref.email)) throw new NotFoundError('Order');
    return order!;
  }
  if (!buyer) throw new NotFoundError('Order');
  return findCustomerOrder(db, buyer, ref.number);
}

const buyerActor = (buyer: ICheckoutCustomer | null) =>
  ({ type: 'customer', id: buyer?.id ?? null, name: buyer?.name || 'Guest' }) as const;

/** Checks every named line against what was delivered and is not already in a case; answers the fault's lines. */
function checkLines(input: ReturnType<typeof ZCaseRequest.parse>, rights: ILineRights[]) {
  for (const [index, wanted] of input.lines.entries()) {
    const line = rights.find((r) => r.line.id === wanted.lineId);
    if (!line) throw new FieldValidationError({ [`lines.${index}.lineId`]: [CASE_MESSAGES.unknownLine] });
    const name = line.line.productName;
    if (
      input.kind === 'return' &&
      line.returnable === 0 &&
      line.whyNot &&
      line.whyNot !== CASE_MESSAGES.allInCases
    )
      throw new FieldValidationError({
        [`lines.${index}.lineId`]: [CASE_MESSAGES.notReturnable(name, line.whyNot)],
      });
    if (wanted.quantity > line.delivered)
      throw new FieldValidationError({
        [`lines.${index}.quantity`]: [CASE_MESSAGES.received(name, line.delivered)],
      });
    // Within what arrived but beyond what other cases left: a race or a stale page, so a conflict.
    if (wanted.quantity > line.claimable)
      throw new ConflictError(CASE_MESSAGES.alreadyInCases(name, line.claimable));
  }
}

/**
 * Opens a return or a damage claim, behind the order's lock so that two requests for the last units take turns
 * and the second is refused. A retried request (same key) answers the case it opened.
 */
export async function openCase(
  db: Db,
  deps: ICaseDeps,
  buyer: ICheckoutCustomer | null,
  raw: TCaseRequest,
): Promise<TCaseCreated> {
  const input = ZCaseRequest.parse(raw);
  const order = await buyersOrder(db, buyer, input);
  const created = await db.transaction(async (tx) => {
    await lockOrderRow(tx, order.id);
    const same = await tx.repo(Case).findOne({ where: { idempotencyKey: input.idempotencyKey } });
    if (same) {
      if (same.orderId !== order.id) throw new ConflictError('This request key was used for another order.');
      return same;
    }
    const current = await tx.repo(Order).findOneByOrFail({ id: order.id });
    if (current.paymentStatus !== 'completed' && current.paymentStatus !== 'refunded')
      throw new ConflictError(CASE_MESSAGES.notPaid);
    const today = deps.now().toISOString().slice(0, 10);
    checkLines(input, await lineRights(tx, order.id, today));
    const reason =
      input.kind === 'return'
        ? await activeReason(tx, input.reasonId!)
        : { id: null, label: 'Arrived damaged or defective', fault: 'shop' };
    const photos = input.photoIds.length
      ? await tx
          .repo(CasePhoto)
          .find({ where: { id: In(input.photoIds), orderId: order.id, caseId: IsNull() } })
      : [];
    if (photos.length !== input.photoIds.length)
      throw new FieldValidationError({ photoIds: [CASE_MESSAGES.photoUnknown] });
    const count = await tx.repo(Case).count({ where: { orderId: order.id } });
    const row = await tx.repo(Case).save(
      tx.repo(Case).create({
        number: `${order.number}-R${count + 1}`,
        orderId: order.id,
        kind: input.kind,
        state: 'requested',
        reason: reason.label,
        reasonId: reason.id,
        fault: reason.fault === 'shop' ? 'shop' : 'customer',
        description: input.description,
        idempotencyKey: input.idempotencyKey,
      }),
    );
    await tx
      .repo(CaseLine)
      .insert(input.lines.map((l) => ({ caseId: row.id, orderLineId: l.lineId, quantity: l.quantity })));
    for (const photo of photos)
      if (
        !(await updateWhere(tx, CasePhoto, { caseId: row.id }, 'id = :id AND case_id IS NULL', {
          id: photo.id,
        }))
      )
        throw new FieldValidationError({ photoIds: [CASE_MESSAGES.photoUnknown] });
    await recordCaseStep(tx, deps.mailer, deps.publicUrl, row, {
      move: 'opened',
      actor: buyerActor(buyer),
      note: input.kind === 'return' ? reason.label : input.description.slice(0, 200),
    });
    return row;
  });
  return { number: created.number, preview: previewOf(created, await caseLinesOf(db, created.id)) };
}

/** The buyer withdraws a case until its items are received or it is settled (409 after). */
export async function cancelCase(
  db: Db,
  deps: ICaseDeps,
  buyer: ICheckoutCustomer | null,
  ref: TCaseOrderRef & { caseNumber: string },
): Promise<Case> {
  const order = await buyersOrder(db, buyer, ref);
  return db.transaction(async (tx) => {
    await lockOrderRow(tx, order.id);
    const row = await tx.repo(Case).findOne({ where: { number: ref.caseNumber, orderId: order.id } });
    if (!row) throw new NotFoundError('Case');
    if (!cancellable(row)) throw new ConflictError(CASE_MESSAGES.cannotCancel);
    const done = await updateWhere(
      tx,
      Case,
      { state: 'cancelled' },
      "id = :id AND state IN ('requested', 'approved') AND received_at IS NULL AND refund_id IS NULL AND replacement_order_id IS NULL",
      { id: row.id },
    );
    if (!done) throw new ConflictError(CASE_MESSAGES.cannotCancel);
    row.state = 'cancelled';
    await recordCaseStep(tx, deps.mailer, deps.publicUrl, row, {
      move: 'cancelled',
      actor: buyerActor(buyer),
    });
    return row;
  });
}
