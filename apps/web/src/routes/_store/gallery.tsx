import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '#/components/EmptyState';
import { isPastTheEnd, PastTheEnd } from '#/components/PastTheEnd';
import { Pagination } from '#/components/Pagination';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { StoreGalleryGrid, StoreGalleryGridSkeleton } from '#/features/gallery/store/StoreGallery';
import { validatePageSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import listSummaryCss from '#/styles/list-summary.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import sectionCss from '#/styles/section.module.css';

export const Route = createFileRoute('/_store/gallery')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => {
    void context.trpc.gallery.storeList.prefetch({ page: deps.page });
    // The products placed on the page's pictures, drawn by the server with them.
    void context.trpc.hotspot.gallery.prefetch({ page: deps.page });
  },
  head: pageHead('gallery'),
  component: GalleryPage,
});

function GalleryPage() {
  const { page = 1 } = Route.useSearch();
  const images = trpc.gallery.storeList.useQuery({ page }, { placeholderData: keepPreviousData });
  const scenes = trpc.hotspot.gallery.useQuery({ page });

  return (
    <div className={`container ${sectionCss.section}`}>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>Gallery</h1>
        <p className={pageLeadCss['page-lead']}>
          Rooms our customers and stylists have furnished. Open a photo to see it large.
        </p>
      </header>
      <QueryView
        query={images}
        what="The gallery"
        pending={
          <>
            <Spinner label="Loading the gallery" inline />
            <StoreGalleryGridSkeleton />
          </>
        }
        isEmpty={(list) => list.data.length === 0 && !isPastTheEnd(list)}
        empty={
          <EmptyState title={page > 1 ? 'No photos on this page' : 'No photos yet'} icon="image">
            <p>{page > 1 ? 'This page is past the end of the gallery.' : 'Photos will appear here soon.'}</p>
          </EmptyState>
        }
      >
        {(list) =>
          isPastTheEnd(list) ? (
            <PastTheEnd list={list} many="photos" icon="image" />
          ) : (
            <div aria-busy={images.isPlaceholderData}>
              <p className={listSummaryCss['list-summary']} aria-live="polite">
                Showing {list.from}–{list.to} of {list.total} photos
              </p>
              <StoreGalleryGrid key={list.current_page} images={list.data} hotspots={scenes.data?.data} />
              <Pagination currentPage={list.current_page} lastPage={list.last_page} label="Gallery pages" />
            </div>
          )
        }
      </QueryView>
    </div>
  );
}
