import { describe, expect, it } from 'vitest';
import { isFiltered, validateOrderSearch } from './order-search';

describe('order list URL', () => {
  it('keeps the states, dates, search and page it understands', () => {
    expect(
      validateOrderSearch({
        page: '2',
        search: ' HT-10287 ',
        status: 'paid',
        paymentStatus: 'completed',
        fulfilmentStatus: 'processing',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    ).toEqual({
      page: 2,
      search: 'HT-10287',
      sort: undefined,
      status: 'paid',
      paymentStatus: 'completed',
      fulfilmentStatus: 'processing',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('drops what it does not understand, so an old link still opens the list', () => {
    const search = validateOrderSearch({ status: 'lost', paymentStatus: 3, from: '2026-13-45', to: 'soon' });
    expect(search).toMatchObject({
      status: undefined,
      paymentStatus: undefined,
      from: undefined,
      to: undefined,
    });
    expect(isFiltered(search)).toBe(false);
    expect(isFiltered(validateOrderSearch({ to: '2026-11-30' }))).toBe(true);
  });
});
