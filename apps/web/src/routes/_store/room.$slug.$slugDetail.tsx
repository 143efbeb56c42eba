import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { EmptyState } from '#/components/EmptyState';
import { Image } from '#/components/Image';
import { HotspotScene } from '#/features/hotspot/store/HotspotScene';
import { isPastTheEnd, PastTheEnd } from '#/components/PastTheEnd';
import { Pagination } from '#/components/Pagination';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { loadOr404 } from '#/lib/load-or-404';
import { ProductGrid, ProductGridSkeleton } from '#/features/product/store/ProductCard';
import { ShelfFilters } from '#/features/product/store/ShelfFilters';
import { hasShelfFilters, shelfQuery, validateShelfSearch } from '#/features/product/store/shelf-search';
import { useWishlist } from '#/features/wishlist/use-wishlist';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import listSummaryCss from '#/styles/list-summary.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import sectionCss from '#/styles/section.module.css';
import shopBreadcrumbCss from '#/styles/shop-breadcrumb.module.css';
import styles from './RoomTypePage.module.css';

export const Route = createFileRoute('/_store/room/$slug/$slugDetail')({
  validateSearch: validateShelfSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    // The room type must exist under this room; a room type of another room is not found here either.
    const page = await loadOr404(() =>
      context.trpc.product.roomTypePage.ensureData({
        roomSlug: params.slug,
        roomTypeSlug: params.slugDetail,
      }),
    );
    void context.trpc.product.customerList.prefetch(shelfQuery(page.id, deps));
    void context.trpc.hotspot.roomType.prefetch({ id: page.id });
    return page;
  },
  head: pageHead('roomType'),
  component: RoomTypePage,
});

function RoomTypePage() {
  const { slug, slugDetail } = Route.useParams();
  const search = Route.useSearch();
  const page = trpc.product.roomTypePage.useQuery({ roomSlug: slug, roomTypeSlug: slugDetail });
  const type = page.data;
  const scene = trpc.hotspot.roomType.useQuery({ id: type?.id ?? 0 }, { enabled: !!type });
  useRecordView(type?.id);

  return (
    <div className={`container ${sectionCss.section}`}>
      <QueryView query={page} what="This room" pending={<Spinner label="Loading the room" />}>
        {(loaded) => (
          <>
            <nav aria-label="Breadcrumb" className={shopBreadcrumbCss['shop-breadcrumb']}>
              <ol>
                <li>
                  <Link to="/rooms">Rooms</Link>
                </li>
                <li>
                  <Link to="/rooms/$slug" params={{ slug: loaded.room.slug }}>
                    {loaded.room.name}
                  </Link>
                </li>
                <li aria-current="page">{loaded.name}</li>
              </ol>
            </nav>
            <header className={pageHeaderCss['page-header']}>
              <h1 className={pageTitleCss['page-title']}>{loaded.name}</h1>
              {loaded.description ? <p className={pageLeadCss['page-lead']}>{loaded.description}</p> : null}
            </header>
            {loaded.image && scene.data?.data.length ? (
              // The room type's picture, when products are placed on it: each opens its card.
              <HotspotScene
                className={styles.shelf__scene}
                hotspots={scene.data.data}
                picture={
                  <Image
                    imageKey={loaded.image}
                    alt={`${loaded.name} in the ${loaded.room.name.toLowerCase()}`}
                    width={960}
                    height={640}
                    sizes="(min-width: 800px) 720px, 92vw"
                    className={styles['shelf__scene-image']}
                  />
                }
              />
            ) : null}
            <div className={styles.shelf__layout}>
              <aside aria-label="Filters and sort">
                <ShelfFilters search={search} page={loaded} />
              </aside>
              <Shelf roomTypeId={loaded.id} />
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}

/** Fire and forget: the chart counts the visit, and the page never waits for it or minds if it fails. */
function useRecordView(roomTypeId: number | undefined) {
  const { mutate } = trpc.roomView.record.useMutation();
  useEffect(() => {
    if (roomTypeId) mutate({ roomTypeId });
  }, [roomTypeId, mutate]);
}

function Shelf({ roomTypeId }: { roomTypeId: number }) {
  const search = Route.useSearch();
  const wishlist = useWishlist();
  const products = trpc.product.customerList.useQuery(shelfQuery(roomTypeId, search), {
    placeholderData: keepPreviousData,
  });
  const filtered = hasShelfFilters(search);
  return (
    <section aria-label="Products">
      <QueryView
        query={products}
        what="Products"
        pending={
          <>
            <Spinner label="Loading products" inline />
            <ProductGridSkeleton count={6} />
          </>
        }
        isEmpty={(list) => list.data.length === 0 && !isPastTheEnd(list)}
        empty={
          <EmptyState
            title={
              filtered
                ? 'No products match these filters'
                : (search.page ?? 1) > 1
                  ? 'No products on this page'
                  : 'No products here yet'
            }
            icon="search"
          >
            <p>
              {filtered
                ? 'Try another material or a wider price range, or clear the filters.'
                : (search.page ?? 1) > 1
                  ? 'This page is past the end of the list.'
                  : 'New pieces for this room are on their way. Please come back soon.'}
            </p>
          </EmptyState>
        }
      >
        {(list) =>
          isPastTheEnd(list) ? (
            <PastTheEnd list={list} many="products" />
          ) : (
            <div aria-busy={products.isPlaceholderData}>
              <p className={listSummaryCss['list-summary']} aria-live="polite">
                Showing {list.from}–{list.to} of {list.total} {list.total === 1 ? 'product' : 'products'}
              </p>
              <ProductGrid products={list.data} wishlist={wishlist} heading="h2" />
              <Pagination currentPage={list.current_page} lastPage={list.last_page} label="Product pages" />
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
