import type { TRoomTypePage, TStorefrontSort } from '@shop/domain';
import { formatUsd } from '@shop/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ChoiceFilters } from './ChoiceFilters';
import { hasShelfFilters, type IShelfSearch } from './shelf-search';
import checkboxCss from '#/styles/checkbox.module.css';
import styles from './ShelfFilters.module.css';

const SHELF_SORTS: { value: TStorefrontSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Most popular' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
];

interface IShelfFiltersProps {
  search: IShelfSearch;
  page: TRoomTypePage;
}

/**
 * Filters and sort of a room type page. Each change goes to the URL (a new history entry, back to page 1), so the
 * list can be shared and Back undoes a filter. The price range is applied with its own button, not per keystroke.
 */
export function ShelfFilters({ search, page }: IShelfFiltersProps) {
  const navigate = useNavigate({ from: '/room/$slug/$slugDetail' });
  const apply = (change: Partial<IShelfSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) });
  // On a phone the filters start folded away under the sort, unless some are in use. Wider screens always show them
  // (ShelfFilters.module.css unfolds the panel there), so the page draws the same on the server and in any browser.
  const [openAtFirst] = useState(() => hasShelfFilters(search));

  return (
    <div className={styles['shelf-filters']}>
      <div className={styles['shelf-filters__sort']}>
        <label htmlFor="shelf-sort">Sort by</label>
        <select
          id="shelf-sort"
          value={search.sort ?? 'newest'}
          onChange={(event) => {
            const value = event.target.value as IShelfSearch['sort'] | 'newest';
            apply({ sort: value === 'newest' ? undefined : value });
          }}
        >
          {SHELF_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <details className={styles['shelf-filters__panel']} open={openAtFirst}>
        <summary>Filters</summary>
        <ChoiceFilters
          search={search}
          materials={page.materials}
          options={page.options}
          onChange={({ material, option }) => apply({ material, option })}
          groupClassName={styles['shelf-filters__group']}
        />
        <PriceRange
          key={`${search.min ?? ''}-${search.max ?? ''}`}
          search={search}
          range={page.priceRange}
          onApply={(min, max) => apply({ min, max })}
        />
        <fieldset className={styles['shelf-filters__group']}>
          <legend>Availability</legend>
          <label className={checkboxCss.checkbox}>
            <input
              type="checkbox"
              checked={!!search.stock}
              onChange={(event) => apply({ stock: event.target.checked ? true : undefined })}
            />
            In stock only
          </label>
        </fieldset>
        {hasShelfFilters(search) ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() =>
              apply({
                material: undefined,
                option: undefined,
                min: undefined,
                max: undefined,
                stock: undefined,
              })
            }
          >
            Clear filters
          </button>
        ) : null}
      </details>
    </div>
  );
}

function PriceRange({
  search,
  range,
  onApply,
}: {
  search: IShelfSearch;
  range: TRoomTypePage['priceRange'];
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const [min, setMin] = useState(search.min === undefined ? '' : String(search.min));
  const [max, setMax] = useState(search.max === undefined ? '' : String(search.max));
  const dollars = (text: string) => {
    const value = Math.floor(Number(text));
    return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [low, high] = [dollars(min), dollars(max)];
    // A range typed the wrong way round is what the shopper meant the right way round.
    if (low !== undefined && high !== undefined && low > high) onApply(high, low);
    else onApply(low, high);
  };
  return (
    // Before the page is alive the browser sends it as this page's own search (the other filters kept), which the
    // server draws; once alive, the router does the same without a reload.
    <form
      className={`${styles['shelf-filters__group']} ${styles['price-range']}`}
      onSubmit={submit}
      aria-labelledby="price-range-title"
    >
      {search.material?.length ? (
        <input type="hidden" name="material" value={JSON.stringify(search.material)} />
      ) : null}
      {search.option?.length ? (
        <input type="hidden" name="option" value={JSON.stringify(search.option)} />
      ) : null}
      {search.stock ? <input type="hidden" name="stock" value="true" /> : null}
      {search.sort ? <input type="hidden" name="sort" value={search.sort} /> : null}
      <p id="price-range-title" className={styles['shelf-filters__legend']}>
        Price
        {range ? (
          <span className={styles['price-range__hint']}>
            {' '}
            ({formatUsd(range.minCents)} – {formatUsd(range.maxCents)})
          </span>
        ) : null}
      </p>
      <div className={styles['price-range__inputs']}>
        <label>
          <span>Min $</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            name="min"
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
        </label>
        <label>
          <span>Max $</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            name="max"
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--small">
          Apply
        </button>
      </div>
    </form>
  );
}
