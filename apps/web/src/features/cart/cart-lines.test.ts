import { CHECKOUT_MESSAGES, MAX_LINE_QUANTITY, promiseNote, type TCartProduct } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { orderableLimit } from './availability';
import { priceCart } from './cart-lines';

function product(id: number, over: Partial<TCartProduct> = {}): TCartProduct {
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    image: null,
    priceCents: 10_000,
    discountPercent: 0,
    discountedCents: 10_000,
    inStock: true,
    leadTimeDays: 0,
    sellingMode: 'stock',
    active: true,
    stock: 10,
    ...over,
  };
}

describe('orderableLimit', () => {
  it('is the stock on hand, capped at the per-product maximum', () => {
    expect(orderableLimit({ stock: 4, inStock: true })).toBe(4);
    expect(orderableLimit({ stock: 500, inStock: true })).toBe(MAX_LINE_QUANTITY);
  });

  it('is nothing for a product no longer sold or with none on hand, made to order or not', () => {
    expect(orderableLimit({ active: false, stock: 4, inStock: true })).toBe(0);
    expect(orderableLimit({ stock: 0, inStock: false })).toBe(0);
    expect(orderableLimit({ inStock: false })).toBe(0);
  });

  it('lets a made-to-order or backordered product be ordered beyond its stock', () => {
    expect(orderableLimit({ stock: 0, inStock: false, sellingMode: 'made-to-order' })).toBe(
      MAX_LINE_QUANTITY,
    );
    expect(orderableLimit({ stock: 2, inStock: true, sellingMode: 'backorder' })).toBe(MAX_LINE_QUANTITY);
    expect(orderableLimit({ active: false, stock: 0, inStock: false, sellingMode: 'backorder' })).toBe(0);
  });

  it('lets a card, which knows only that there is stock, add up to the maximum (the cart checks the count)', () => {
    expect(orderableLimit({ inStock: true })).toBe(MAX_LINE_QUANTITY);
  });
});

