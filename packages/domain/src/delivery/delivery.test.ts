import { describe, expect, it } from 'vitest';
import { addBusinessDays, shippingWords, tierEstimates } from './delivery.js';
import { serviceCode } from '../shipping/shipping.js';

describe('delivery dates', () => {
  it('counts business days only, from the UTC date', () => {
    // 2026-11-20 is a Friday.
    const friday = new Date('2026-11-20T22:30:00Z');
    expect(addBusinessDays(friday, 0)).toBe('2026-11-20');
    expect(addBusinessDays(friday, 1)).toBe('2026-11-23');
    expect(addBusinessDays(friday, 5)).toBe('2026-11-27');
    expect(addBusinessDays(new Date('2026-11-22T08:00:00Z'), 1)).toBe('2026-11-23');
  });

  it('promises a strictly earlier date for each tier in order, parcel and freight, with the SPEC services', () => {
    for (const freight of [false, true]) {
      const estimates = tierEstimates(freight);
      expect(estimates.map((e) => e.tier)).toEqual(['Standard', 'Expedited', 'Express']);
      estimates.forEach((e) => expect(e.service).toBe(serviceCode(e.tier, freight)));
      for (let i = 1; i < estimates.length; i++) {
        expect(estimates[i]!.maxDays).toBeLessThan(estimates[i - 1]!.maxDays);
        expect(estimates[i]!.minDays).toBeLessThan(estimates[i - 1]!.minDays);
      }
    }
    expect(tierEstimates(true).map((e) => e.service)).toEqual([
      'FEDEX_2_DAY_FREIGHT',
      'FEDEX_2_DAY_FREIGHT',
      'FEDEX_3_DAY_FREIGHT',
    ]);
  });

  it('describes each option in words, never by the carrier code', () => {
    for (const freight of [false, true])
      for (const estimate of tierEstimates(freight)) {
        const words = shippingWords(estimate);
        expect(words.label).toBe(`${estimate.tier} ${freight ? 'freight delivery' : 'delivery'}`);
        expect(words.estimate).toBe(`${estimate.minDays}–${estimate.maxDays} business days`);
        expect(JSON.stringify(words)).not.toMatch(/FEDEX|_/);
      }
    expect(
      shippingWords({ tier: 'Express', service: 'FEDEX_3_DAY_FREIGHT', minDays: 3, maxDays: 3 }),
    ).toEqual({
      label: 'Express freight delivery',
      estimate: '3 business days',
    });
  });
});
