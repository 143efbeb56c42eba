import { parseDollars } from '#/features/order/admin/refund-amount';

/** Cents as the dollars a fee field starts with ("150.00"). */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

/**
 * A fee typed in dollars to cents; NaN when it is not an amount, so the server names the field in its own words
 * (the form shows the 422's field message).
 */
export const centsOf = (text: string) => parseDollars(text) ?? Number.NaN;

/** A whole number as typed; NaN otherwise, for the same reason. */
export const wholeOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
