import { describe, expect, it } from 'vitest';
import { formatUsd } from '../common/money.js';
import { ZProductOptionsInput, ZVariantSku, type TProductOption } from './variant.js';
import {
  availability,
  chosenSurcharges,
  combinations,
  fromPriceCents,
  nearestAvailable,
  resolveVariant,
  surchargeText,
  unitPrices,
  variantTitle,
} from './variant-rules.js';

const value = (id: number, label: string, surchargeCents = 0, surchargeLeadDays = 0) => ({
  id,
  label,
  materialId: null,
  swatch: null,
  surchargeCents,
  surchargeLeadDays,
});
const options: TProductOption[] = [
  { id: 1, name: 'Size', kind: 'variant', values: [value(11, 'Small'), value(12, 'Large')] },
  {
    id: 2,
    name: 'Colour',
    kind: 'variant',
    values: [value(21, 'Oak'), value(22, 'Ash'), value(23, 'Walnut')],
  },
  {
    id: 3,
    name: 'Fabric',
    kind: 'surcharge',
    values: [value(31, 'Grade A'), value(33, 'Grade C', 30_000, 14)],
  },
];
let nextId = 100;
const variant = (optionValueIds: number[], stock: number, priceCents = 100_000, active = true) => ({
  id: nextId++,
  optionValueIds,
  stock,
  priceCents,
  active,
  discountPercent: 0,
});

describe('variant rules', () => {
  it('makes every combination of the variant options, first option slowest', () => {
    expect(combinations(options.slice(0, 2))).toEqual([
      [11, 21],
      [11, 22],
      [11, 23],
      [12, 21],
      [12, 22],
      [12, 23],
    ]);
    expect(combinations([])).toEqual([[]]);
    expect(variantTitle(options, [12, 23])).toBe('Large / Walnut');
  });

  it('resolves a choice to its variant and suggests the nearest available one', () => {
    const smallOak = variant([11, 21], 0, 100_000);
    const smallAsh = variant([11, 22], 3, 110_000);
    const largeOak = variant([12, 21], 5, 150_000);
    const smallWalnut = variant([11, 23], 2, 101_000);
    const variants = [smallOak, smallAsh, largeOak, smallWalnut];
    expect(resolveVariant(variants, [11, 21])).toBe(smallOak);
    expect(resolveVariant(variants, [12, 23])).toBeNull();
    // Small/Oak is sold out: keep the size (the first choice), change the colour, closest price first.
    expect(nearestAvailable(variants, [11, 21])).toBe(smallWalnut);
    // Large/Walnut does not exist: Large/Oak changes one option, the later one.
    expect(nearestAvailable(variants, [12, 23])).toBe(largeOak);
    // A half-made choice only weighs what was chosen.
    expect(nearestAvailable(variants, [null, 21])).toBe(largeOak);
    expect(nearestAvailable([smallOak], [11, 21])).toBeNull();
  });

  it('prices surcharges on the line and refuses a partial or foreign choice', () => {
    const grades = chosenSurcharges(options, [33]);
    expect(grades).toEqual([
      {
        optionName: 'Fabric',
        valueLabel: 'Grade C',
        valueId: 33,
        surchargeCents: 30_000,
        surchargeLeadDays: 14,
      },
    ]);
    expect(surchargeText(grades![0]!, formatUsd)).toBe('Fabric: Grade C, +$300.00, adds 14 days');
    expect(chosenSurcharges(options, [])).toBeNull();
    expect(chosenSurcharges(options, [21])).toBeNull();
    expect(chosenSurcharges(options, [31, 33])).toBeNull();
    expect(chosenSurcharges(options.slice(0, 2), [])).toEqual([]);
    // The discount is taken off the whole unit, surcharge included, truncated to the cent.
    expect(unitPrices({ priceCents: 99_999, discountPercent: 15 }, 30_000)).toEqual({
      unitPriceCents: 129_999,
      unitPaidCents: 110_499,
    });
  });

  it('says what a shelf can promise and the lowest price of the available variants', () => {
    expect(availability({ stock: 2, sellingMode: 'stock', active: true })).toBe('InStock');
    expect(availability({ stock: 2, sellingMode: 'made-to-order', active: true })).toBe('InStock');
    expect(availability({ stock: 0, sellingMode: 'backorder', active: true })).toBe('BackOrder');
    expect(availability({ stock: 0, sellingMode: 'made-to-order', active: true })).toBe('MadeToOrder');
    expect(availability({ stock: 0, sellingMode: 'stock', active: true })).toBe('OutOfStock');
    expect(availability({ stock: 9, sellingMode: 'made-to-order', active: false })).toBe('OutOfStock');
    expect(
      fromPriceCents([
        { priceCents: 50_000, discountPercent: 0, active: false },
        { priceCents: 80_000, discountPercent: 25, active: true },
        { priceCents: 70_000, discountPercent: 0, active: true },
      ]),
    ).toBe(60_000);
    expect(fromPriceCents([])).toBeNull();
  });

  it('reads SKUs trimmed and upper-cased and refuses repeated option names', () => {
    expect(ZVariantSku.parse('  sofa-ab.1_x ')).toBe('SOFA-AB.1_X');
    expect(ZVariantSku.safeParse('-sofa').success).toBe(false);
    expect(ZVariantSku.safeParse('a'.repeat(65)).success).toBe(false);
    const twice = ZProductOptionsInput.safeParse({
      id: 1,
      options: [
        { name: 'Size', kind: 'variant', values: [{ label: 'S' }] },
        { name: 'size', kind: 'variant', values: [{ label: 'M' }, { label: 'm' }] },
      ],
    });
    expect(twice.success).toBe(false);
    expect(twice.error!.issues.map((issue) => issue.message).sort()).toEqual([
      'Each option needs its own name.',
      'Each value of an option needs its own name.',
    ]);
  });
});
