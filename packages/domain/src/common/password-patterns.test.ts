import { describe, expect, it } from 'vitest';
import { PASSWORD_PATTERN_MESSAGES, ZPassword, passwordPatternProblem } from './fields.js';

describe('password shapes a guesser tries first', () => {
  it('refuses one character or a short pattern repeated, in any case', () => {
    for (const password of [
      'aaaaaaaa',
      'AAAAAAAAAAAA',
      '11111111',
      'abababab',
      'abcabcabc',
      'PassPass',
      '!!!!!!!!',
    ])
      expect(passwordPatternProblem(password), password).toBe(PASSWORD_PATTERN_MESSAGES.repeated);
  });

  it('refuses passwords of fewer than four different characters', () => {
    for (const password of ['aaaabbbb', '11112222333', 'aab-aab-aabb'])
      expect(passwordPatternProblem(password), password).toBe(PASSWORD_PATTERN_MESSAGES.fewCharacters);
  });

  it('refuses straight runs of letters or digits, either way', () => {
    for (const password of ['12345678', 'abcdefgh', 'ABCDEFGHIJ', '87654321', 'zyxwvuts', '23456789'])
      expect(passwordPatternProblem(password), password).toBe(PASSWORD_PATTERN_MESSAGES.sequence);
  });

  it('accepts ordinary passwords', () => {
    for (const password of [
      'correct-horse-battery',
      'a-quiet-river-7',
      'abcdefgh1',
      'Tr0ub4dor&3',
      'aaaaaaab1c',
    ])
      expect(passwordPatternProblem(password), password).toBeNull();
  });

  it('is part of the password schema, with one sentence per refused password', () => {
    const messages = (password: string) => {
      const parsed = ZPassword.safeParse(password);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages('aaaaaaaa')).toEqual([PASSWORD_PATTERN_MESSAGES.repeated]);
    expect(messages('abcdefgh')).toEqual([PASSWORD_PATTERN_MESSAGES.sequence]);
    // A short or blank password keeps its own message alone.
    expect(messages('aaaa')).toEqual(['Password must be at least 8 characters.']);
    expect(messages('          ')).toEqual(['Password cannot be only spaces.']);
    expect(messages('a-quiet-river-7')).toEqual([]);
  });
});
