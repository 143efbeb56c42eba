import { createFileRoute, Link } from '@tanstack/react-router';
import { RoomForm } from '#/features/room/admin/RoomForm';
import { usePageMeta } from '#/lib/page-meta';
import { AdminPageHeader } from '#/features/admin/AdminPageHeader';

export const Route = createFileRoute('/admin/_panel/room/create')({
  component: CreateRoomPage,
});

function CreateRoomPage() {
  usePageMeta('Add a room');
  return (
    <div className="admin-page">
      <AdminPageHeader breadcrumb={<Link to="/admin/room">Rooms</Link>} title="Add a room" />
      <RoomForm mode="create" />
    </div>
  );
}
