import type { TProductFormOptions, TProductSort } from '@shop/domain';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '#/lib/use-debounced-value';
import type { IProductSearch } from './product-search';

const SORT_LABELS: Record<TProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  price: 'Price, low to high',
  '-price': 'Price, high to low',
  stock: 'Stock, low to high',
  '-stock': 'Stock, high to low',
};

/** Search, room type, state, low stock and sort; every change lands in the URL and starts again at page 1. */
export function ProductFilters({
  search,
  roomTypes,
}: {
  search: IProductSearch;
  roomTypes: TProductFormOptions['roomTypes'];
}) {
  const navigate = useNavigate({ from: '/admin/product/' });
  const set = (patch: Partial<IProductSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }), replace: true });
  const [text, setText] = useState(search.search ?? '');
  const debounced = useDebouncedValue(text.trim(), 300);
  const lastPushed = useRef(search.search ?? '');
  useEffect(() => {
    if (debounced === lastPushed.current) return;
    lastPushed.current = debounced;
    void navigate({
      search: (prev) => ({ ...prev, search: debounced || undefined, page: undefined }),
      replace: true,
    });
  }, [debounced, navigate]);

  return (
    <form role="search" className="filters" onSubmit={(event) => event.preventDefault()}>
      <label>
        <span className="sr-only">Search products</span>
        <input
          type="search"
          placeholder="Search name, slug or description"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
      </label>
      <label>
        Room type{' '}
        <select
          value={search.roomTypeId ?? ''}
          onChange={(e) => set({ roomTypeId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">All</option>
          {roomTypes.map((t) => (
            <option key={t.id} value={t.id}>
              {t.roomName} / {t.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        State{' '}
        <select
          value={search.active === undefined ? '' : String(search.active)}
          onChange={(e) => set({ active: e.target.value === '' ? undefined : e.target.value === 'true' })}
        >
          <option value="">All</option>
          <option value="true">Active</option>
          <option value="false">Archived</option>
        </select>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={search.lowStock === true}
          onChange={(e) => set({ lowStock: e.target.checked || undefined })}
        />
        Low stock only
      </label>
      <label>
        Sort{' '}
        <select
          value={search.sort ?? 'newest'}
          onChange={(e) =>
            set({ sort: e.target.value === 'newest' ? undefined : (e.target.value as TProductSort) })
          }
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
