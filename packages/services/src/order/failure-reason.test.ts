import { CHECKOUT_MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { cardExpired } from '../payments/test-gateway.js';
import { MAX_FAILURE_REASON, cleanFailureReason } from './failure-reason.js';

describe('cleanFailureReason', () => {
  it('keeps an ordinary sentence as sent', () => {
    expect(cleanFailureReason('Your card has insufficient funds.')).toBe('Your card has insufficient funds.');
  });

  it('turns control and invisible characters into single spaces', () => {
    expect(cleanFailureReason('  Declined\r\n\u0000by \u202Ethe\u200B\u200Bbank\t ')).toBe(
      'Declined by the bank',
    );
  });

  it('cuts a long reason at a word, with an ellipsis, within the limit', () => {
    const cleaned = cleanFailureReason('word '.repeat(100));
    expect(cleaned.length).toBeLessThanOrEqual(MAX_FAILURE_REASON);
    expect(cleaned).toMatch(/^(word )+word…$/);
    expect(cleanFailureReason('x'.repeat(500))).toBe(`${'x'.repeat(MAX_FAILURE_REASON - 1)}…`);
  });

  it('says the card was declined when nothing readable is left', () => {
    for (const empty of ['', '   ', '\u200B\u0007', null, undefined])
      expect(cleanFailureReason(empty)).toBe(CHECKOUT_MESSAGES.declined);
  });
});

describe('cardExpired', () => {
  const at = (iso: string) => new Date(iso);

  it('is good through the last day of its month, UTC', () => {
    expect(cardExpired('11/26', at('2026-11-30T23:59:59Z'))).toBe(false);
    expect(cardExpired('11/26', at('2026-12-01T00:00:00Z'))).toBe(true);
    expect(cardExpired('12/26', at('2026-12-31T12:00:00Z'))).toBe(false);
    expect(cardExpired('12/26', at('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('refuses long-past and unreadable expiries, and takes MM / YY with spaces', () => {
    expect(cardExpired('01/20', at('2026-11-26T00:00:00Z'))).toBe(true);
    expect(cardExpired('12 / 30', at('2026-11-26T00:00:00Z'))).toBe(false);
    expect(cardExpired('13/30', at('2026-11-26T00:00:00Z'))).toBe(true);
  });
});
