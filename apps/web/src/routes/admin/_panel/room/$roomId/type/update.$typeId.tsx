import { createFileRoute, getRouteApi, Link, notFound } from '@tanstack/react-router';
import { idParamsOf, loadOr404 } from '#/features/admin/kit';
import { AdminPageHeader } from '#/features/admin/AdminPageHeader';
import { RoomTypeForm } from '#/features/room-types/RoomTypeForm';
import { usePageMeta } from '#/lib/page-meta';

const roomRoute = getRouteApi('/admin/_panel/room/$roomId/type');

export const Route = createFileRoute('/admin/_panel/room/$roomId/type/update/$typeId')({
  params: idParamsOf('typeId'),
  // A type of another room is not found here: the address names the room it is edited under.
  loader: ({ context, params }) =>
    loadOr404(params.typeId, async (id) => {
      // Every room, for the field that moves the room type: the select needs its options when it mounts.
      const [roomType, rooms] = await Promise.all([
        context.trpc.roomType.detail.ensureData({ id }),
        context.trpc.roomType.listByRoom.ensureData(undefined),
      ]);
      if (roomType.roomId !== params.roomId) throw notFound();
      return { roomType, rooms: rooms.map((room) => ({ value: room.id, label: room.name })) };
    }),
  component: UpdateRoomTypePage,
});

function UpdateRoomTypePage() {
  const room = roomRoute.useLoaderData();
  const { roomType, rooms } = Route.useLoaderData();
  usePageMeta(`Edit ${roomType.name}`);
  return (
    <div className="admin-page">
      <AdminPageHeader
        breadcrumb={
          <Link to="/admin/room/$roomId/type" params={{ roomId: room.id }}>
            Room types in {room.name}
          </Link>
        }
        title={`Edit “${roomType.name}”`}
      />
      {/* Keyed by id: moving to another room type's edit page starts a fresh form. */}
      <RoomTypeForm key={roomType.id} mode="update" roomId={room.id} roomType={roomType} rooms={rooms} />
    </div>
  );
}
