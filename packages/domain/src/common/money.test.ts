import { describe, expect, it } from 'vitest';
import { formatUsd } from './money.js';

describe('formatUsd', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('writes what Intl writes for en-US dollars', () => {
    const samples = [
      0, 1, 9, 10, 99, 100, 101, 999, 1_000, 12_345, 99_999, 100_000, 123_456_789, 1_000_000_00,
    ];
    for (const cents of [...samples, ...samples.filter((c) => c > 0).map((c) => -c)])
      expect(formatUsd(cents), String(cents)).toBe(intl.format(cents / 100));
    for (let cents = 0; cents < 300_000; cents += 997)
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
  });

  it('writes thousands separators and two decimals', () => {
    expect(formatUsd(80_910)).toBe('$809.10');
    expect(formatUsd(1_234_500)).toBe('$12,345.00');
    expect(formatUsd(-300)).toBe('-$3.00');
  });
});
