import { z } from 'zod';
import { ZIdempotencyKey } from '../checkout/checkout.js';
import { ZId } from '../common/fields.js';
import { formatUsd } from '../common/money.js';

/** Lines one partial refund may name: more than any order holds, few enough for the refund's record. */
export const MAX_REFUND_LINES = 50;

export const REFUND_PART_MESSAGES = {
  chooseOne: 'Refund either some items or an amount, not both.',
  chooseSomething: 'Choose the items to refund, or enter an amount.',
  quantity: 'Enter a whole number of items, at least 1.',
  duplicateLine: 'Each line can be named once.',
  tooManyLines: `Refund at most ${MAX_REFUND_LINES} lines at once.`,
  unknownLine: 'This line is not on the order.',
  notPaid: 'Only an order that was paid and is not cancelled can be refunded in part.',
  refundRefused: 'The payment service refused this refund; nothing was changed.',
  lineLeft: (name: string, left: number) =>
    left === 0
      ? `Every ${name} on this order was refunded already.`
      : `Only ${left} ${name} ${left === 1 ? 'is' : 'are'} left to refund on this order.`,
  amountLeft: (leftCents: number) =>
    leftCents <= 0
      ? 'Nothing is left of this payment to refund.'
      : `Only ${formatUsd(leftCents)} is left of this payment to refund.`,
} as const;

/**
 * POST /api/order/refund-part/{id}: staff give back part of a paid order that still ships, either some items
 * (each line's price after promotions with its tax) or an amount (its tax in proportion to the payment). The
 * key makes a retry (a lost answer, a double click) the same refund, never a second one.
 */
export const ZRefundPartInput = z
  .object({
    id: ZId,
    idempotencyKey: ZIdempotencyKey,
    lines: z
      .array(
        z.object({
          lineId: ZId,
          quantity: z
            .number({ error: REFUND_PART_MESSAGES.quantity })
            .int(REFUND_PART_MESSAGES.quantity)
            .min(1, REFUND_PART_MESSAGES.quantity)
            .max(100_000, REFUND_PART_MESSAGES.quantity),
        }),
      )
      .max(MAX_REFUND_LINES, REFUND_PART_MESSAGES.tooManyLines)
      .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, {
        message: REFUND_PART_MESSAGES.duplicateLine,
      })
      .optional(),
    amountCents: z.coerce
      .number<number>()
      .int('Enter a whole number of cents.')
      .min(1, 'The refund must be at least one cent.')
      .optional(),
  })
  .superRefine((input, ctx) => {
    const byLines = input.lines !== undefined && input.lines.length > 0;
    if (byLines && input.amountCents !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: REFUND_PART_MESSAGES.chooseOne });
    else if (!byLines && input.amountCents === undefined)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: REFUND_PART_MESSAGES.chooseSomething });
  });
export type TRefundPartInput = z.infer<typeof ZRefundPartInput>;

/** What a line refund needs to know of the line: what it cost and how much of it went back already. */
export interface IRefundableLine {
  quantity: number;
  lineTotalCents: number;
  /** Promotions' share of the line: the customer paid lineTotalCents - discountCents, plus taxCents. */
  discountCents: number;
  taxCents: number;
  refundedQuantity: number;
}

/** `total` spread over `of` units: what the first `units` of them come to, rounded half up. */
const shareOf = (total: number, units: number, of: number) =>
  of <= 0 ? 0 : Math.floor((2 * total * units + of) / (2 * of));

/**
 * The money and tax that `quantity` more items of a line give back. Each refund takes the difference of the
 * running shares, so a line refunded in any number of parts gives back exactly what it cost, tax included.
 */
export function lineRefund(
  line: IRefundableLine,
  quantity: number,
): { amountCents: number; taxCents: number } {
  const from = line.refundedQuantity;
  const to = Math.min(line.quantity, from + quantity);
  const net = line.lineTotalCents - line.discountCents;
  const goods = shareOf(net, to, line.quantity) - shareOf(net, from, line.quantity);
  const taxCents = shareOf(line.taxCents, to, line.quantity) - shareOf(line.taxCents, from, line.quantity);
  return { amountCents: goods + taxCents, taxCents };
}

/** One refund as the back-office order page lists it. */
export const ZOrderRefund = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  amount: z.string(),
  /** The sales tax inside the amount. */
  taxCents: z.number().int(),
  tax: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  /** 'cancel': it came with the order's cancellation; 'refund': the money only, the order goes on. */
  purpose: z.enum(['cancel', 'refund']),
  /** The items it gave back (empty for a refund of an amount). */
  lines: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int() })),
  createdAt: z.string(),
});
export type TOrderRefund = z.infer<typeof ZOrderRefund>;

/** The refund's items as the refunds table keeps them: "12:1,15:2". */
export function refundLinesText(lines: readonly { lineId: number; quantity: number }[]): string {
  return lines.map((l) => `${l.lineId}:${l.quantity}`).join(',');
}

export function refundLinesOf(text: string): { lineId: number; quantity: number }[] {
  if (!text) return [];
  return text.split(',').map((pair) => {
    const [lineId, quantity] = pair.split(':').map(Number);
    return { lineId: lineId!, quantity: quantity! };
  });
}
