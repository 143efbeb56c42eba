import { type Case, CaseEvent, CaseLine, CasePhoto, Order, OrderLine } from '@shop/db';
import {
  CASE_STATE_LABELS,
  casePreview,
  type TCaseFault,
  type TCaseKind,
  type TCasePreview,
  type TCaseState,
  type TCaseView,
  type TStaffCaseView,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { isoDate } from '../common/reads/paged-query.js';
import { optionsText } from './case-lines.js';

export const caseFault = (row: Pick<Case, 'fault'>): TCaseFault =>
  row.fault === 'shop' ? 'shop' : 'customer';
export const caseKind = (row: Pick<Case, 'kind'>): TCaseKind => (row.kind === 'claim' ? 'claim' : 'return');
export const caseState = (row: Pick<Case, 'state'>): TCaseState => row.state as TCaseState;

/** The private address of a case photo: served only to the case's buyer and to staff. */
export const casePhotoUrl = (id: number) => `/api/case-photos/${id}`;

/** The case's lines with the order lines they name. */
export async function caseLinesOf(db: Db, caseId: number) {
  const lines = await db.repo(CaseLine).find({ where: { caseId }, order: { id: 'ASC' } });
  const orderLines = lines.length
    ? await db.repo(OrderLine).find({ where: { id: In(lines.map((l) => l.orderLineId)) } })
    : [];
  const byId = new Map(orderLines.map((l) => [l.id, l]));
  return lines.map((line) => ({ line, orderLine: byId.get(line.orderLineId)! }));
}

/** What the case gives back, from the lines as sold and its fault, less what it refunded already. */
export function previewOf(row: Case, lines: Awaited<ReturnType<typeof caseLinesOf>>): TCasePreview {
  return casePreview(
    lines.map(({ line, orderLine }) => ({
      lineQuantity: orderLine.quantity,
      lineTotalCents: orderLine.lineTotalCents,
      discountCents: orderLine.discountCents,
      taxCents: orderLine.taxCents,
      quantity: line.quantity,
      restockingFeePercent: orderLine.restockingFeePercent,
      pickupFeeCents: orderLine.pickupFeeCents,
    })),
    caseFault(row),
    row.refundedCents,
  );
}

const settled = (row: Case) => row.refundId !== null || row.replacementOrderId !== null;

/** The buyer may cancel until the items are received or the case is settled. */
export const cancellable = (row: Case) =>
  (row.state === 'requested' || row.state === 'approved') && row.receivedAt === null && !settled(row);

export async function caseView(db: Db, row: Case): Promise<TCaseView> {
  const [lines, photos, events, order, replacement] = await Promise.all([
    caseLinesOf(db, row.id),
    db.repo(CasePhoto).find({ where: { caseId: row.id }, order: { id: 'ASC' } }),
    db.repo(CaseEvent).find({ where: { caseId: row.id }, order: { id: 'ASC' } }),
    db.repo(Order).findOneByOrFail({ id: row.orderId }),
    row.replacementOrderId ? db.repo(Order).findOneBy({ id: row.replacementOrderId }) : null,
  ]);
  return {
    id: row.id,
    number: row.number,
    orderNumber: order.number,
    kind: caseKind(row),
    state: caseState(row),
    stateLabel: stateLabel(row),
    reason: row.reason,
    fault: caseFault(row),
    description: row.description,
    instructions: row.instructions,
    rejectionReason: row.rejectionReason,
    received: row.receivedAt !== null,
    refunded: row.refundId !== null,
    replacementOrderNumber: replacement?.number ?? null,
    lines: lines.map(({ line, orderLine }) => ({
      id: line.id,
      orderLineId: line.orderLineId,
      productName: orderLine.productName,
      options: optionsText(orderLine.options),
      quantity: line.quantity,
      received: line.received,
      restocked: line.restocked,
      damaged: line.damaged,
    })),
    photos: photos.map((p) => ({ id: p.id, url: casePhotoUrl(p.id), width: p.width, height: p.height })),
    preview: previewOf(row, lines),
    events: events.map((e) => ({ at: isoDate(e.createdAt), kind: e.kind, actor: e.actor, note: e.note })),
    createdAt: isoDate(row.createdAt),
    cancellable: cancellable(row),
  };
}

/** "Approved · received · refunded": the state with the facts beside it. */
function stateLabel(row: Case): string {
  const facts = [
    row.receivedAt ? 'received' : '',
    row.refundId ? 'refunded' : '',
    row.replacementOrderId ? 'replaced' : '',
  ].filter(Boolean);
  return [CASE_STATE_LABELS[caseState(row)] ?? row.state, ...facts].join(' · ');
}

/** The moves staff may make now (the service checks each again under the order's lock). */
function movesOf(row: Case): TStaffCaseView['moves'] {
  const open = row.state === 'requested' || row.state === 'approved';
  const moves: TStaffCaseView['moves'] = [];
  if (row.state === 'requested') moves.push('approve');
  if (open && row.receivedAt === null && !settled(row)) moves.push('reject');
  if (row.state === 'approved' && row.receivedAt === null) moves.push('receive');
  const mayRefund = row.receivedAt !== null || caseFault(row) === 'shop';
  if (open && !settled(row) && mayRefund) moves.push('refund');
  if (open && !settled(row) && (caseKind(row) === 'claim' || caseFault(row) === 'shop'))
    moves.push('replace');
  if (open) moves.push('close');
  return moves;
}

export async function staffCaseView(db: Db, row: Case): Promise<TStaffCaseView> {
  const view = await caseView(db, row);
  const order = await db.repo(Order).findOneByOrFail({ id: row.orderId });
  return {
    ...view,
    orderId: order.id,
    customerName: order.shipName,
    email: order.email,
    moves: movesOf(row),
  };
}
