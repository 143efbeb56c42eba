import type { TStaffCaseView } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { problemOf, startCounts } from './receive-counts';

const view = {
  lines: [
    { id: 7, productName: 'Oak chair', options: '', quantity: 2, received: 0, restocked: 0, damaged: 0 },
  ],
} as unknown as TStaffCaseView;

describe('the receive form', () => {
  it('starts with everything back in good shape', () => {
    expect(startCounts(view)).toEqual({ 7: { received: '2', restocked: '2', damaged: '0' } });
    expect(problemOf(view, startCounts(view))).toBeNull();
  });

  it('names the line whose counts do not add up, are not whole or are more than the case returns', () => {
    const counts = (received: string, restocked: string, damaged: string) => ({
      7: { received, restocked, damaged },
    });
    expect(problemOf(view, counts('2', '1', '0'))).toBe(
      'Oak chair: back to stock and damaged must add up to what was received.',
    );
    expect(problemOf(view, counts('1.5', '1', '0'))).toBe('Enter whole numbers for Oak chair.');
    expect(problemOf(view, counts('3', '3', '0'))).toBe('This case returns 2 Oak chair.');
    expect(problemOf(view, counts('1', '0', '1'))).toBeNull();
  });
});
