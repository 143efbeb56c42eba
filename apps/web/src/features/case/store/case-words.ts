import { formatUsd, type TReturnableLine } from '@shop/domain';

/** The fees a return of this line would cost the buyer when they changed their mind; none for our own faults. */
export function lineFees(line: TReturnableLine): string[] {
  const fees: string[] = [];
  if (line.restockingFeePercent > 0) fees.push(`${line.restockingFeePercent} % restocking fee`);
  if (line.pickupFeeCents > 0) fees.push(`${formatUsd(line.pickupFeeCents)} pickup fee`);
  return fees;
}

/** What may still go back, and until when: "You can return up to 2 until Mar 3, 2027." */
export function returnableText(line: TReturnableLine): string | null {
  if (line.returnable === 0) return null;
  const until = line.returnBy ? ` until ${line.returnBy}` : '';
  return line.returnable === 1 && line.delivered === 1
    ? `You can return it${until}.`
    : `You can return up to ${line.returnable}${until}.`;
}

/** A count of pieces in words: "1 piece", "3 pieces". */
export const pieces = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

/**
 * The server names a line's error by its place in what was sent (`lines.2.quantity`); the form shows it by the
 * line's id, which is where the buyer typed.
 */
export function lineErrors(
  errors: Record<string, string>,
  sent: readonly { lineId: number }[],
): Record<number, string> {
  const byLine: Record<number, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = /^lines\.(\d+)\.(?:quantity|lineId)$/.exec(field);
    const line = match ? sent[Number(match[1])] : undefined;
    if (line && !byLine[line.lineId]) byLine[line.lineId] = message;
  }
  return byLine;
}

/** Errors that name no field the form shows (the lines as a whole, or an unknown path), shown above the form. */
export function formWideErrors(errors: Record<string, string>, shown: readonly string[]): string | null {
  const rest = Object.entries(errors).filter(
    ([field]) => !shown.includes(field) && !/^lines\.\d+\.(?:quantity|lineId)$/.test(field),
  );
  return rest.length ? rest.map(([, message]) => message).join(' ') : null;
}
