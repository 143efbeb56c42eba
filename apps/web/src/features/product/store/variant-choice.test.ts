import { promiseNote, type TProductPage, type TVariant } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { initialChoice, showChoice, surchargesOf } from './variant-choice';

const value = (id: number, label: string, surchargeCents = 0, surchargeLeadDays = 0) => ({
  id,
  label,
  materialId: null,
  swatch: null,
  surchargeCents,
  surchargeLeadDays,
});
const variant = (id: number, optionValueIds: number[], over: Partial<TVariant> = {}): TVariant => ({
  id,
  productId: 1,
  sku: `SOFA-${id}`,
  optionValueIds,
  title: String(id),
  priceCents: 100_000,
  discountPercent: 0,
  discountedCents: 100_000,
  stock: 3,
  leadTimeDays: 0,
  sellingMode: null,
  sellsAs: 'stock',
  widthIn: 80,
  depthIn: 35,
  heightIn: 30,
  packageLengthIn: 84,
  packageWidthIn: 38,
  packageHeightIn: 32,
  packageWeightLb: 90,
  image: null,
  active: true,
  availability: 'InStock',
  ...over,
});
const page = {
  id: 1,
  name: 'Sofa',
  priceCents: 90_000,
  discountPercent: 0,
  discountedCents: 90_000,
  stock: 3,
  inStock: true,
  leadTimeDays: 0,
  sellingMode: 'stock',
  images: [{ id: 1, image: 'uploads/sofa.jpg', alt: '' }],
  options: [
    { id: 1, name: 'Size', kind: 'variant', values: [value(11, 'Small'), value(12, 'Large')] },
    {
      id: 3,
      name: 'Fabric',
      kind: 'surcharge',
      values: [value(31, 'Grade A'), value(33, 'Grade C', 30_000, 14)],
    },
  ],
  variants: [
    variant(5, [11], { stock: 0 }),
    variant(6, [12], {
      priceCents: 150_000,
      discountPercent: 10,
      discountedCents: 135_000,
      image: 'uploads/large.jpg',
    }),
  ],
} as unknown as TProductPage;

describe('the product page choice', () => {
  it('opens on the variant of ?variant=SKU, else the first in stock, with the first surcharge values', () => {
    expect(initialChoice(page, 'sofa-5')).toEqual({ values: [11], surcharges: [31] });
    expect(initialChoice(page, undefined)).toEqual({ values: [12], surcharges: [31] });
    expect(initialChoice(page, 'NOPE')).toEqual({ values: [12], surcharges: [31] });
  });

  it('opens on the surcharge values of ?surcharges=, each only if it is a value of its option', () => {
    expect(initialChoice(page, 'sofa-5', surchargesOf('33'))).toEqual({ values: [11], surcharges: [33] });
    expect(initialChoice(page, undefined, surchargesOf('11'))).toEqual({ values: [12], surcharges: [31] });
    expect(surchargesOf('81,93')).toEqual([81, 93]);
    expect(surchargesOf('81,x')).toEqual([]);
    expect(surchargesOf('1,2,3,4')).toEqual([]);
    expect(surchargesOf(undefined)).toEqual([]);
  });

  it("shows the variant's price with surcharges, its stock, lead time and image, and the nearest when sold out", () => {
    const large = showChoice(page, { values: [12], surcharges: [33] });
    expect(large.product).toMatchObject({
      priceCents: 180_000,
      discountPercent: 10,
      discountedCents: 162_000,
      stock: 3,
      leadTimeDays: 0,
    });
    // In stock, but Grade C takes 14 days to make up: the badge says so rather than "ready to ship".
    expect(large.surchargeLeadDays).toBe(14);
    expect(
      promiseNote(
        { ...large.product, surchargeLeadDays: large.surchargeLeadDays },
        1,
        new Date('2026-11-30T12:00:00Z'),
      ),
    ).toBe('In stock, made up with your options: ships in 14 days (Dec 14)');
    expect(large.product.images.map((i) => i.image)).toEqual(['uploads/large.jpg', 'uploads/sofa.jpg']);
    expect(large.nearest).toBeNull();
    const small = showChoice(page, { values: [11], surcharges: [31] });
    expect(small.variant?.id).toBe(5);
    expect(small.product.inStock).toBe(false);
    expect(small.nearest?.id).toBe(6);
  });

  it('follows a made-to-order variant: buyable with none on hand, its mode on the page, no nearest offered', () => {
    const made = {
      ...page,
      variants: [
        variant(5, [11], { stock: 0, leadTimeDays: 42, sellsAs: 'made-to-order' }),
        page.variants[1]!,
      ],
    } as TProductPage;
    const small = showChoice(made, { values: [11], surcharges: [33] });
    expect(small.product).toMatchObject({
      stock: 0,
      inStock: false,
      sellingMode: 'made-to-order',
      leadTimeDays: 42,
    });
    expect(small.surchargeLeadDays).toBe(14);
    expect(small.nearest).toBeNull();
    // The large one sells from stock as its product does.
    expect(showChoice(made, { values: [12], surcharges: [31] }).product.sellingMode).toBe('stock');
  });
});
