import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROMOTION_MESSAGES,
  ZPromotionForm,
  allocateCents,
  bestDiscount,
  percentOf,
  promotionProblem,
  type IPromotionLine,
  type IPromotionRule,
} from './promotion.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const BUYER = { id: 7, group: 'none' as const };

function promo(over: Partial<IPromotionRule> & Pick<IPromotionRule, 'id' | 'kind'>): IPromotionRule {
  return {
    name: `Promotion ${over.id}`,
    code: null,
    percent: 0,
    amountCents: 0,
    stackable: true,
    active: true,
    minSubtotalCents: 0,
    productIds: [],
    roomTypeIds: [],
    roomIds: [],
    materialIds: [],
    customerIds: [],
    customerGroup: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    usedCount: 0,
    customerUses: 0,
    ...over,
  };
}

const line = (
  productId: number,
  amountCents: number,
  over: Partial<IPromotionLine> = {},
): IPromotionLine => ({
  productId,
  roomTypeId: 1,
  roomId: 1,
  materialIds: [],
  amountCents,
  ...over,
});

const plan = (
  promotions: IPromotionRule[],
  lines: IPromotionLine[],
  code: string | null = null,
  shipping = 0,
) => bestDiscount({ promotions, code, lines, buyer: BUYER, now: NOW, cheapestShippingCents: shipping });

