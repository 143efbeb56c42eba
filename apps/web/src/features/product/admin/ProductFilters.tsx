import type { TProductFormOptions, TProductSort } from '@shop/domain';
import { useNavigate } from '@tanstack/react-router';
import { GroupedOptions } from './groups';
import type { IProductSearch } from './product-search';
import checkboxCss from '#/styles/checkbox.module.css';
import filtersCss from '#/styles/filters.module.css';

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

/**
 * Room type, material, state, low stock and sort beside the list's search box. Every change lands in the URL as a
 * history entry (Back undoes it, as on the other lists) and starts again at page 1. The sort is here as
 * well as on the column headers because newest and oldest have no column, and a phone hides the headers' end.
 */
export function ProductFilters({
  search,
  options,
}: {
  search: IProductSearch;
  options: TProductFormOptions;
}) {
  const navigate = useNavigate({ from: '/admin/product/' });
  const set = (patch: Partial<IProductSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) });
  const optionalId = (value: string) => (value ? Number(value) : undefined);

  return (
    <div className={filtersCss.filters} role="group" aria-label="Filters">
      <label>
        Room type{' '}
        <select
          value={search.roomTypeId ?? ''}
          onChange={(e) => set({ roomTypeId: optionalId(e.target.value) })}
        >
          <option value="">All</option>
          <GroupedOptions items={options.roomTypes} heading={(t) => t.roomName} />
        </select>
      </label>
      <label>
        Material{' '}
        <select
          value={search.materialId ?? ''}
          onChange={(e) => set({ materialId: optionalId(e.target.value) })}
        >
          <option value="">All</option>
          <GroupedOptions items={options.materials} heading={(m) => m.typeName} />
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
      <label className={checkboxCss.checkbox}>
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
    </div>
  );
}
