import { z } from 'zod';
import { ZOrderNumber } from '../checkout/checkout.js';
import { ZEmail, ZId } from '../common/fields.js';
import { formatUsd } from '../common/money.js';
import { ZIdempotencyKey } from '../checkout/checkout.js';

/**
 * After the sale: a return (the buyer sends pieces back) or a damage claim (a piece arrived broken or is
 * defective, shown with photos). Both are "cases" with one number, one set of moves and one timeline.
 */
export const CASE_KINDS = ['return', 'claim'] as const;
export type TCaseKind = (typeof CASE_KINDS)[number];

/**
 * requested → approved → (received) → closed, or rejected / cancelled. The money and the replacement are facts
 * beside the state (refunded, replaced), so receiving and refunding may come in either order where allowed.
 */
export const CASE_STATES = ['requested', 'approved', 'rejected', 'cancelled', 'closed'] as const;
export type TCaseState = (typeof CASE_STATES)[number];
/** States in which a case's units count against what was delivered. */
export const ACTIVE_CASE_STATES: readonly TCaseState[] = ['requested', 'approved', 'closed'];

export const CASE_FAULTS = ['customer', 'shop'] as const;
export type TCaseFault = (typeof CASE_FAULTS)[number];

export const MAX_CASE_PHOTOS = 8;
/** A photo as a phone takes it (HEIC-sized JPEG or PNG); it is re-encoded smaller, without its EXIF. */
export const MAX_CASE_PHOTO_BYTES = 15 * 1024 * 1024;
/** The longest side a case photo is kept at. */
export const CASE_PHOTO_MAX_SIDE = 2400;
/** The storage folder of case photos, which the public image addresses refuse to serve. */
export const PRIVATE_IMAGE_FOLDER = 'case-photos';

export const CASE_MESSAGES = {
  notDelivered: 'Not delivered yet: you can return it once it has arrived.',
  madeToOrder: 'Made to order: report a problem instead.',
  finalSale: 'Final sale: report a problem instead.',
  windowEnded: (date: string) => `Return window ended on ${date}.`,
  allInCases: 'Everything delivered of this item is already in a return or claim.',
  received: (name: string, delivered: number) => `You received ${delivered} ${name}.`,
  alreadyInCases: (name: string, left: number) =>
    left === 0
      ? `Every ${name} you received is already in a return or claim.`
      : `Only ${left} ${name} can still be returned or claimed.`,
  notReturnable: (name: string, why: string) => `${name} cannot be returned. ${why}`,
  photosNeeded: 'Add at least one photo of the problem.',
  tooManyPhotos: `Add at most ${MAX_CASE_PHOTOS} photos.`,
  photoUnknown: 'This photo was not uploaded for this order, or is already on a case.',
  describe: 'Describe the problem (at least 10 characters).',
  reasonUnknown: 'Choose one of the reasons.',
  chooseLines: 'Choose at least one item.',
  duplicateLine: 'Each item can be named once.',
  unknownLine: 'This item is not on the order.',
  notPaid: 'Only a paid order can be returned or claimed.',
  cannotCancel: 'This case can no longer be cancelled: its items were received or it was settled.',
  moveRefused: (state: string) => `This case is ${state}; that move is not possible now.`,
  refundBeforeReceive: 'Receive the items first: a return the customer chose is refunded once it is back.',
  alreadySettled: 'This case was already refunded or replaced.',
  alreadyReceived: 'The items of this case were already received.',
  refundAbove: (leftCents: number) =>
    leftCents <= 0 ? 'Nothing is left to refund on this case.' : `Refund at most ${formatUsd(leftCents)}.`,
  receiveCounts: 'Back to stock and damaged must add up to what was received.',
  receiveMore: (name: string, quantity: number) => `This case returns ${quantity} ${name}.`,
  replaceClaimOnly: 'Only a damage claim or a return the shop is at fault for can be replaced.',
  reasonInUse: 'This reason is on cases: make it inactive instead.',
} as const;

const ZQuantity = z.coerce
  .number<number>()
  .int('Enter a whole number.')
  .min(1, 'Enter at least 1.')
  .max(10_000, 'Enter a smaller number.');

const ZCaseLines = z
  .array(z.object({ lineId: ZId, quantity: ZQuantity }))
  .min(1, CASE_MESSAGES.chooseLines)
  .max(50, 'Name at most 50 items.')
  .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, {
    message: CASE_MESSAGES.duplicateLine,
  });

