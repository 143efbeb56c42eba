import { createFileRoute, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AdminShell } from '#/features/admin/AdminShell';
import { requireStaff } from '#/lib/guards';
import { trpc } from '#/lib/trpc';

/**
 * Every back-office screen but the login sits under this pathless layout, so none can skip the staff guard; the
 * role rule comes from the same table of screens the sidebar reads.
 */
export const Route = createFileRoute('/admin/_panel')({
  beforeLoad: async (args) => {
    // The table of screens is back-office code: it loads with the back-office, not in every storefront page's entry.
    const [{ staffUser }, { requireScreenRole }] = await Promise.all([
      requireStaff(args),
      import('#/features/admin/screens'),
    ]);
    requireScreenRole(args.location.pathname, staffUser);
    return { staffUser };
  },
  component: AdminLayout,
});

function AdminLayout() {
  const { staffUser } = Route.useRouteContext();
  // The cached lookup the guard just made: reading it here keeps the sidebar in step after a login or logout.
  const { data } = trpc.auth.getUser.useQuery(undefined, { staleTime: Infinity });
  const router = useRouter();
  // The lookup is asked again when the tab regains focus; a session ended elsewhere (a logout in another tab)
  // sends this screen back through the guard, which keeps the full path for after the next login.
  const sessionEnded = data !== undefined && data.user === null;
  useEffect(() => {
    if (sessionEnded) void router.invalidate();
  }, [sessionEnded, router]);
  return (
    <AdminShell user={data?.user ?? staffUser}>
      <Outlet />
    </AdminShell>
  );
}
