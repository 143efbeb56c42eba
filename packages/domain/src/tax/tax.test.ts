import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeTax,
  formatTaxRate,
  parseTaxRate,
  refundTaxShare,
  resolveTaxRate,
  taxOn,
  taxReportCsv,
  type ITaxOverride,
  type ITaxStateRate,
} from './tax.js';

const NY: ITaxStateRate = { state: 'NY', ratePpm: 40_000, collects: true, shippingTaxable: true };
const NJ: ITaxStateRate = { state: 'NJ', ratePpm: 66_250, collects: false, shippingTaxable: true };
const OVERRIDES: ITaxOverride[] = [
  { state: 'NY', zip: '100', county: 'New York City', ratePpm: 88_750 },
  { state: 'NY', zip: '10001', county: 'Chelsea test', ratePpm: 90_000 },
  { state: 'NJ', zip: '100', county: 'wrong state', ratePpm: 1 },
];

describe('taxOn: the one rounding rule', () => {
  it('rounds half a cent up and anything less down', () => {
    expect(taxOn(1_000, 40_000)).toBe(40);
    expect(taxOn(1_250, 40_000)).toBe(50);
    // 12.5 cents -> 13; 12.4999 -> 12
    expect(taxOn(125, 100_000)).toBe(13);
    expect(taxOn(124_999, 100)).toBe(12);
    expect(taxOn(1_999, 88_750)).toBe(177); // 177.41125
    expect(taxOn(0, 88_750)).toBe(0);
    expect(taxOn(5_000, 0)).toBe(0);
  });

  it('stays exact for amounts no float holds exactly', () => {
    expect(taxOn(9_007_199_254_740, 88_750)).toBe(799_388_933_858);
    expect(() => taxOn(10.5, 40_000)).toThrow(RangeError);
  });
});

describe('rates as typed and shown', () => {
  it('parses percent text to ppm and back', () => {
    expect(parseTaxRate('8.875')).toBe(88_750);
    expect(parseTaxRate('4%')).toBe(40_000);
    expect(parseTaxRate('0')).toBe(0);
    expect(parseTaxRate('20')).toBe(200_000);
    expect(parseTaxRate('20.0001')).toBeNull();
    expect(parseTaxRate('-1')).toBeNull();
    expect(parseTaxRate('6.12345')).toBeNull();
    expect(parseTaxRate('abc')).toBeNull();
    expect(formatTaxRate(88_750)).toBe('8.875%');
    expect(formatTaxRate(40_000)).toBe('4%');
    expect(formatTaxRate(0)).toBe('0%');
  });
});

describe('resolveTaxRate', () => {
  it('takes the ZIP override over the 3-digit area over the state', () => {
    expect(resolveTaxRate(NY, OVERRIDES, { state: 'NY', postalCode: '10001-1234' })).toMatchObject({
      collected: true,
      ratePpm: 90_000,
      level: 'zip',
      jurisdiction: 'NY Chelsea test',
    });
    expect(resolveTaxRate(NY, OVERRIDES, { state: 'NY', postalCode: '10016' })).toMatchObject({
      ratePpm: 88_750,
      level: 'county',
      jurisdiction: 'NY New York City',
    });
    expect(resolveTaxRate(NY, OVERRIDES, { state: 'NY', postalCode: '12207' })).toMatchObject({
      ratePpm: 40_000,
      level: 'state',
      jurisdiction: 'NY',
      shippingTaxable: true,
    });
  });

  it('collects nothing, and says so, where the shop does not collect or the table has no row', () => {
    const nj = resolveTaxRate(NJ, OVERRIDES, { state: 'NJ', postalCode: '10001' });
    expect(nj).toMatchObject({ collected: false, ratePpm: 0 });
    expect(nj.collected === false && nj.reason).toBe(
      'No sales tax is collected on orders to New Jersey: the shop does not collect tax there.',
    );
    expect(resolveTaxRate(undefined, [], { state: 'TX', postalCode: '73301' })).toMatchObject({
      collected: false,
      ratePpm: 0,
    });
  });
});

