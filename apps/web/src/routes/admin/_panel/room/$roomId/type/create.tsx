import { createFileRoute, getRouteApi, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { RoomTypeForm } from '#/features/room-type/admin/RoomTypeForm';
import { usePageMeta } from '#/lib/page-meta';
import adminPageCss from '#/components/admin-page.module.css';

const roomRoute = getRouteApi('/admin/_panel/room/$roomId/type');

export const Route = createFileRoute('/admin/_panel/room/$roomId/type/create')({
  component: CreateRoomTypePage,
});

function CreateRoomTypePage() {
  const room = roomRoute.useLoaderData();
  usePageMeta(`Add a room type to ${room.name}`);
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
