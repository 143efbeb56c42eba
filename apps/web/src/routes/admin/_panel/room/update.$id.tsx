import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { RoomForm } from '../../../../features/rooms/RoomForm';
import { httpStatusOf } from '../../../../lib/api-errors';
import { usePageMeta } from '../../../../lib/page-meta';

export const Route = createFileRoute('/admin/_panel/room/update/$id')({
  // The form needs the room before it can render its fields, so this loader blocks (the others only prefetch).
  loader: async ({ context, params }) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id < 1) throw notFound();
    try {
      return await context.trpc.room.detail.ensureData({ id });
    } catch (err) {
      if (httpStatusOf(err) === 404) throw notFound();
      throw err;
    }
  },
  component: UpdateRoomPage,
});

function UpdateRoomPage() {
  const room = Route.useLoaderData();
  usePageMeta(`Edit ${room.name}`);
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <p className="breadcrumb">
            <Link to="/admin/room">Rooms</Link>
          </p>
          <h1 className="admin-page__title">Edit “{room.name}”</h1>
        </div>
      </header>
      {/* Keyed by id: moving to another room's edit page starts a fresh form. */}
      <RoomForm key={room.id} mode="update" room={room} />
    </div>
  );
}
