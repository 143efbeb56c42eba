import { describe, expect, it } from 'vitest';
import { isFiltered, validateProductSearch } from './product-search';

describe('product list URL', () => {
  it('keeps the filters it understands', () => {
    expect(
      validateProductSearch({
        page: '2',
        search: 'oak',
        sort: '-price',
        roomTypeId: '3',
        materialId: 7,
        active: 'false',
        lowStock: 'true',
      }),
    ).toEqual({
      page: 2,
      search: 'oak',
      sort: '-price',
      roomTypeId: 3,
      materialId: 7,
      active: false,
      lowStock: true,
    });
  });

  it('drops mangled values instead of failing, so the whole list opens', () => {
    const search = validateProductSearch({
      sort: 'cheapest',
      roomTypeId: 'x',
      materialId: '-1',
      active: 'maybe',
    });
    expect(search).toEqual({
      page: undefined,
      search: undefined,
      sort: undefined,
      roomTypeId: undefined,
      materialId: undefined,
      active: undefined,
      lowStock: undefined,
    });
    expect(isFiltered(search)).toBe(false);
    expect(isFiltered(validateProductSearch({ active: 'false' }))).toBe(true);
    expect(isFiltered(validateProductSearch({ search: 'oak' }))).toBe(false);
  });
});
