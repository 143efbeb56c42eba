import type { TReturnableLine } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { formWideErrors, lineErrors, lineFees, returnableText } from './case-words';

const line = (change: Partial<TReturnableLine> = {}): TReturnableLine => ({
  lineId: 7,
  productName: 'Oak chair',
  options: '',
  image: null,
  quantity: 2,
  delivered: 2,
  returnable: 2,
  claimable: 2,
  returnBy: 'Mar 3, 2027',
  whyNot: null,
  restockingFeePercent: 15,
  pickupFeeCents: 7900,
  note: '',
  ...change,
});

describe('the words of the returns page', () => {
  it('names the fees a change of mind would cost, and none when there are none', () => {
    expect(lineFees(line())).toEqual(['15 % restocking fee', '$79.00 pickup fee']);
    expect(lineFees(line({ restockingFeePercent: 0, pickupFeeCents: 0 }))).toEqual([]);
  });

  it('says how many may go back and until when', () => {
    expect(returnableText(line())).toBe('You can return up to 2 until Mar 3, 2027.');
    expect(returnableText(line({ quantity: 1, delivered: 1, returnable: 1 }))).toBe(
      'You can return it until Mar 3, 2027.',
    );
    expect(returnableText(line({ returnable: 0 }))).toBeNull();
  });

  it("puts the server's line errors on the lines that were sent, the rest above the form", () => {
    const errors = { 'lines.1.quantity': 'You received 2 Oak chair.', lines: 'Choose at least one item.' };
    expect(lineErrors(errors, [{ lineId: 3 }, { lineId: 7 }])).toEqual({ 7: 'You received 2 Oak chair.' });
    expect(formWideErrors(errors, ['reasonId'])).toBe('Choose at least one item.');
    expect(formWideErrors({ reasonId: 'Choose one of the reasons.' }, ['reasonId'])).toBeNull();
  });
});