describe('priceCart', () => {
  it('prices lines at the discounted price and keeps the list price for the struck-through total', () => {
    const priced = priceCart(
      [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      [product(2, { priceCents: 1999, discountPercent: 15, discountedCents: 1699 }), product(1)],
    );
    expect(priced.rows.map((r) => [r.productId, r.unitCents, r.lineCents, r.listCents])).toEqual([
      [1, 10_000, 20_000, 20_000],
      [2, 1699, 1699, 1999],
    ]);
    expect(priced).toMatchObject({
      itemCount: 3,
      subtotalCents: 21_699,
      listSubtotalCents: 21_999,
      problemCount: 0,
    });
  });

  it('flags every line that cannot be sold as it is, keeps it in place, and leaves it out of the totals', () => {
    const priced = priceCart(
      [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
        { productId: 3, quantity: 1 },
        { productId: 4, quantity: 5 },
        { productId: 5, quantity: 3 },
      ],
      [
        product(1),
        product(2, { active: false }),
        product(3, { stock: 0, inStock: false }),
        product(4, { stock: 2 }),
        product(5, { stock: 3 }),
      ],
    );
    expect(priced.rows.map((r) => r.productId)).toEqual([1, 2, 3, 4, 5]);
    expect(priced.rows.map((r) => r.problem?.kind ?? null)).toEqual([
      null,
      'inactive',
      'out-of-stock',
      'over-stock',
      null,
    ]);
    expect(priced.rows[1]!.problem!.message).toBe(CHECKOUT_MESSAGES.inactive);
    expect(priced.rows[3]!.problem).toEqual({
      kind: 'over-stock',
      message: 'Only 2 left in stock.',
      available: 2,
    });
    expect(priced).toMatchObject({ itemCount: 4, subtotalCents: 40_000, problemCount: 3 });
  });

  it('flags a product the server no longer knows as no longer available', () => {
    const priced = priceCart([{ productId: 99, quantity: 1 }], []);
    expect(priced.rows[0]).toMatchObject({
      product: null,
      limit: 0,
      problem: { kind: 'unavailable', message: 'This product is no longer available.' },
    });
    expect(priced.subtotalCents).toBe(0);
    expect(priced.problemCount).toBe(1);
  });

  it('prices a variant line by its variant plus its surcharges, and flags a choice no longer sold', () => {
    const sofa = product(7, {
      stock: 5,
      variants: [
        {
          id: 71,
          sku: 'S-L',
          title: 'Large',
          priceCents: 30_000,
          discountPercent: 10,
          discountedCents: 27_000,
          stock: 2,
          leadTimeDays: 0,
          sellsAs: 'stock',
          active: true,
        },
        {
          id: 72,
          sku: 'S-S',
          title: 'Small',
          priceCents: 20_000,
          discountPercent: 0,
          discountedCents: 20_000,
          stock: 3,
          leadTimeDays: 0,
          sellsAs: 'stock',
          active: false,
        },
      ],
      surcharges: [
        { id: 81, optionName: 'Fabric', label: 'Grade C', surchargeCents: 5_000, surchargeLeadDays: 14 },
      ],
    });
    const priced = priceCart(
      [
        { productId: 7, variantId: 71, surcharges: [81], quantity: 3 },
        { productId: 7, variantId: 72, quantity: 1 },
        { productId: 7, quantity: 1 },
      ],
      [sofa],
    );
    expect(
      priced.rows.map((r) => [r.title, r.unitCents, r.listCents, r.limit, r.problem?.kind ?? null]),
    ).toEqual([
      ['Large, Grade C', 31_500, 105_000, 2, 'over-stock'],
      ['Small', 20_000, 20_000, 3, 'choose-options'],
      [null, 10_000, 10_000, 5, 'choose-options'],
    ]);
    // A line made without a choice (a card's or a hotspot's tap) says what to do, not that the choice is gone.
    expect(priced.rows.map((r) => r.problem?.message)).toEqual([
      'Only 2 left in stock.',
      'This choice of options is no longer sold. Choose other options.',
      'Choose the options of this product to buy it.',
    ]);
    expect(priced).toMatchObject({ itemCount: 0, problemCount: 3 });
  });

  it('flags a line without one value of each surcharge option, as the server refuses it', () => {
    const chair = product(8, {
      variants: [],
      surcharges: [
        { id: 81, optionName: 'Fabric', label: 'Grade A', surchargeCents: 0, surchargeLeadDays: 0 },
        { id: 82, optionName: 'Fabric', label: 'Grade C', surchargeCents: 5_000, surchargeLeadDays: 0 },
        { id: 91, optionName: 'Finish', label: 'Oak', surchargeCents: 0, surchargeLeadDays: 0 },
      ],
    });
    const kinds = (surcharges?: number[]) =>
      priceCart([{ productId: 8, quantity: 1, ...(surcharges ? { surcharges } : {}) }], [chair]).rows[0]!
        .problem?.kind ?? null;
    expect(kinds()).toBe('choose-options');
    expect(kinds([81])).toBe('choose-options');
    expect(kinds([81, 82])).toBe('choose-options');
    expect(kinds([81, 99])).toBe('choose-options');
    expect(kinds([82, 91])).toBeNull();
  });

  it('lets a made-to-order variant be ordered beyond its stock, its shelf the variant with the surcharge days', () => {
    const sofa = product(7, {
      stock: 1,
      sellingMode: 'stock',
      variants: [
        {
          id: 71,
          sku: 'S-L',
          title: 'Large',
          priceCents: 30_000,
          discountPercent: 0,
          discountedCents: 30_000,
          stock: 1,
          leadTimeDays: 42,
          sellsAs: 'made-to-order',
          active: true,
        },
      ],
      surcharges: [
        { id: 81, optionName: 'Fabric', label: 'Grade C', surchargeCents: 0, surchargeLeadDays: 14 },
      ],
    });
    const [row] = priceCart([{ productId: 7, variantId: 71, surcharges: [81], quantity: 3 }], [sofa]).rows;
    expect(row).toMatchObject({
      limit: MAX_LINE_QUANTITY,
      problem: null,
      shelf: { stock: 1, leadTimeDays: 42, sellingMode: 'made-to-order', surchargeLeadDays: 14 },
    });
    expect(promiseNote(row!.shelf!, 3, new Date('2026-03-01T00:00:00Z'))).toBe(
      '1 in stock, 2 made to order: ships in 8–10 weeks (Apr 26 – May 10)',
    );
  });
});
