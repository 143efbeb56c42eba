/** The variant editor's boxes: dollars shown from cents, and what was typed read back. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);
/** A dollar box's cents; NaN for what is not a price (the server then names the field). */
export const cents = (text: string) => (text.trim() === '' ? 0 : Math.round(Number(text) * 100));
export const whole = (text: string) => (text.trim() === '' ? 0 : Number(text));
