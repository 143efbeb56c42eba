import { describe, expect, it } from 'vitest';
import { ZProductBulkUpdateInput } from './product.js';

describe('the bulk edit input', () => {
  it('changes only the fields given: nothing defaults to 0 or to active', () => {
    expect(ZProductBulkUpdateInput.parse({ ids: [1, 2], set: { stock: 1 } })).toEqual({
      ids: [1, 2],
      set: { stock: 1 },
    });
    const empty = ZProductBulkUpdateInput.safeParse({
      ids: [1],
      set: { stock: undefined, active: undefined },
    });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['set', 'Choose at least one thing to change.'],
    ]);
  });

  it('refuses no products, too many, the same one twice and the form’s bad values', () => {
    const issues = (input: unknown) =>
      ZProductBulkUpdateInput.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ ids: [], set: { stock: 1 } })).toEqual(['ids']);
    expect(issues({ ids: Array.from({ length: 201 }, (_, i) => i + 1), set: { stock: 1 } })).toEqual(['ids']);
    expect(issues({ ids: [3, 3], set: { stock: 1 } })).toEqual(['ids']);
    expect(issues({ ids: [1], set: { discountPercent: 101, priceCents: -1, stock: 0.5 } })).toEqual([
      'set.priceCents',
      'set.discountPercent',
      'set.stock',
    ]);
  });
});
