import { z } from 'zod';
import { CASE_FAULTS, CASE_KINDS, CASE_STATES, ZReturnReason } from './case.js';

/** One order line as the buyer's "Return or report a problem" page shows it. */
export const ZReturnableLine = z.object({
  lineId: z.number().int(),
  productName: z.string(),
  options: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  delivered: z.number().int(),
  /** Units that may still go into a return now (0 when not returnable or the window ended). */
  returnable: z.number().int(),
  /** Units that may still go into a damage claim. */
  claimable: z.number().int(),
  /** The last day a return may be asked for ("Mar 3, 2027"), null before delivery or when not returnable. */
  returnBy: z.string().nullable(),
  /** Why not, in the buyer's words, when `returnable` is 0. */
  whyNot: z.string().nullable(),
  restockingFeePercent: z.number().int(),
  pickupFeeCents: z.number().int(),
  note: z.string(),
});
export type TReturnableLine = z.infer<typeof ZReturnableLine>;

export const ZReturnOptions = z.object({
  number: z.string(),
  lines: z.array(ZReturnableLine),
  /** Active reasons, for the return form. */
  reasons: z.array(ZReturnReason),
});
export type TReturnOptions = z.infer<typeof ZReturnOptions>;

/** What a case gives back: the items, less the fees when the buyer is at fault, with their tax. */
export const ZCasePreview = z.object({
  itemsCents: z.number().int(),
  restockingFeeCents: z.number().int(),
  pickupFeeCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  total: z.string(),
  /** Refunded so far on this case. */
  refundedCents: z.number().int(),
  /** What staff may still refund: totalCents less refundedCents. */
  leftCents: z.number().int(),
});
export type TCasePreview = z.infer<typeof ZCasePreview>;

export const ZCaseLineView = z.object({
  id: z.number().int(),
  orderLineId: z.number().int(),
  productName: z.string(),
  options: z.string(),
  quantity: z.number().int(),
  received: z.number().int(),
  restocked: z.number().int(),
  damaged: z.number().int(),
});

export const ZCaseEventView = z.object({
  at: z.string(),
  kind: z.string(),
  actor: z.string(),
  note: z.string(),
});

export const ZCaseView = z.object({
  id: z.number().int(),
  number: z.string(),
  orderNumber: z.string(),
  kind: z.enum(CASE_KINDS),
  state: z.enum(CASE_STATES),
  stateLabel: z.string(),
  reason: z.string(),
  fault: z.enum(CASE_FAULTS),
  description: z.string(),
  instructions: z.string(),
  rejectionReason: z.string(),
  received: z.boolean(),
  refunded: z.boolean(),
  replacementOrderNumber: z.string().nullable(),
  lines: z.array(ZCaseLineView),
  photos: z.array(z.object({ id: z.number().int(), url: z.string(), width: z.number(), height: z.number() })),
  preview: ZCasePreview,
  events: z.array(ZCaseEventView),
  createdAt: z.string(),
  /** The buyer may still cancel it. */
  cancellable: z.boolean(),
});
export type TCaseView = z.infer<typeof ZCaseView>;

/** The staff view adds who asked and the moves open now. */
export const ZStaffCaseView = ZCaseView.extend({
  orderId: z.number().int(),
  customerName: z.string(),
  email: z.string(),
  moves: z.array(z.enum(['approve', 'reject', 'receive', 'refund', 'replace', 'close'])),
});
export type TStaffCaseView = z.infer<typeof ZStaffCaseView>;

export const ZCaseListRow = z.object({
  id: z.number().int(),
  number: z.string(),
  orderNumber: z.string(),
  kind: z.enum(CASE_KINDS),
  state: z.enum(CASE_STATES),
  stateLabel: z.string(),
  customerName: z.string(),
  reason: z.string(),
  units: z.number().int(),
  refunded: z.boolean(),
  replaced: z.boolean(),
  createdAt: z.string(),
  ageDays: z.number().int(),
});
export const ZCaseList = z.object({
  items: z.array(ZCaseListRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TCaseList = z.infer<typeof ZCaseList>;

/** The answer to a new case: its number and what it would give back. */
export const ZCaseCreated = z.object({ number: z.string(), preview: ZCasePreview });
export type TCaseCreated = z.infer<typeof ZCaseCreated>;
