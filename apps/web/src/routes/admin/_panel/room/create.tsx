import { createFileRoute, Link } from '@tanstack/react-router';
import { RoomForm } from '../../../../features/rooms/RoomForm';
import { usePageMeta } from '../../../../lib/page-meta';

export const Route = createFileRoute('/admin/_panel/room/create')({
  component: CreateRoomPage,
});

function CreateRoomPage() {
  usePageMeta('Add a room');
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <p className="breadcrumb">
            <Link to="/admin/room">Rooms</Link>
          </p>
          <h1 className="admin-page__title">Add a room</h1>
        </div>
      </header>
      <RoomForm mode="create" />
    </div>
  );
}
