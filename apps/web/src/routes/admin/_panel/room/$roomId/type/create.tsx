import { createFileRoute, getRouteApi, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { RoomTypeForm } from '#/features/room-type/admin/RoomTypeForm';
import { adminHead } from '#/lib/page-meta';
import adminPageCss from '#/styles/admin-page.module.css';

const roomRoute = getRouteApi('/admin/_panel/room/$roomId/type');

export const Route = createFileRoute('/admin/_panel/room/$roomId/type/create')({
  head: adminHead,
  component: CreateRoomTypePage,
});

function CreateRoomTypePage() {
  const room = roomRoute.useLoaderData();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        breadcrumb={
          <Link to="/admin/room/$roomId/type" params={{ roomId: room.id }}>
            Room types in {room.name}
          </Link>
        }
        title={`Add a room type to “${room.name}”`}
      />
      <RoomTypeForm mode="create" roomId={room.id} />
    </div>
  );
}
