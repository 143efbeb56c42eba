/**
 * The weeks a piece made (or restocked) after ordering takes, and the words for it: a module of its own because the
 * storefront's listing cards need only this, not the rest of the made-to-order rules (made-to-order.ts).
 */

/** A lead time of 0 days on a product that sells beyond its stock still promises this wait. */
export const DEFAULT_WAIT_DAYS = 14;
/** How much later than its first day the promised ship window closes. */
export const WINDOW_SPREAD_WEEKS = 2;

/** The lead time rounded to whole weeks (at least one), to two weeks later: "ships in 6–8 weeks". */
export function shipWeeks(leadTimeDays: number): { minWeeks: number; maxWeeks: number; text: string } {
  const days = leadTimeDays > 0 ? leadTimeDays : DEFAULT_WAIT_DAYS;
  const minWeeks = Math.max(1, Math.round(days / 7));
  const maxWeeks = minWeeks + WINDOW_SPREAD_WEEKS;
  return { minWeeks, maxWeeks, text: `ships in ${minWeeks}–${maxWeeks} weeks` };
}

/** "Made to order" or "Backordered", the words for what is not from stock. */
export function madeToOrderWord(mode: string): string {
  return mode === 'backorder' ? 'Backordered' : 'Made to order';
}
