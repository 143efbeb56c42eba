import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminShell } from '#/features/admin/AdminShell';
import { requireStaff } from '#/lib/guards';
import { trpc } from '#/lib/trpc';

/** Every back-office screen but the login sits under this pathless layout, so none can skip the staff guard. */
export const Route = createFileRoute('/admin/_panel')({
  beforeLoad: requireStaff,
  component: AdminLayout,
});

function AdminLayout() {
  const { staffUser } = Route.useRouteContext();
  // The cached lookup the guard just made: reading it here keeps the sidebar in step after a login or logout.
  const { data } = trpc.auth.getUser.useQuery(undefined, { staleTime: Infinity });
  return (
    <AdminShell user={data?.user ?? staffUser}>
      <Outlet />
    </AdminShell>
  );
}
