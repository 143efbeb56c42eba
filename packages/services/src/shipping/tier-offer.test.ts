import { SHIPPING_TIERS, tierEstimates, type TShippingTier } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { tableRateCents } from './rate-table.js';
import { offeredTiers, type IOfferable } from './tier-offer.js';

const option = (tier: TShippingTier, priceCents: number, maxDays: number): IOfferable => ({
  tier,
  priceCents,
  maxDays,
});
const tiersOf = (options: IOfferable[]) => offeredTiers(options).map((o) => o.tier);

/** The promise every offer keeps: each step up in price buys a strictly earlier date. */
function expectHonest(offered: IOfferable[]) {
  for (let i = 1; i < offered.length; i++) {
    expect(offered[i]!.priceCents).toBeGreaterThan(offered[i - 1]!.priceCents);
    expect(offered[i]!.maxDays).toBeLessThan(offered[i - 1]!.maxDays);
  }
}

describe('the tiers a customer is offered', () => {
  it('keeps tiers where each dearer one is faster, latest date first', () => {
    const offered = offeredTiers([
      option('Express', 3000, 4),
      option('Standard', 1000, 7),
      option('Expedited', 2000, 5),
    ]);
    expect(offered.map((o) => o.tier)).toEqual(['Standard', 'Expedited', 'Express']);
    expectHonest(offered);
  });

  it('leaves out a dearer tier that promises the same date as a cheaper one (Express over Expedited before)', () => {
    expect(
      tiersOf([option('Standard', 1000, 7), option('Expedited', 1400, 4), option('Express', 1900, 4)]),
    ).toEqual(['Standard', 'Expedited']);
  });

  it('leaves out a dearer tier that is slower, and a tier at the same price that is slower', () => {
    // FedEx freight: 3-day freight (Express) cheaper than 2-day freight and, with same-day handling, sooner.
    expect(
      tiersOf([option('Standard', 61_250, 7), option('Expedited', 62_750, 5), option('Express', 52_875, 4)]),
    ).toEqual(['Express']);
    expect(tiersOf([option('Standard', 1000, 7), option('Expedited', 1000, 5)])).toEqual(['Expedited']);
  });

  it('keeps the first in the SPEC order of two tiers alike in price and date', () => {
    expect(
      tiersOf([option('Standard', 1000, 5), option('Expedited', 1000, 5), option('Express', 900, 3)]),
    ).toEqual(['Express']);
    expect(tiersOf([option('Expedited', 1000, 5), option('Standard', 1000, 5)])).toEqual(['Standard']);
  });

  it('never offers the same date twice nor a dearer tier that is not faster, whatever the prices', () => {
    // Every price order over a few values, for each promise the shop makes.
    const prices = [1000, 1500, 2000];
    for (const freight of [false, true]) {
      const days = tierEstimates(freight).map((e) => e.maxDays);
      for (const a of prices)
        for (const b of prices)
          for (const c of prices) {
            const offered = offeredTiers(
              SHIPPING_TIERS.map((tier, i) => option(tier, [a, b, c][i]!, days[i]!)),
            );
            expect(offered.length).toBeGreaterThan(0);
            expectHonest(offered);
          }
    }
  });

  it('offers all three tiers of the rate table at any weight, parcel and freight', () => {
    const short: string[] = [];
    for (const freight of [false, true]) {
      const estimates = tierEstimates(freight);
      for (let weightLb = 0; weightLb <= 3000; weightLb += 0.5) {
        const options = estimates.map((e) =>
          option(e.tier, tableRateCents(e.tier, freight, weightLb), e.maxDays),
        );
        if (offeredTiers(options).length !== 3)
          short.push(`${freight ? 'freight' : 'parcel'} ${weightLb} lb`);
      }
    }
    expect(short).toEqual([]);
  });
});
