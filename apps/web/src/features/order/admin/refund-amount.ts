/** Dollars as typed ("120", "120.5", "1,120.50") to cents, or null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the dollars the refund field starts with ("1120.50"). */
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

/** Why the refund field's amount cannot be refunded, or null when it can. */
export function refundProblem(cents: number | null, refundableCents: number): string | null {
  if (cents === null) return 'Enter an amount in dollars, such as 120.00.';
  if (cents < 1) return 'The refund must be at least one cent.';
  if (cents > refundableCents) return 'The refund cannot be more than what was paid and not yet refunded.';
  return null;
}
