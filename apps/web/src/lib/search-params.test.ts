import { describe, expect, it } from 'vitest';
import {
  parseId,
  parseMovedReason,
  parsePage,
  parseSearchTerm,
  validateListSearch,
  validateSignInSearch,
} from './search-params';

describe('search params', () => {
  it('keeps a valid page and drops page 1, junk and negatives', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(2)).toBe(2);
    expect(parsePage('1')).toBeUndefined();
    expect(parsePage('abc')).toBeUndefined();
    expect(parsePage(-2)).toBeUndefined();
    expect(parsePage(2.5)).toBeUndefined();
  });

  it('accepts positive whole ids only, for path parameters and filters alike', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId(7)).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'banana', '', '99999999999999999999', -3, 2.5, null])
      expect(parseId(bad)).toBeUndefined();
  });

  it('trims the search term and drops an empty one', () => {
    expect(parseSearchTerm('  sofa ')).toBe('sofa');
    expect(parseSearchTerm('   ')).toBeUndefined();
    expect(validateListSearch({ page: '2', search: 'oak', other: 'x' })).toEqual({ page: 2, search: 'oak' });
  });
});

describe('sign-in search', () => {
  it('keeps a known reason for the move and drops anything else', () => {
    expect(validateSignInSearch({ redirect: '/my-account', reason: 'session-ended' })).toEqual({
      redirect: '/my-account',
      reason: 'session-ended',
    });
    expect(validateSignInSearch({ reason: 'admin-only' }).reason).toBe('admin-only');
    expect(validateSignInSearch({ reason: '<script>' }).reason).toBeUndefined();
    expect(parseMovedReason(['session-ended'])).toBeUndefined();
  });
});
