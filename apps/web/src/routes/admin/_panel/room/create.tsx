import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { RoomForm } from '#/features/room/admin/RoomForm';
import { usePageMeta } from '#/lib/page-meta';
import adminPageCss from '#/components/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/room/create')({
  component: CreateRoomPage,
});

function CreateRoomPage() {
  usePageMeta('Add a room');
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader breadcrumb={<Link to="/admin/room">Rooms</Link>} title="Add a room" />
      <RoomForm mode="create" />
    </div>
  );
}
