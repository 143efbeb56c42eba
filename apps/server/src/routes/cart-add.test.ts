import type { TProductOption } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { cartLineOfForm, type TOptionsOf } from './cart-add.js';

const value = (id: number, label: string) => ({
  id,
  label,
  materialId: null,
  swatch: null,
  surchargeCents: 0,
  surchargeLeadDays: 0,
});
const option = (id: number, kind: TProductOption['kind'], values: number[]): TProductOption => ({
  id,
  name: `Option ${id}`,
  kind,
  values: values.map((v) => value(v, `Value ${v}`)),
});

/** A sofa in two sizes and two colours (one combination not sold), with a fabric grade surcharge. */
const sofa = {
  id: 7,
  options: [option(1, 'variant', [11, 12]), option(2, 'variant', [21, 22]), option(3, 'surcharge', [31, 32])],
  variants: [
    { id: 101, optionValueIds: [11, 21] },
    { id: 102, optionValueIds: [11, 22] },
    { id: 103, optionValueIds: [12, 21] },
  ],
} as unknown as TOptionsOf;

describe('the line an "Add to cart" form posted without script', () => {
  it('reads a plain product and its quantity, one when the form sends none', () => {
    expect(cartLineOfForm({ add: '5', quantity: '3' })).toEqual({ productId: 5, quantity: 3 });
    expect(cartLineOfForm({ add: '5' })).toEqual({ productId: 5, quantity: 1 });
  });

  it('keeps the choice the page was drawn with (hidden variant and surcharges)', () => {
    expect(cartLineOfForm({ add: '7', quantity: '1', variant: '102', surcharges: '32' })).toEqual({
      productId: 7,
      quantity: 1,
      variantId: 102,
      surcharges: [32],
    });
  });

  it('reads the option radios changed without script, over the choice the page was drawn with', () => {
    const fields = {
      add: '7',
      quantity: '2',
      variant: '101',
      surcharges: '31',
      'option-1': '12',
      'option-2': '21',
      'option-3': '32',
    };
    expect(cartLineOfForm(fields, sofa)).toEqual({
      productId: 7,
      quantity: 2,
      variantId: 103,
      surcharges: [32],
    });
  });

  it('adds nothing for a combination that is not sold, a value of another product, or a bad number', () => {
    const base = { add: '7', quantity: '1', variant: '101' };
    expect(cartLineOfForm({ ...base, 'option-1': '12', 'option-2': '22' }, sofa)).toBeNull();
    expect(cartLineOfForm({ ...base, 'option-1': '99', 'option-2': '21' }, sofa)).toBeNull();
    expect(cartLineOfForm({ add: '7', 'option-1': '99' }, sofa)).toBeNull();
    expect(cartLineOfForm({ add: '7', variant: '555', 'option-3': '31' }, sofa)).toBeNull();
    expect(cartLineOfForm({ add: 'seven' })).toBeNull();
    expect(cartLineOfForm({ add: '7', quantity: '0' })).toBeNull();
    expect(cartLineOfForm({ add: '7', quantity: '100' })).toBeNull();
    expect(cartLineOfForm({ add: '7', surcharges: '31,31' })).toBeNull();
  });

  it("reads no radios against another product's options", () => {
    expect(cartLineOfForm({ add: '8', variant: '5', 'option-1': '12', 'option-2': '21' }, sofa)).toEqual({
      productId: 8,
      quantity: 1,
      variantId: 5,
    });
  });
});
