import { ROOM_TYPE_SORTS } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, getRouteApi, Link } from '@tanstack/react-router';
import { AdminListPage, adminListSearch, listInput } from '#/admin-kit';
import { roomTypeColumns } from '#/features/room-type/admin/room-type-columns';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

const validateSearch = adminListSearch(ROOM_TYPE_SORTS);
const roomRoute = getRouteApi('/admin/_panel/room/$roomId/type');

export const Route = createFileRoute('/admin/_panel/room/$roomId/type/')({
  validateSearch,
  loaderDeps: ({ search }) => listInput(search),
  loader: ({ context, deps, params }) => {
    void context.trpc.roomType.list.prefetch({ ...deps, roomId: params.roomId });
  },
  head: adminHead,
  component: AdminRoomTypesPage,
});

function AdminRoomTypesPage() {
  const room = roomRoute.useLoaderData();
  const search = Route.useSearch();
  const utils = trpc.useUtils();
  const input = { ...listInput(search), roomId: room.id };
  return (
    <AdminListPage
      title="Room types"
      heading={`Room types in “${room.name}”`}
      breadcrumb={<Link to="/admin/room">Rooms</Link>}
      noun="Room type"
      lead="The kinds of furniture shoppers find in this room; products belong to one of them."
      emptyHint="Room types sort this room's products. Start with one."
      search={search}
      list={trpc.roomType.list.useQuery(input, { placeholderData: keepPreviousData })}
      columns={roomTypeColumns}
      rowName={(type) => type.name}
      searchPlaceholder="Search by name or slug"
      createTo={{ to: '/admin/room/$roomId/type/create', params: { roomId: room.id } }}
      edit={(type) => ({
        to: '/admin/room/$roomId/type/update/$typeId',
        params: { roomId: room.id, typeId: type.id },
      })}
      remove={{
        mutation: trpc.roomType.delete.useMutation(),
        input: (type) => ({ id: type.id }),
        onDeleted: () => utils.roomType.invalidate(),
      }}
    />
  );
}
