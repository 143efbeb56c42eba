import { formatUsd } from '../common/money.js';
import { lineRefund } from '../order/refund-part.js';
import type { TCaseFault } from './case.js';
import { CASE_MESSAGES } from './case.js';
import type { TCasePreview } from './case-views.js';
import { addDays } from '../room-type/room-type-chart.js';
import { dayLabel, type TReturnBlocker } from './return-policy.js';

/** An order line in a case, with what the sale froze on it. */
export interface ICaseMoneyLine {
  /** The order line's own quantity, total, promotions' share and tax. */
  lineQuantity: number;
  lineTotalCents: number;
  discountCents: number;
  taxCents: number;
  /** Units of it in this case. */
  quantity: number;
  restockingFeePercent: number;
  pickupFeeCents: number;
}

const half = (value: number) => Math.floor(value + 0.5);

/**
 * What a case gives back: each line's price after promotions for the units in it, less (when the buyer is at
 * fault) the restocking fee on that price and one pickup fee (the highest of its freight pieces: one truck takes
 * them all), plus the tax on what is given back (the items' tax in proportion: the shop keeps the tax on its fees).
 */
export function casePreview(lines: ICaseMoneyLine[], fault: TCaseFault, refundedCents: number): TCasePreview {
  let itemsCents = 0;
  let itemsTaxCents = 0;
  let restockingFeeCents = 0;
  let pickupFeeCents = 0;
  for (const line of lines) {
    const part = lineRefund(
      {
        quantity: line.lineQuantity,
        lineTotalCents: line.lineTotalCents,
        discountCents: line.discountCents,
        taxCents: line.taxCents,
        refundedQuantity: 0,
      },
      line.quantity,
    );
    const goods = part.amountCents - part.taxCents;
    itemsCents += goods;
    itemsTaxCents += part.taxCents;
    if (fault === 'customer') {
      restockingFeeCents += half((goods * line.restockingFeePercent) / 100);
      pickupFeeCents = Math.max(pickupFeeCents, line.pickupFeeCents);
    }
  }
  // The fees never take more than the items.
  restockingFeeCents = Math.min(restockingFeeCents, itemsCents);
  pickupFeeCents = Math.min(pickupFeeCents, itemsCents - restockingFeeCents);
  const net = itemsCents - restockingFeeCents - pickupFeeCents;
  const taxCents = itemsCents > 0 ? half((itemsTaxCents * net) / itemsCents) : 0;
  const totalCents = net + taxCents;
  return {
    itemsCents,
    restockingFeeCents,
    pickupFeeCents,
    taxCents,
    totalCents,
    total: formatUsd(totalCents),
    refundedCents,
    leftCents: Math.max(0, totalCents - refundedCents),
  };
}

/** The tax inside a refund of `amountCents` of a case: its share of the preview's tax, never more than is left. */
export function caseRefundTax(preview: TCasePreview, amountCents: number, taxRefundedCents: number): number {
  if (preview.totalCents <= 0) return 0;
  const share =
    amountCents >= preview.leftCents
      ? preview.taxCents - taxRefundedCents
      : half((preview.taxCents * amountCents) / preview.totalCents);
  return Math.max(0, Math.min(share, preview.taxCents - taxRefundedCents, amountCents));
}

/** What the buyer may still do with one order line, from its frozen policy and what happened to it since. */
export interface ILineCaseState {
  returnable: boolean;
  blocker: TReturnBlocker;
  windowDays: number;
  /** Units delivered, and the day the last of them arrived (YYYY-MM-DD); null before delivery. */
  delivered: number;
  deliveredOn: string | null;
  /** Units in cases that are not cancelled or rejected. */
  inCases: number;
}

/** How many units may go into a return and a claim today, until when, and why not in the buyer's words. */
export function lineCaseRights(line: ILineCaseState, today: string) {
  const claimable = Math.max(0, line.delivered - line.inCases);
  if (line.delivered === 0 || !line.deliveredOn)
    return { returnable: 0, claimable, returnBy: null, whyNot: CASE_MESSAGES.notDelivered };
  if (!line.returnable)
    return {
      returnable: 0,
      claimable,
      returnBy: null,
      whyNot: line.blocker === 'made-to-order' ? CASE_MESSAGES.madeToOrder : CASE_MESSAGES.finalSale,
    };
  // Open until the start of the day `windowDays` after delivery: a window of 0 days closes on delivery.
  const closesOn = addDays(line.deliveredOn, line.windowDays);
  const lastDay = addDays(closesOn, -1);
  if (today >= closesOn)
    return {
      returnable: 0,
      claimable,
      returnBy: null,
      whyNot: CASE_MESSAGES.windowEnded(dayLabel(closesOn)),
    };
  if (claimable === 0)
    return { returnable: 0, claimable, returnBy: dayLabel(lastDay), whyNot: CASE_MESSAGES.allInCases };
  return { returnable: claimable, claimable, returnBy: dayLabel(lastDay), whyNot: null };
}
