import { lazy, Suspense } from 'react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader, idParams } from '#/admin-kit';
import { RoomForm } from '#/features/room/admin/RoomForm';
import { trpc } from '#/lib/trpc';
import { adminHead } from '#/lib/page-meta';
import { loadOr404 } from '#/lib/load-or-404';
import adminPageCss from '#/styles/admin-page.module.css';

// Loaded when the screen shows it, from the screen's own chunk: the storefront's entry script does not list it.
const HotspotEditor = lazy(() =>
  import('#/features/hotspot/admin/HotspotEditor').then((m) => ({ default: m.HotspotEditor })),
);

export const Route = createFileRoute('/admin/_panel/room/update/$id')({
  params: idParams,
  // The form needs the room before it can render its fields, so this loader blocks (the others only prefetch).
  loader: ({ context, params }) => loadOr404(() => context.trpc.room.detail.ensureData({ id: params.id })),
  head: adminHead,
  component: UpdateRoomPage,
});

function UpdateRoomPage() {
  const loaded = Route.useLoaderData();
  // The saved room: a new picture saved by the form shows in the hotspot editor at once.
  const room = trpc.room.detail.useQuery({ id: loaded.id }, { initialData: loaded }).data;
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader breadcrumb={<Link to="/admin/room">Rooms</Link>} title={`Edit “${room.name}”`} />
      {/* Keyed by id: moving to another room's edit page starts a fresh form. */}
      <RoomForm key={room.id} mode="update" room={room} />
      <Suspense fallback={null}>
        <HotspotEditor
          key={room.image ?? 'none'}
          kind="room"
          ownerId={room.id}
          image={room.image}
          alt={room.name}
        />
      </Suspense>
    </div>
  );
}
