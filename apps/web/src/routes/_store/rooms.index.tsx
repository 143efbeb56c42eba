import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '#/components/EmptyState';
import { isPastTheEnd, PastTheEnd } from '#/components/PastTheEnd';
import { QueryView } from '#/components/QueryView';
import { Pagination } from '#/components/Pagination';
import { Spinner } from '#/components/Spinner';
import { RoomGrid, RoomGridSkeleton } from '#/features/room/store/RoomCard';
import { validatePageSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import listSummaryCss from '#/styles/list-summary.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import sectionCss from '#/styles/section.module.css';

export const Route = createFileRoute('/_store/rooms/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => {
    void context.trpc.room.customerList.prefetch({ page: deps.page });
  },
  head: pageHead('rooms'),
  component: RoomsPage,
});

function RoomsPage() {
  const { page = 1 } = Route.useSearch();
  // Keeps the current page on screen while the next one loads, instead of flashing the skeleton.
  const rooms = trpc.room.customerList.useQuery({ page }, { placeholderData: keepPreviousData });

  return (
    <div className={`container ${sectionCss.section}`}>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>Rooms</h1>
        <p className={pageLeadCss['page-lead']}>
          Every room has its own character. Start with the one you are furnishing.
        </p>
      </header>
      <QueryView
        query={rooms}
        what="Rooms"
        pending={
          <>
            <Spinner label="Loading rooms" inline />
            <RoomGridSkeleton />
          </>
        }
        isEmpty={(list) => list.data.length === 0 && !isPastTheEnd(list)}
        empty={
          <EmptyState title={page > 1 ? 'No rooms on this page' : 'No rooms yet'}>
            <p>
              {page > 1
                ? 'This page is past the end of the list.'
                : 'Our rooms are being arranged. Please come back soon.'}
            </p>
          </EmptyState>
        }
      >
        {(list) =>
          isPastTheEnd(list) ? (
            <PastTheEnd list={list} many="rooms" icon="rooms" />
          ) : (
            <div aria-busy={rooms.isPlaceholderData}>
              <p className={listSummaryCss['list-summary']} aria-live="polite">
                Showing {list.from}–{list.to} of {list.total} rooms
              </p>
              <RoomGrid rooms={list.data} />
              <Pagination currentPage={list.current_page} lastPage={list.last_page} label="Rooms pages" />
            </div>
          )
        }
      </QueryView>
    </div>
  );
}
