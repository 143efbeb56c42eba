import { Case, CaseLine, OrderLine } from '@shop/db';
import { CASE_MESSAGES, type TCaseReceiveInput } from '@shop/domain';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { updateWhere } from '../common/sql.js';
import type { IStaffActor } from '../common/staff-actor.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import { lockOrderRow, putBack, type IOrderActor } from '../order/index.js';
import { recordCaseStep } from './case-events.js';
import type { ICaseDeps } from './case-request.js';

export const staffActor = (actor: IStaffActor): IOrderActor => ({
  type: 'staff',
  id: actor.id,
  name: actor.name,
});

/**
 * One staff move on a case, behind its order's lock (every case move, refund and order move of one order takes
 * turns): reads the case as the moves before it left it, then `move` changes it with conditional updates.
 */
export async function caseMove<T>(
  db: Db,
  caseId: number,
  move: (tx: Db, row: Case) => Promise<T>,
): Promise<T> {
  const known = await findOrThrow(db.repo(Case), caseId, 'Case');
  return db.transaction(async (tx) => {
    await lockOrderRow(tx, known.orderId);
    return move(tx, await tx.repo(Case).findOneByOrFail({ id: caseId }));
  });
}

/** Moves the case from one state to another, once: a second staff member acting at once gets 409. */
async function changeState(tx: Db, row: Case, from: string[], to: string, extra: Partial<Case> = {}) {
  const placeholders = from.map((_, i) => `:from${i}`).join(', ');
  const params = Object.fromEntries(from.map((state, i) => [`from${i}`, state]));
  const done = await updateWhere(
    tx,
    Case,
    { state: to, ...extra },
    `id = :id AND state IN (${placeholders})`,
    {
      id: row.id,
      ...params,
    },
  );
  if (!done) throw new ConflictError(CASE_MESSAGES.moveRefused(row.state));
  Object.assign(row, { state: to, ...extra });
}

export function approveCase(deps: ICaseDeps, actor: IStaffActor, instructions: string) {
  return async (tx: Db, row: Case) => {
    await changeState(tx, row, ['requested'], 'approved', { instructions });
    await recordCaseStep(tx, deps.mailer, deps.publicUrl, row, {
      move: 'approved',
      actor: staffActor(actor),
      note: instructions,
    });
  };
}

export function rejectCase(deps: ICaseDeps, actor: IStaffActor, reason: string) {
  return async (tx: Db, row: Case) => {
    if (row.receivedAt !== null || row.refundId !== null || row.replacementOrderId !== null)
      throw new ConflictError(CASE_MESSAGES.alreadySettled);
    await changeState(tx, row, ['requested', 'approved'], 'rejected', { rejectionReason: reason });
    await recordCaseStep(tx, deps.mailer, deps.publicUrl, row, {
      move: 'rejected',
      actor: staffActor(actor),
      note: reason,
    });
  };
}

export function closeCase(deps: ICaseDeps, actor: IStaffActor) {
  return async (tx: Db, row: Case) => {
    await changeState(tx, row, ['requested', 'approved'], 'closed');
    await recordCaseStep(tx, deps.mailer, deps.publicUrl, row, { move: 'closed', actor: staffActor(actor) });
  };
}

export function noteCase(deps: ICaseDeps, actor: IStaffActor, note: string) {
  return (tx: Db, row: Case) =>
    recordCaseStep(tx, deps.mailer, deps.publicUrl, row, { move: 'note', actor: staffActor(actor), note });
}

/**
 * What came back, per line: received once (a second receive is 409, so nothing is restocked twice), the units
 * back on sale put on the shelf, the damaged never.
 */
export function receiveCase(deps: ICaseDeps, actor: IStaffActor, input: TCaseReceiveInput) {
  return async (tx: Db, row: Case) => {
    if (row.state !== 'approved') throw new ConflictError(CASE_MESSAGES.moveRefused(row.state));
    const lines = await tx.repo(CaseLine).find({ where: { caseId: row.id } });
    const counts = input.lines.map((entry, index) => {
      const line = lines.find((l) => l.id === Number(entry.caseLineId));
      if (!line)
        throw new FieldValidationError({ [`lines.${index}.caseLineId`]: [CASE_MESSAGES.unknownLine] });
      return { line, received: Number(entry.received), restocked: Number(entry.restocked), index };
    });
    const receivedAt = deps.now();
    const first = await updateWhere(
      tx,
      Case,
      { receivedAt },
      "id = :id AND state = 'approved' AND received_at IS NULL",
      { id: row.id },
    );
    if (!first) throw new ConflictError(CASE_MESSAGES.alreadyReceived);
    row.receivedAt = receivedAt;
    const words: string[] = [];
    for (const { line, received, restocked, index } of counts) {
      const orderLine = await tx.repo(OrderLine).findOneByOrFail({ id: line.orderLineId });
      if (received > line.quantity)
        throw new FieldValidationError({
          [`lines.${index}.received`]: [CASE_MESSAGES.receiveMore(orderLine.productName, line.quantity)],
        });
      const damaged = received - restocked;
      await tx.repo(CaseLine).update({ id: line.id }, { received, restocked, damaged });
      if (restocked > 0) await putBack(tx, { ...orderLine, quantity: restocked });
      words.push(`${received} ${orderLine.productName} (${restocked} back to stock, ${damaged} damaged)`);
    }
    await recordCaseStep(tx, deps.mailer, deps.publicUrl, row, {
      move: 'received',
      actor: staffActor(actor),
      note: words.join('; '),
    });
  };
}
