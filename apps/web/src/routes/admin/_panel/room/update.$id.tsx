import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { RoomForm } from '#/features/rooms/RoomForm';
import { httpStatusOf } from '#/lib/api-errors';
import { usePageMeta } from '#/lib/page-meta';
import { AdminPageHeader } from '#/features/admin/AdminPageHeader';

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
      <AdminPageHeader breadcrumb={<Link to="/admin/room">Rooms</Link>} title={`Edit “${room.name}”`} />
      {/* Keyed by id: moving to another room's edit page starts a fresh form. */}
      <RoomForm key={room.id} mode="update" room={room} />
    </div>
  );
}
