import { SEARCH_QUERY_MAX } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '#/components/EmptyState';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { searchInput, validateSearchPageSearch } from '#/features/search/search-page-search';
import { ProductGridSkeleton } from '#/features/product/store/ProductCard';
import { NoResults, SearchResults } from '#/features/search/SearchResults';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import sectionCss from '#/styles/section.module.css';
import styles from './SearchPage.module.css';

export const Route = createFileRoute('/_store/search')({
  validateSearch: validateSearchPageSearch,
  loaderDeps: ({ search }) => searchInput(search),
  loader: ({ context, deps }) => {
    if (deps.q) void context.trpc.search.getList.prefetch(deps);
  },
  head: pageHead('search'),
  component: SearchPage,
});

/** The page's own search form, filled with the URL's text; submitting puts the new text in the URL. */
function SearchForm({ q }: { q: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    void navigate({ to: '/search', search: next ? { q: next } : {} });
  };
  return (
    // Before the page is alive the browser sends it as GET /search?q=, which the server draws.
    <form role="search" className={styles['search-page__form']} onSubmit={onSubmit} action="/search">
      <label htmlFor="search-page-input" className="sr-only">
        Search the shop
      </label>
      <input
        id="search-page-input"
        name="q"
        type="search"
        value={text}
        maxLength={SEARCH_QUERY_MAX}
        onChange={(event) => setText(event.target.value)}
        placeholder="Sofa, oak, bedroom…"
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}

function SearchPage() {
  const search = Route.useSearch();
  const input = searchInput(search);
  const { q } = input;
  const filtered = !!(search.material || search.option);
  const result = trpc.search.getList.useQuery(input, {
    enabled: Boolean(q),
    placeholderData: keepPreviousData,
  });

  return (
    <div className={`container ${sectionCss.section}`}>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>{q ? `Results for “${q}”` : 'Search'}</h1>
        {/* Keyed by the URL's text, so Back and the header's search refill the box. */}
        <SearchForm key={q} q={q} />
      </header>
      {q ? (
        <QueryView
          query={result}
          what="Search results"
          pending={
            <>
              <Spinner label="Searching" inline />
              <ProductGridSkeleton />
            </>
          }
          // With filters chosen, an empty page still shows them, so that they can be taken back.
          isEmpty={(data) =>
            !filtered && data.products.total === 0 && !data.rooms.length && !data.materials.length
          }
          empty={<NoResults q={q} />}
        >
          {(data) => (
            <div aria-busy={result.isPlaceholderData}>
              <SearchResults result={data} choices={search} />
            </div>
          )}
        </QueryView>
      ) : (
        <EmptyState title="What are you looking for?" icon="search">
          <p>Type a piece of furniture, a room or a material, such as “sofa”, “bedroom” or “walnut”.</p>
        </EmptyState>
      )}
    </div>
  );
}
