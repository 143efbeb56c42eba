import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryEstimates, tierEstimates } from './delivery.js';

describe('delivery dates', () => {
  it('counts business days only, from the UTC date', () => {
    // 2026-11-20 is a Friday.
    const friday = new Date('2026-11-20T22:30:00Z');
    expect(addBusinessDays(friday, 0)).toBe('2026-11-20');
    expect(addBusinessDays(friday, 1)).toBe('2026-11-23');
    expect(addBusinessDays(friday, 5)).toBe('2026-11-27');
    expect(addBusinessDays(new Date('2026-11-22T08:00:00Z'), 1)).toBe('2026-11-23');
  });

  it('promises the same per tier for a cart as the product page does for one box', () => {
    const parcel = { weightLb: 20, lengthIn: 30, widthIn: 20, heightIn: 10 };
    const freight = { ...parcel, weightLb: 200 };
    expect(tierEstimates(false)).toEqual(deliveryEstimates(parcel, true, 0));
    expect(tierEstimates(true)).toEqual(deliveryEstimates(freight, true, 0));
    expect(tierEstimates(true, 10)).toEqual(deliveryEstimates(freight, false, 10));
    expect(tierEstimates(false).map((e) => e.service)).toEqual([
      'FEDEX_2_DAY',
      'FEDEX_2_DAY',
      'FEDEX_EXPRESS_SAVER',
    ]);
  });
});
