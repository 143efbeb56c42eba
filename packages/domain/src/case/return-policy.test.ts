import { describe, expect, it } from 'vitest';
import { casePreview, caseRefundTax, lineCaseRights } from './case-money.js';
import { CASE_MESSAGES } from './case.js';
import { policyAtSale } from './return-policy.js';

const SHOP = {
  returnable: true,
  windowDays: 30,
  restockingFeePercent: 10,
  pickupFeeCents: 5_000,
  note: 'Unused only.',
};
const OWN_NONE = {
  returnable: null,
  windowDays: null,
  restockingFeePercent: null,
  pickupFeeCents: null,
  note: '',
};

describe('the policy frozen at sale', () => {
  it("takes the shop's default field by field, and a pickup fee only for freight", () => {
    expect(policyAtSale(SHOP, OWN_NONE, { madeToOrder: false, freight: false })).toEqual({
      ...SHOP,
      pickupFeeCents: 0,
      blocker: '',
    });
    expect(
      policyAtSale(
        SHOP,
        { ...OWN_NONE, windowDays: 14, note: 'Keep the box.' },
        { madeToOrder: false, freight: true },
      ),
    ).toMatchObject({ windowDays: 14, pickupFeeCents: 5_000, note: 'Keep the box.' });
  });

  it('makes a made-to-order piece not returnable unless its product says so', () => {
    expect(policyAtSale(SHOP, OWN_NONE, { madeToOrder: true, freight: true })).toMatchObject({
      returnable: false,
      blocker: 'made-to-order',
    });
    expect(
      policyAtSale(SHOP, { ...OWN_NONE, returnable: true }, { madeToOrder: true, freight: true }).returnable,
    ).toBe(true);
    expect(
      policyAtSale(SHOP, { ...OWN_NONE, returnable: false }, { madeToOrder: false, freight: false }).blocker,
    ).toBe('final-sale');
  });
});

describe('what a line may still return', () => {
  const line = {
    returnable: true,
    blocker: '' as const,
    windowDays: 30,
    delivered: 2,
    deliveredOn: '2027-03-03',
    inCases: 0,
  };

  it('opens on delivery and closes at the start of the day the window ends', () => {
    expect(lineCaseRights({ ...line, delivered: 0, deliveredOn: null }, '2027-03-01')).toMatchObject({
      returnable: 0,
      whyNot: CASE_MESSAGES.notDelivered,
    });
    expect(lineCaseRights(line, '2027-04-01')).toMatchObject({ returnable: 2, returnBy: 'Apr 1, 2027' });
    expect(lineCaseRights(line, '2027-04-02').whyNot).toBe(CASE_MESSAGES.windowEnded('Apr 2, 2027'));
    // A window of 0 days closes on the day of delivery; a claim stays possible.
    expect(lineCaseRights({ ...line, windowDays: 0 }, '2027-03-03')).toMatchObject({
      returnable: 0,
      claimable: 2,
      whyNot: CASE_MESSAGES.windowEnded('Mar 3, 2027'),
    });
    expect(lineCaseRights({ ...line, inCases: 1 }, '2027-03-10')).toMatchObject({
      returnable: 1,
      claimable: 1,
    });
  });
});

describe('the refund preview', () => {
  const sofa = {
    lineQuantity: 1,
    lineTotalCents: 100_000,
    discountCents: 0,
    taxCents: 8_000,
    quantity: 1,
    restockingFeePercent: 15,
    pickupFeeCents: 7_900,
  };

  it('takes the fees from a buyer-fault return and gives back the tax on what goes back', () => {
    expect(casePreview([sofa], 'customer', 0)).toMatchObject({
      itemsCents: 100_000,
      restockingFeeCents: 15_000,
      pickupFeeCents: 7_900,
      taxCents: 6_168,
      totalCents: 83_268,
      leftCents: 83_268,
    });
    // The shop at fault: no fees, all the tax.
    expect(casePreview([sofa], 'shop', 0)).toMatchObject({
      restockingFeeCents: 0,
      pickupFeeCents: 0,
      totalCents: 108_000,
    });
  });

  it('charges one pickup for several freight pieces, and never more fees than items', () => {
    const chair = {
      ...sofa,
      lineTotalCents: 1_000,
      taxCents: 0,
      pickupFeeCents: 5_000,
      restockingFeePercent: 0,
    };
    expect(casePreview([chair], 'customer', 0)).toMatchObject({ pickupFeeCents: 1_000, totalCents: 0 });
    expect(casePreview([sofa, { ...sofa, pickupFeeCents: 2_000 }], 'customer', 0).pickupFeeCents).toBe(7_900);
  });

  it('spreads the tax over a lowered refund, and gives the rest of it with the rest', () => {
    const preview = casePreview([sofa], 'shop', 0);
    expect(caseRefundTax(preview, 54_000, 0)).toBe(4_000);
    expect(caseRefundTax({ ...preview, refundedCents: 54_000, leftCents: 54_000 }, 54_000, 4_000)).toBe(
      4_000,
    );
  });
});
