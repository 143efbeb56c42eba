import type { TStaffCaseView } from '@shop/domain';

/** What the receive form holds per case line, as typed. */
export interface ICounts {
  received: string;
  restocked: string;
  damaged: string;
}

export const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** Everything came back in good shape: the form starts there, and staff lower what did not. */
export const startCounts = (view: TStaffCaseView) =>
  Object.fromEntries(
    view.lines.map((line) => [
      line.id,
      { received: String(line.quantity), restocked: String(line.quantity), damaged: '0' },
    ]),
  ) as Record<number, ICounts>;

/** Why the counts cannot be sent, in the words of the line at fault, or null. */
export function problemOf(view: TStaffCaseView, counts: Record<number, ICounts>): string | null {
  for (const line of view.lines) {
    const c = counts[line.id]!;
    const [received, restocked, damaged] = [whole(c.received), whole(c.restocked), whole(c.damaged)];
    if ([received, restocked, damaged].some(Number.isNaN))
      return `Enter whole numbers for ${line.productName}.`;
    if (received > line.quantity) return `This case returns ${line.quantity} ${line.productName}.`;
    if (restocked + damaged !== received)
      return `${line.productName}: back to stock and damaged must add up to what was received.`;
  }
  return null;
}
