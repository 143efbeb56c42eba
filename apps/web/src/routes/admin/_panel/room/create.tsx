import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { RoomForm } from '#/features/room/admin/RoomForm';
import { adminHead } from '#/lib/page-meta';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/room/create')({
  head: adminHead,
  component: CreateRoomPage,
});

function CreateRoomPage() {
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader breadcrumb={<Link to="/admin/room">Rooms</Link>} title="Add a room" />
      <RoomForm mode="create" />
    </div>
  );
}
