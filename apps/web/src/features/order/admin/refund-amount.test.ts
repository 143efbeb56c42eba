import { describe, expect, it } from 'vitest';
import { centsToDollars, parseDollars, refundProblem } from './refund-amount';

describe('refund amount', () => {
  it('reads dollars as typed into cents', () => {
    expect(parseDollars('120')).toBe(12_000);
    expect(parseDollars(' $1,120.5 ')).toBe(112_050);
    expect(parseDollars('0.07')).toBe(7);
    for (const bad of ['', 'ten', '1.234', '-5', '1e3']) expect(parseDollars(bad), bad).toBeNull();
    expect(parseDollars(centsToDollars(98_765))).toBe(98_765);
  });

  it('refuses nothing, too little and more than is left to refund', () => {
    expect(refundProblem(null, 500)).toMatch(/Enter an amount/);
    expect(refundProblem(0, 500)).toMatch(/at least one cent/);
    expect(refundProblem(501, 500)).toMatch(/cannot be more/);
    expect(refundProblem(500, 500)).toBeNull();
  });
});
