import { describe, expect, it } from 'vitest';
import { ageLabel, caseListInput, isFiltered, validateCaseSearch } from './case-search';

describe('the case list URL', () => {
  it('keeps known filters and drops the rest', () => {
    expect(validateCaseSearch({ kind: 'claim', state: 'approved', olderThanDays: '7', page: '2' })).toEqual({
      page: 2,
      kind: 'claim',
      state: 'approved',
      olderThanDays: 7,
    });
    expect(validateCaseSearch({ kind: 'exchange', state: 'lost', olderThanDays: '-3', page: 'x' })).toEqual({
      page: undefined,
      kind: undefined,
      state: undefined,
      olderThanDays: undefined,
    });
  });

  it('asks for page 1 when the URL names none, and says when it is filtered', () => {
    expect(caseListInput({})).toEqual({
      page: 1,
      kind: undefined,
      state: undefined,
      olderThanDays: undefined,
    });
    expect(isFiltered({ page: 3 })).toBe(false);
    expect(isFiltered({ olderThanDays: 14 })).toBe(true);
  });

  it('says the age in words', () => {
    expect([0, 1, 12].map(ageLabel)).toEqual(['today', '1 day', '12 days']);
  });
});
