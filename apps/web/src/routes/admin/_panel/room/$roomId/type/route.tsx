import { createFileRoute, Outlet } from '@tanstack/react-router';
import { idParamsOf } from '#/admin-kit';
import { loadOr404 } from '#/lib/load-or-404';

/**
 * The frame of a room's type screens: the room id in the path is a number for every screen below, and an unknown
 * room shows the not-found page before any of them renders. The screens name the room, so this loader blocks.
 */
export const Route = createFileRoute('/admin/_panel/room/$roomId/type')({
  params: idParamsOf('roomId'),
  loader: ({ context, params }) =>
    loadOr404(() => context.trpc.room.detail.ensureData({ id: params.roomId })),
  component: Outlet,
});