describe('computeTax', () => {
  it('taxes each line and shipping as its own line where the state taxes shipping', () => {
    const rate = resolveTaxRate(NY, OVERRIDES, { state: 'NY', postalCode: '10016' });
    const tax = computeTax(
      [
        { ref: '0', netCents: 1_999 },
        { ref: '1', netCents: 45_000 },
      ],
      2_500,
      rate,
    );
    expect(tax.lines.map((l) => l.taxCents)).toEqual([177, 3_994]);
    expect(tax.shipping).toEqual({
      netCents: 2_500,
      ratePpm: 88_750,
      jurisdiction: 'NY New York City',
      taxCents: 222,
    });
    expect(tax.taxCents).toBe(177 + 3_994 + 222);
    const untaxedShipping = computeTax([{ ref: '0', netCents: 1_000 }], 2_500, {
      ...rate,
      shippingTaxable: false,
    });
    expect(untaxedShipping.shipping.taxCents).toBe(0);
    expect(untaxedShipping.taxCents).toBe(89);
  });

  it('adds up to the cent over random carts (property)', () => {
    const stateRate = fc.record({
      state: fc.constant('NY'),
      ratePpm: fc.integer({ min: 0, max: 200_000 }),
      collects: fc.boolean(),
      shippingTaxable: fc.boolean(),
    });
    const line = fc.record({
      unitCents: fc.integer({ min: 1, max: 2_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(
        stateRate,
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 500_000 }),
        (row, cart, shippingCents) => {
          const rate = resolveTaxRate(row, [], { state: 'NY', postalCode: '12207' });
          const lines = cart.map((l, i) => ({ ref: String(i), netCents: l.unitCents * l.quantity }));
          const tax = computeTax(lines, shippingCents, rate);
          const subtotal = lines.reduce((s, l) => s + l.netCents, 0);
          const total = subtotal + shippingCents + tax.taxCents;
          // The total is its shown parts, line by line, to the cent.
          expect(total).toBe(
            tax.lines.reduce((s, l) => s + l.netCents + l.taxCents, 0) +
              tax.shipping.netCents +
              tax.shipping.taxCents,
          );
          for (const l of [...tax.lines, tax.shipping]) {
            expect(Number.isInteger(l.taxCents)).toBe(true);
            // Each line within half a cent of the exact tax, never negative.
            expect(Math.abs(l.taxCents - (l.netCents * l.ratePpm) / 1_000_000)).toBeLessThanOrEqual(0.5);
          }
          if (!row.collects) expect(tax.taxCents).toBe(0);
          if (!row.shippingTaxable || !row.collects) expect(tax.shipping.taxCents).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives back exactly the tax charged over any split of refunds (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 8 }),
        (paidCents, ratePpm, weights) => {
          const taxCents = Math.min(paidCents, taxOn(paidCents, ratePpm));
          let refundedCents = 0;
          let taxRefundedCents = 0;
          const sum = weights.reduce((s, w) => s + w, 0);
          weights.forEach((w, i) => {
            const left = paidCents - refundedCents;
            const amountCents =
              i === weights.length - 1 ? left : Math.min(left, Math.floor((paidCents * w) / sum));
            if (amountCents < 1) return;
            const share = refundTaxShare({
              amountCents,
              paidCents,
              refundedCents,
              taxCents,
              taxRefundedCents,
            });
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(amountCents);
            refundedCents += amountCents;
            taxRefundedCents += share;
          });
          expect(refundedCents).toBe(paidCents);
          expect(taxRefundedCents).toBe(taxCents);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('splits a partial refund in proportion, half a cent up', () => {
    // $100 + $8.88 tax paid; $54.44 back is half: $4.44 of it is tax.
    expect(
      refundTaxShare({
        amountCents: 5_444,
        paidCents: 10_888,
        refundedCents: 0,
        taxCents: 888,
        taxRefundedCents: 0,
      }),
    ).toBe(444);
    expect(
      refundTaxShare({
        amountCents: 100,
        paidCents: 10_888,
        refundedCents: 0,
        taxCents: 0,
        taxRefundedCents: 0,
      }),
    ).toBe(0);
  });
});

describe('taxReportCsv', () => {
  it('writes quoted fields and dollars', () => {
    expect(
      taxReportCsv({
        from: '2026-01',
        to: '2026-01',
        total: '$8.88',
        totalNetTaxCents: 888,
        rows: [
          {
            month: '2026-01',
            state: 'NY',
            orders: 1,
            salesCents: 10_000,
            deliveryFeesCents: 0,
            deliveryTaxCents: 0,
            taxCents: 888,
            refundedTaxCents: 0,
            netTaxCents: 888,
          },
        ],
      }),
    ).toBe(
      '"month","state","orders","sales","tax","refunded_tax","net_tax","delivery_fees","delivery_tax"\r\n"2026-01","NY","1","100.00","8.88","0.00","8.88","0.00","0.00"\r\n',
    );
  });
});
