import { CaseEvent, Order, type Case } from '@shop/db';
import { formatUsd } from '@shop/domain';
import type { Db } from '../common/db.js';
import type { IMailer } from '../mail/mailer.js';
import { addOrderEvent, followOrder, type IOrderActor } from '../order/index.js';
import { caseKind } from './case-views.js';

type TCaseMove =
  'opened' | 'approved' | 'rejected' | 'received' | 'refunded' | 'replaced' | 'closed' | 'cancelled' | 'note';

const actorName = (actor: IOrderActor) =>
  actor.type === 'staff' ? actor.name : actor.type === 'customer' ? 'Customer' : 'Shop';

export interface ICaseStep {
  move: TCaseMove;
  actor: IOrderActor;
  /** What the timeline and, where there is one, the mail say beside the move. */
  note?: string;
  refundCents?: number;
  replacementNumber?: string;
  /** False when another mail tells the buyer already (the refund's, with its credit note). */
  mail?: boolean;
}

/**
 * One move of a case, in the move's transaction: on the case's timeline, on the order's timeline (staff see the
 * order's whole story in one place) and, except for staff notes, in the buyer's mail through the outbox.
 */
export async function recordCaseStep(
  tx: Db,
  mailer: IMailer,
  publicUrl: string | undefined,
  row: Case,
  step: ICaseStep,
): Promise<void> {
  const note = step.note ?? '';
  await tx.repo(CaseEvent).insert({ caseId: row.id, kind: step.move, actor: actorName(step.actor), note });
  const kind = caseKind(row) === 'claim' ? 'damage claim' : 'return';
  await addOrderEvent(
    tx,
    row.orderId,
    `case_${step.move}`,
    step.actor,
    `${kind[0]!.toUpperCase()}${kind.slice(1)} ${row.number} ${step.move}${note ? `: ${note}` : ''}`.slice(
      0,
      500,
    ),
  );
  if (step.move === 'note' || step.mail === false) return;
  const order = await tx.repo(Order).findOneByOrFail({ id: row.orderId });
  await mailer.send(
    {
      template: 'case-update',
      to: order.email,
      variables: {
        order: followOrder(order, publicUrl),
        case: {
          number: row.number,
          kind,
          move: step.move,
          details: step.move === 'approved' || step.move === 'rejected' ? note : '',
          refund: step.refundCents ? formatUsd(step.refundCents) : '',
          replacement: step.replacementNumber ?? '',
        },
      },
    },
    { orderId: order.id, tx },
  );
}
