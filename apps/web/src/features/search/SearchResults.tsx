import type { TSearchResult } from '@shop/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '#/components/EmptyState';
import { Image } from '#/components/Image';
import { Pagination } from '#/components/Pagination';
import { isPastTheEnd, PastTheEnd } from '#/components/PastTheEnd';
import { ProductGrid } from '#/features/product/store/ProductCard';
import { ChoiceFilters } from '#/features/product/store/ChoiceFilters';
import type { IChoiceSearch } from '#/features/product/store/shelf-search';
import { useWishlist } from '#/features/wishlist/use-wishlist';
import listSummaryCss from '#/styles/list-summary.module.css';
import styles from './SearchResults.module.css';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Rooms and materials first (few, and they lead on to many products), then the paged products, with filters by what
 * the best matches offer (materials, sizes and other option values).
 */
export function SearchResults({ result, choices }: { result: TSearchResult; choices: IChoiceSearch }) {
  const { products, rooms, materials, facets } = result;
  const wishlist = useWishlist();
  const navigate = useNavigate({ from: '/search' });
  const filtered = !!(choices.material || choices.option);
  const choose = (next: IChoiceSearch) =>
    void navigate({
      search: (prev) => ({ ...prev, material: next.material, option: next.option, page: undefined }),
    });
  const hasFacets = facets.materials.length > 0 || facets.options.length > 0;
  return (
    <div>
      <p className={listSummaryCss['list-summary']} aria-live="polite">
        Found {plural(products.total, 'product')}, {plural(rooms.length, 'room')} and{' '}
        {plural(materials.length, 'material')} for “{result.q}”
      </p>
      {rooms.length ? (
        <section aria-labelledby="search-rooms" className={styles['search-results__section']}>
          <h2 id="search-rooms" className={styles['search-results__title']}>
            Rooms
          </h2>
          <ul className={styles['chip-list']}>
            {rooms.map((room) => (
              <li key={room.id}>
                <Link to="/rooms/$slug" params={{ slug: room.slug }} className={styles.chip}>
                  <Image imageKey={room.image} alt="" width={96} height={72} className={styles.chip__image} />
                  <span>{room.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {materials.length ? (
        <section aria-labelledby="search-materials" className={styles['search-results__section']}>
          <h2 id="search-materials" className={styles['search-results__title']}>
            Materials
          </h2>
          <ul className={styles['chip-list']}>
            {materials.map((material) => (
              <li key={material.id}>
                <Link to="/materials" search={{ material: material.id }} className={styles.chip}>
                  <Image
                    imageKey={material.image}
                    alt=""
                    width={72}
                    height={72}
                    className={styles.chip__image}
                  />
                  <span>
                    {material.name}
                    <span className={styles.chip__meta}> · {material.materialTypeName}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="search-products" className={styles['search-results__section']}>
        <h2 id="search-products" className={styles['search-results__title']}>
          Products
        </h2>
        {hasFacets ? (
          <details className={styles['search-filters']} open={filtered}>
            <summary>Filter products{filtered ? ' (filtered)' : ''}</summary>
            <div className={styles['search-filters__groups']}>
              <ChoiceFilters
                search={choices}
                materials={facets.materials}
                options={facets.options}
                onChange={choose}
                groupClassName={styles['search-filters__group']}
              />
            </div>
            {filtered ? (
              <button type="button" className="button button--ghost button--small" onClick={() => choose({})}>
                Clear filters
              </button>
            ) : null}
          </details>
        ) : null}
        {products.data.length ? (
          <>
            <ProductGrid products={products.data} wishlist={wishlist} label="Products found" />
            <Pagination
              currentPage={products.current_page}
              lastPage={products.last_page}
              label="Result pages"
            />
          </>
        ) : isPastTheEnd(products) ? (
          <PastTheEnd list={products} many="products" />
        ) : (
          <p className={styles['search-results__none']}>
            {filtered
              ? 'No products match these filters. Take one back, or clear them.'
              : 'No products match. Try fewer or different words.'}
          </p>
        )}
      </section>
    </div>
  );
}

export function NoResults({ q }: { q: string }) {
  return (
    <EmptyState
      title={`Nothing found for “${q}”`}
      icon="search"
      action={
        <Link to="/rooms" className="button">
          Browse the rooms
        </Link>
      }
    >
      <p>Check the spelling, or try a more general word such as “sofa”, “oak” or “bedroom”.</p>
    </EmptyState>
  );
}
