import { Case, Payment, Refund } from '@shop/db';
import { CASE_MESSAGES, caseRefundTax, refundLinesText } from '@shop/domain';
import type { Db } from '../common/db.js';
import { updateWhere } from '../common/sql.js';
import type { IStaffActor } from '../common/staff-actor.js';
import { assertStillAdmin } from '../common/still-admin.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import type { IMailer } from '../mail/mailer.js';
import { claimRefund, completeRefund, mailRefundNotice, type IOrderActor } from '../order/index.js';
import type { IPaymentProvider } from '../payments/payment-provider.js';
import type { IWebhookEvents } from '../webhooks/index.js';
import { recordCaseStep } from './case-events.js';
import { caseMove, staffActor } from './case-moves.js';
import { caseFault, caseLinesOf, previewOf } from './case-views.js';

export interface ICaseRefundDeps {
  now: () => Date;
  mailer: IMailer;
  publicUrl?: string | undefined;
  provider: IPaymentProvider;
  events?: IWebhookEvents | undefined;
}

/**
 * Step 1 behind the order's lock: the case's one refund, claimed with the case's own key (so the refund, its
 * credit note and its tax are the existing machinery's), or the pending one picked up again for a retry. A second
 * staff member at once finds it being sent (409); one that succeeded settles the case (409 after).
 */
async function claimCaseRefund(
  tx: Db,
  row: Case,
  deps: ICaseRefundDeps,
  actor: IStaffActor,
  amountCents: number | undefined,
): Promise<Refund> {
  await assertStillAdmin(tx, actor.id);
  if (row.refundId !== null) {
    const earlier = await tx.repo(Refund).findOneByOrFail({ id: row.refundId });
    if (earlier.status !== 'pending') throw new ConflictError(CASE_MESSAGES.alreadySettled);
    const payment = await tx.repo(Payment).findOneByOrFail({ id: earlier.paymentId });
    return claimRefund(tx, deps.provider, payment, earlier.amountCents, 'refund', deps.now());
  }
  if (row.state !== 'requested' && row.state !== 'approved')
    throw new ConflictError(CASE_MESSAGES.moveRefused(row.state));
  if (row.replacementOrderId !== null) throw new ConflictError(CASE_MESSAGES.alreadySettled);
  if (caseFault(row) === 'customer' && row.receivedAt === null)
    throw new ConflictError(CASE_MESSAGES.refundBeforeReceive);
  const lines = await caseLinesOf(tx, row.id);
  const preview = previewOf(row, lines);
  const amount = amountCents ?? preview.leftCents;
  if (amount > preview.leftCents || amount < 1)
    throw new FieldValidationError({ amountCents: [CASE_MESSAGES.refundAbove(preview.leftCents)] });
  const payment = await tx
    .repo(Payment)
    .findOne({ where: { orderId: row.orderId, status: 'completed' }, order: { id: 'DESC' } });
  if (!payment) throw new ConflictError(CASE_MESSAGES.notPaid);
  const refund = await claimRefund(tx, deps.provider, payment, amount, 'refund', deps.now(), {
    idempotencyKey: `case-${row.id}`,
    taxCents: caseRefundTax(preview, amount, row.refundedTaxCents),
    lines: refundLinesText(lines.map(({ line }) => ({ lineId: line.orderLineId, quantity: line.quantity }))),
  });
  // The case is settled by this refund from now on: whatever the provider answers, it is retried, never doubled.
  const taken = await updateWhere(tx, Case, { refundId: refund.id }, 'id = :id AND refund_id IS NULL', {
    id: row.id,
  });
  if (!taken) throw new ConflictError(CASE_MESSAGES.alreadySettled);
  return refund;
}

/**
 * Refunds a case: the preview (or less) through the payment provider, outside any transaction, then the case
 * records what went back. The buyer's refund mail carries the credit note; the case's timeline says it.
 */
export async function refundCase(
  db: Db,
  deps: ICaseRefundDeps,
  actor: IStaffActor,
  input: { id: number; amountCents?: number | undefined },
): Promise<void> {
  const refund = await caseMove(db, input.id, (tx, row) =>
    claimCaseRefund(tx, row, deps, actor, input.amountCents),
  );
  const orderActor: IOrderActor = staffActor(actor);
  await completeRefund(db, refund, {
    provider: deps.provider,
    actor: orderActor,
    notify: mailRefundNotice(deps.mailer, deps.publicUrl),
    events: deps.events,
    alsoDo: async (tx) => {
      const row = await tx.repo(Case).findOneByOrFail({ id: input.id });
      await tx.repo(Case).update(
        { id: row.id },
        {
          refundedCents: row.refundedCents + refund.amountCents,
          refundedTaxCents: row.refundedTaxCents + refund.taxCents,
        },
      );
      await recordCaseStep(tx, deps.mailer, deps.publicUrl, row, {
        move: 'refunded',
        actor: orderActor,
        refundCents: refund.amountCents,
        mail: false,
      });
    },
  });
}