describe('percentOf and allocateCents: the rounding rule', () => {
  it('rounds a percentage half up on the sum', () => {
    expect(percentOf(1_005, 10)).toBe(101); // 100.5 -> 101
    expect(percentOf(1_004, 10)).toBe(100); // 100.4 -> 100
    expect(percentOf(333, 100)).toBe(333);
  });

  it('shares by largest remainder, the earlier line on a tie', () => {
    expect(allocateCents(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateCents(100, [300, 100])).toEqual([75, 25]);
    expect(allocateCents(5, [0, 10])).toEqual([0, 5]);
  });

  it('always sums exactly and never exceeds a weight (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const amount = Math.floor(total * fraction);
          const shares = allocateCents(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total > 0 ? amount : 0);
          shares.forEach((s, i) => {
            expect(Number.isInteger(s)).toBe(true);
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
  });
});

describe('bestDiscount', () => {
  it('takes a 10% code off the eligible lines, allocated per line', () => {
    const result = plan(
      [promo({ id: 1, kind: 'percent', percent: 10, code: 'SAVE10' })],
      [line(1, 10_000), line(2, 5_005)],
      'save10',
    );
    expect(result.codeApplied).toBe(true);
    expect(result.itemsDiscountCents).toBe(1_501); // 1500.5 half up
    expect(result.lineDiscounts).toEqual([1_000, 501]);
  });

  it('limits a promotion to its room types, rooms, products and materials (every set list)', () => {
    const sofas = promo({ id: 1, kind: 'percent', percent: 20, roomTypeIds: [5] });
    const lines = [line(1, 10_000, { roomTypeId: 5 }), line(2, 10_000, { roomTypeId: 6 })];
    expect(plan([sofas], lines).lineDiscounts).toEqual([2_000, 0]);
    const oakSofas = promo({ id: 2, kind: 'fixed', amountCents: 500, roomTypeIds: [5], materialIds: [9] });
    expect(plan([oakSofas], lines).applied).toEqual([]);
    expect(
      plan([oakSofas], [line(1, 10_000, { roomTypeId: 5, materialIds: [3, 9] })]).itemsDiscountCents,
    ).toBe(500);
  });

  it('refuses a code with the reason, and an unknown code as unknown', () => {
    const expired = promo({
      id: 1,
      kind: 'percent',
      percent: 10,
      code: 'OLD',
      endsAt: new Date('2026-05-01'),
    });
    expect(plan([expired], [line(1, 1_000)], 'OLD').codeMessage).toBe(PROMOTION_MESSAGES.expired);
    const usedUp = promo({ id: 2, kind: 'percent', percent: 10, code: 'ONCE', maxUses: 1, usedCount: 1 });
    expect(plan([usedUp], [line(1, 1_000)], 'ONCE').codeMessage).toBe(PROMOTION_MESSAGES.usedUp);
    const unknown = plan([], [line(1, 1_000)], 'GUESS');
    expect(unknown.codeUnknown).toBe(true);
    expect(unknown.codeMessage).toBe(PROMOTION_MESSAGES.unknownCode);
    const big = promo({ id: 3, kind: 'fixed', amountCents: 100, code: 'BIG', minSubtotalCents: 5_000 });
    expect(plan([big], [line(1, 1_000)], 'BIG').codeMessage).toBe(PROMOTION_MESSAGES.minSubtotal(5_000));
  });

  it('honours customers and groups', () => {
    const trade = promo({ id: 1, kind: 'percent', percent: 15, customerGroup: 'trade' });
    expect(promotionProblem(trade, [line(1, 100)], BUYER, NOW)).toBe(PROMOTION_MESSAGES.notForYou);
    expect(promotionProblem(trade, [line(1, 100)], { id: 7, group: 'trade' }, NOW)).toBeNull();
    const vip = promo({ id: 2, kind: 'percent', percent: 15, customerIds: [8] });
    expect(promotionProblem(vip, [line(1, 100)], BUYER, NOW)).toBe(PROMOTION_MESSAGES.notForYou);
  });

  it('stacks a code with the automatic promotions, percentages before amounts', () => {
    const auto = promo({ id: 1, kind: 'fixed', amountCents: 1_000 });
    const code = promo({ id: 2, kind: 'percent', percent: 10, code: 'TEN' });
    const result = plan([auto, code], [line(1, 20_000)], 'TEN');
    // 10% of 200.00 = 20.00, then 10.00 off what is left
    expect(result.itemsDiscountCents).toBe(3_000);
    expect(result.applied.map((a) => a.id)).toEqual([2, 1]);
  });

  it('gives an exclusive code alone only when it takes more, and says why a code is not used', () => {
    const auto = promo({ id: 1, kind: 'percent', percent: 20 });
    const small = promo({ id: 2, kind: 'fixed', amountCents: 500, code: 'FIVE', stackable: false });
    const lost = plan([auto, small], [line(1, 10_000)], 'FIVE');
    expect(lost.codeApplied).toBe(false);
    expect(lost.codeMessage).toBe(PROMOTION_MESSAGES.notBest);
    expect(lost.itemsDiscountCents).toBe(2_000);
    const huge = promo({ id: 3, kind: 'fixed', amountCents: 5_000, code: 'HUGE', stackable: false });
    const won = plan([auto, huge], [line(1, 10_000)], 'HUGE');
    expect(won.applied.map((a) => a.id)).toEqual([3]);
    expect(won.itemsDiscountCents).toBe(5_000);
  });

  it('gives free shipping once, worth the cheapest speed', () => {
    const ship = promo({ id: 1, kind: 'freeShipping', code: 'SHIP' });
    const auto = promo({ id: 2, kind: 'freeShipping' });
    const result = plan([ship, auto], [line(1, 1_000)], 'SHIP', 2_500);
    expect(result.shippingDiscountCents).toBe(2_500);
    expect(result.applied).toHaveLength(1);
  });

  it('never takes more than the items, and the lines always add up (property)', () => {
    const arbPromo = fc.record({
      kind: fc.constantFrom('percent' as const, 'fixed' as const, 'freeShipping' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      amountCents: fc.integer({ min: 1, max: 1_000_000 }),
      stackable: fc.boolean(),
      roomTypeIds: fc.constantFrom([], [1], [2]),
      coded: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(arbPromo, { maxLength: 6 }),
        fc.array(
          fc.record({
            amountCents: fc.integer({ min: 0, max: 5_000_000 }),
            roomTypeId: fc.constantFrom(1, 2),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.integer({ min: 0, max: 20_000 }),
        (specs, lineSpecs, shipping) => {
          const promotions = specs.map((s, i) =>
            promo({ id: i + 1, ...s, code: s.coded ? `C${i + 1}X` : null }),
          );
          const lines = lineSpecs.map((l, i) => line(i + 1, l.amountCents, { roomTypeId: l.roomTypeId }));
          const codes = promotions.filter((p) => p.code).map((p) => p.code);
          const result = plan(promotions, lines, codes[0] ?? null, shipping);
          const sum = result.lineDiscounts.reduce((a, b) => a + b, 0);
          expect(sum).toBe(result.itemsDiscountCents);
          expect(result.applied.reduce((a, p) => a + p.itemsCents, 0)).toBe(sum);
          result.lineDiscounts.forEach((d, i) => {
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThanOrEqual(lines[i]!.amountCents);
          });
          expect(result.shippingDiscountCents).toBeLessThanOrEqual(shipping);
          // At most one code in what is given.
          expect(result.applied.filter((p) => p.code !== null).length).toBeLessThanOrEqual(1);
          // Best: no single candidate alone takes more than the combination chosen.
          for (const p of promotions.filter((p) => p.code === null || p.code === codes[0])) {
            const alone = plan([p], lines, p.code, shipping);
            expect(alone.itemsDiscountCents + alone.shippingDiscountCents).toBeLessThanOrEqual(
              result.itemsDiscountCents + result.shippingDiscountCents,
            );
          }
        },
      ),
    );
  });
});

describe('ZPromotionForm', () => {
  it('refuses absurd and negative amounts and a percentage over 100', () => {
    const bad = ZPromotionForm.safeParse({ name: 'x', kind: 'fixed', amountCents: -5 });
    expect(bad.success).toBe(false);
    expect(ZPromotionForm.safeParse({ name: 'x', kind: 'fixed', amountCents: 1e12 }).success).toBe(false);
    expect(ZPromotionForm.safeParse({ name: 'x', kind: 'percent', percent: 150 }).success).toBe(false);
    expect(ZPromotionForm.safeParse({ name: 'x', kind: 'percent', percent: 0 }).success).toBe(false);
    const ok = ZPromotionForm.parse({ name: 'Spring', kind: 'percent', percent: 10, code: ' spring-10 ' });
    expect(ok.code).toBe('SPRING-10');
    const window = ZPromotionForm.safeParse({
      name: 'x',
      kind: 'freeShipping',
      startsAt: '2026-06-02T00:00:00Z',
      endsAt: '2026-06-01T00:00:00Z',
    });
    expect(window.success).toBe(false);
  });

  it('takes what the back-office form types: ids as text, empty limits, dates in UTC without an offset', () => {
    const form = ZPromotionForm.parse({
      name: 'Typed',
      kind: 'fixed',
      amountCents: 500,
      productIds: '12, 15 12',
      roomIds: '',
      maxUses: Number.NaN,
      maxUsesPerCustomer: '',
      startsAt: '2026-06-01T09:30',
      endsAt: '',
    });
    expect(form).toMatchObject({
      productIds: [12, 15],
      roomIds: [],
      maxUses: null,
      maxUsesPerCustomer: null,
      startsAt: '2026-06-01T09:30:00.000Z',
      endsAt: null,
    });
    expect(
      ZPromotionForm.safeParse({ name: 'x', kind: 'fixed', amountCents: 1, productIds: '12, oak' }).success,
    ).toBe(false);
  });
});
