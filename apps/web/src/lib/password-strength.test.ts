import { describe, expect, it } from 'vitest';
import { rateStrength } from './password-strength';

describe('the password strength hint', () => {
  it('says nothing before anything is typed', () => {
    expect(rateStrength('')).toBeNull();
  });

  it('calls weak what the server refuses or a guesser tries first', () => {
    expect(rateStrength('        ')).toEqual({ strength: 'weak', reason: 'it is only spaces.' });
    expect(rateStrength('abc')?.strength).toBe('weak');
    expect(rateStrength('xx-jane.doe-2024', 'jane.doe@example.com')).toEqual({
      strength: 'weak',
      reason: 'it contains your email address.',
    });
    for (const run of ['12345678', 'abcdefghij', 'zzzzzzzzzz', '87654321'])
      expect(rateStrength(run)?.strength).toBe('weak');
    expect(rateStrength('sunflower')?.strength).toBe('weak');
  });

  it('rates length and variety', () => {
    expect(rateStrength('Sunfl0wer!')?.strength).toBe('fair');
    expect(rateStrength('sunflowermeadow')?.strength).toBe('fair');
    expect(rateStrength('Sunflower-Meadow-7')?.strength).toBe('strong');
    expect(rateStrength('quiet river under stone')?.strength).toBe('strong');
  });
});
