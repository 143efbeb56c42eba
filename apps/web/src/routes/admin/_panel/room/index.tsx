import { ROOM_SORTS } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage, adminListSearch, listInput } from '#/admin-kit';
import { roomColumns } from '#/features/room/admin/room-columns';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

const validateSearch = adminListSearch(ROOM_SORTS);

export const Route = createFileRoute('/admin/_panel/room/')({
  validateSearch,
  loaderDeps: ({ search }) => listInput(search),
  loader: ({ context, deps }) => {
    void context.trpc.room.getList.prefetch(deps);
  },
  head: adminHead,
  component: AdminRoomsPage,
});

function AdminRoomsPage() {
  const search = Route.useSearch();
  const utils = trpc.useUtils();
  return (
    <AdminListPage
      title="Rooms"
      noun="Room"
      lead="The rooms customers browse the catalogue by."
      emptyHint="Rooms group the catalogue for customers. Start with one."
      search={search}
      list={trpc.room.getList.useQuery(listInput(search), { placeholderData: keepPreviousData })}
      columns={roomColumns}
      rowName={(room) => room.name}
      searchPlaceholder="Search by name or slug"
      createTo="/admin/room/create"
      edit={(room) => ({ to: '/admin/room/update/$id', params: { id: room.id } })}
      remove={{
        mutation: trpc.room.delete.useMutation(),
        input: (room) => ({ id: room.id }),
        onDeleted: () => utils.room.invalidate(),
      }}
    />
  );
}
