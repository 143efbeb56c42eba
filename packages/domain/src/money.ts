const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** price x (1 - percent/100), truncated (not rounded) to whole cents, as the spec requires. */
export function discountedCents(priceCents: number, discountPercent: number): number {
  const percent = Math.min(100, Math.max(0, discountPercent));
  // Integer arithmetic first so that 1999 * 0.85 style float noise cannot push a value below a whole cent.
  return Math.trunc((priceCents * Math.round((100 - percent) * 100)) / 10_000);
}

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
