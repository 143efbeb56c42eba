import { lazy, Suspense } from 'react';
import { createFileRoute, getRouteApi, Link, notFound } from '@tanstack/react-router';
import { AdminPageHeader, idParamsOf } from '#/admin-kit';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { RoomTypeForm } from '#/features/room-type/admin/RoomTypeForm';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import { loadOr404 } from '#/lib/load-or-404';
import adminPageCss from '#/styles/admin-page.module.css';

// Loaded when the screen shows it, from the screen's own chunk: the storefront's entry script does not list it.
const HotspotEditor = lazy(() =>
  import('#/features/hotspot/admin/HotspotEditor').then((m) => ({ default: m.HotspotEditor })),
);

const roomRoute = getRouteApi('/admin/_panel/room/$roomId/type');

export const Route = createFileRoute('/admin/_panel/room/$roomId/type/update/$typeId')({
  params: idParamsOf('typeId'),
  // A type of another room is not found here: the address names the room it is edited under.
  loader: ({ context, params }) =>
    loadOr404(async () => {
      const roomType = await context.trpc.roomType.detail.ensureData({ id: params.typeId });
      if (roomType.roomId !== params.roomId) throw notFound();
      return roomType;
    }),
  head: adminHead,
  component: UpdateRoomTypePage,
});

function UpdateRoomTypePage() {
  const room = roomRoute.useLoaderData();
  const loaded = Route.useLoaderData();
  // The saved room type: a new picture saved by the form shows in the hotspot editor at once.
  const roomType = trpc.roomType.detail.useQuery({ id: loaded.id }, { initialData: loaded }).data;
  // Every room, for the field that moves the room type: asked here rather than in the loader, which every page's
  // entry script carries.
  const rooms = trpc.roomType.listByRoom.useQuery(undefined);
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        breadcrumb={
          <Link to="/admin/room/$roomId/type" params={{ roomId: room.id }}>
            Room types in {room.name}
          </Link>
        }
        title={`Edit “${roomType.name}”`}
      />
      <QueryView query={rooms} what="The rooms" pending={<Spinner label="Loading the form" />}>
        {(list) => (
          // Keyed by id: moving to another room type's edit page starts a fresh form. The room select needs its
          // options when it mounts, so the form waits for them.
          <RoomTypeForm
            key={roomType.id}
            mode="update"
            roomId={room.id}
            roomType={roomType}
            rooms={list.map((each) => ({ value: each.id, label: each.name }))}
          />
        )}
      </QueryView>
      <Suspense fallback={null}>
        <HotspotEditor
          key={roomType.image ?? 'none'}
          kind="room-type"
          ownerId={roomType.id}
          image={roomType.image}
          alt={roomType.name}
        />
      </Suspense>
    </div>
  );
}