/** Who asks: the signed-in buyer, or a guest by the order's number and its email (as the order lookup). */
export const ZCaseOrderRef = z.object({ number: ZOrderNumber, email: ZEmail.optional() });
export type TCaseOrderRef = z.infer<typeof ZCaseOrderRef>;

/**
 * POST /api/my-account/orders/{number}/cases: a return (lines, quantities, a reason) or a damage claim (lines,
 * a description and 1–8 photos uploaded before). The key makes a retried request the same case.
 */
export const ZCaseRequest = ZCaseOrderRef.extend({
  kind: z.enum(CASE_KINDS),
  idempotencyKey: ZIdempotencyKey,
  lines: ZCaseLines,
  reasonId: ZId.optional(),
  description: z.string().trim().max(2000, 'At most 2000 characters.').default(''),
  photoIds: z.array(ZId).max(MAX_CASE_PHOTOS, CASE_MESSAGES.tooManyPhotos).default([]),
}).superRefine((input, ctx) => {
  if (input.kind === 'return' && input.reasonId === undefined)
    ctx.addIssue({ code: 'custom', path: ['reasonId'], message: CASE_MESSAGES.reasonUnknown });
  if (input.kind === 'claim') {
    if (input.description.length < 10)
      ctx.addIssue({ code: 'custom', path: ['description'], message: CASE_MESSAGES.describe });
    if (input.photoIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['photoIds'], message: CASE_MESSAGES.photosNeeded });
  }
});
export type TCaseRequest = z.input<typeof ZCaseRequest>;

export const ZCaseNumberInput = ZCaseOrderRef.extend({ caseNumber: z.string().trim().min(3).max(40) });

/** POST /api/case/{id}/reject */
export const ZCaseRejectInput = z.object({
  id: ZId,
  reason: z.string().trim().min(3, 'Say why (at least 3 characters).').max(500),
});
/** POST /api/case/{id}/approve: what the buyer is told to do (pickup day, how to pack). */
export const ZCaseApproveInput = z.object({
  id: ZId,
  instructions: z.string().trim().max(1000).default(''),
});
/** POST /api/case/{id}/receive: per line, what came back, what goes back on sale and what is damaged. */
export const ZCaseReceiveInput = z.object({
  id: ZId,
  lines: z
    .array(
      z.object({
        caseLineId: ZId,
        received: z.coerce.number<number>().int().min(0).max(10_000),
        restocked: z.coerce.number<number>().int().min(0).max(10_000),
        damaged: z.coerce.number<number>().int().min(0).max(10_000),
      }),
    )
    .min(1, CASE_MESSAGES.chooseLines)
    .refine((lines) => lines.every((l) => l.restocked + l.damaged === l.received), {
      message: CASE_MESSAGES.receiveCounts,
    }),
});
export type TCaseReceiveInput = z.input<typeof ZCaseReceiveInput>;
/** POST /api/case/{id}/refund: the preview, or less; the key makes a retry the same refund. */
export const ZCaseRefundInput = z.object({
  id: ZId,
  idempotencyKey: ZIdempotencyKey,
  amountCents: z.coerce.number<number>().int('Enter a whole number of cents.').min(1).optional(),
});
export const ZCaseMessageInput = z.object({ id: ZId, note: z.string().trim().min(1).max(1000) });

/** Return reasons staff edit; the fault decides whether fees apply. */
export const ZReturnReasonInput = z.object({
  id: ZId.optional(),
  label: z.string().trim().min(2, 'Name the reason.').max(80),
  fault: z.enum(CASE_FAULTS),
  active: z.boolean().default(true),
  sortOrder: z.coerce.number<number>().int().min(0).max(1000).default(0),
});
export const ZReturnReason = z.object({
  id: z.number().int(),
  label: z.string(),
  fault: z.enum(CASE_FAULTS),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type TReturnReason = z.infer<typeof ZReturnReason>;

/** The staff list's filters (GET /api/case). */
export const ZCaseListInput = z.object({
  kind: z.enum(CASE_KINDS).optional(),
  state: z.enum(CASE_STATES).optional(),
  /** Only cases opened at least this many days ago. */
  olderThanDays: z.coerce.number<number>().int().min(0).max(3650).optional(),
  page: z.coerce.number<number>().int().min(1).default(1),
});
export type TCaseListInput = z.input<typeof ZCaseListInput>;

export const CASE_STATE_LABELS: Record<TCaseState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  closed: 'Closed',
};
