import type { TRoom } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { EmptyState } from '#/components/EmptyState';
import { QueryView } from '#/components/QueryView';
import { Icon } from '#/components/Icon';
import { Pagination } from '#/components/Pagination';
import { Spinner } from '#/components/Spinner';
import { useToast } from '#/components/Toast';
import { AdminRoomTable } from '#/features/rooms/AdminRoomTable';
import { RoomSearchBox } from '#/features/rooms/RoomSearchBox';
import { errorMessageOf } from '#/lib/api-errors';
import { usePageMeta } from '#/lib/page-meta';
import { validateListSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import { AdminPageHeader } from '#/features/admin/AdminPageHeader';

export const Route = createFileRoute('/admin/_panel/room/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, search: search.search }),
  loader: ({ context, deps }) => {
    void context.trpc.room.getList.prefetch(deps);
  },
  component: AdminRoomsPage,
});

function AdminRoomsPage() {
  usePageMeta('Rooms');
  const { page = 1, search } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const toast = useToast();
  const utils = trpc.useUtils();
  const rooms = trpc.room.getList.useQuery({ page, search }, { placeholderData: keepPreviousData });
  const [toDelete, setToDelete] = useState<TRoom | null>(null);

  const remove = trpc.room.delete.useMutation({
    onSuccess: async () => {
      toast.success(`Room “${toDelete?.name ?? ''}” deleted.`);
      setToDelete(null);
      // Deleting the only row of the last page would leave an empty page: step back one.
      if (rooms.data && rooms.data.data.length === 1 && page > 1) {
        await navigate({ search: (prev) => ({ ...prev, page: page - 1 > 1 ? page - 1 : undefined }) });
      }
      await utils.room.invalidate();
    },
    onError: (err) => {
      toast.error(errorMessageOf(err, 'The room could not be deleted.'));
      setToDelete(null);
    },
  });

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Rooms"
        lead="The rooms customers browse the catalogue by."
        actions={
          <Link to="/admin/room/create" className="button">
            <Icon name="plus" size={18} />
            Add room
          </Link>
        }
      />

      <div className="toolbar">
        <RoomSearchBox term={search ?? ''} />
        {rooms.isFetching && !rooms.isPending ? <Spinner label="Updating the list" inline /> : null}
      </div>

      <QueryView
        query={rooms}
        what="Rooms"
        pending={
          <div className="panel panel--loading">
            <Spinner label="Loading rooms" />
          </div>
        }
        isEmpty={(list) => list.data.length === 0}
        empty={
          search ? (
            <EmptyState title="No rooms match your search" icon="search">
              <p>Nothing matches “{search}”. Try another word, or clear the search box.</p>
            </EmptyState>
          ) : (
            <EmptyState
              title="No rooms yet"
              action={
                <Link to="/admin/room/create" className="button">
                  Add the first room
                </Link>
              }
            >
              <p>Rooms group the catalogue for customers. Start with one.</p>
            </EmptyState>
          )
        }
      >
        {(list) => (
          <div aria-busy={rooms.isPlaceholderData}>
            <p className="list-summary" aria-live="polite">
              {list.from}–{list.to} of {list.total} rooms
              {search ? ` matching “${search}”` : ''}
            </p>
            <AdminRoomTable rooms={list.data} onDelete={setToDelete} />
            <Pagination currentPage={list.current_page} lastPage={list.last_page} label="Rooms pages" />
          </div>
        )}
      </QueryView>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this room?"
        confirmLabel="Delete room"
        busyLabel="Deleting…"
        busy={remove.isPending}
        destructive
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      >
        <p>“{toDelete?.name}” will be removed from the shop. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
