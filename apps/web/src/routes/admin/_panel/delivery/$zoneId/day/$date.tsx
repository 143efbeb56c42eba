import { ROLE, dateLabel } from '@shop/domain';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { DaySheet } from '#/features/delivery/admin/windows/DaySheet';
import { adminHead } from '#/lib/page-meta';
import { loadOr404 } from '#/lib/load-or-404';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';

/** A zone's day sheet: the crew's stops on a date, printable; administrators mark each delivered. */
export const Route = createFileRoute('/admin/_panel/delivery/$zoneId/day/$date')({
  params: {
    parse: (raw: Record<string, string>) => {
      const zoneId = Number(raw.zoneId);
      if (!Number.isInteger(zoneId) || zoneId < 1 || !/^\d{4}-\d{2}-\d{2}$/.test(raw.date ?? ''))
        throw notFound();
      return { zoneId, date: raw.date! };
    },
    stringify: (params: { zoneId: number | string; date: string }) => ({
      zoneId: String(params.zoneId),
      date: params.date,
    }),
  },
  loader: ({ context, params }) =>
    loadOr404(() =>
      context.trpc.deliveryWindow.daySheet.ensureData({ zoneId: params.zoneId, date: params.date }),
    ),
  head: adminHead,
  component: DaySheetPage,
});

function DaySheetPage() {
  const { zoneId, date } = Route.useParams();
  const loaded = Route.useLoaderData();
  const { staffUser } = Route.useRouteContext();
  const { data: sheet = loaded } = trpc.deliveryWindow.daySheet.useQuery(
    { zoneId, date },
    { initialData: loaded },
  );
  const zones = trpc.delivery.zones.useQuery();
  const zoneName = zones.data?.find((z) => z.id === zoneId)?.name ?? 'Delivery zone';
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        breadcrumb={<Link to="/admin/delivery">Delivery</Link>}
        title={`${zoneName}: ${dateLabel(date)}`}
        lead="The crew's stops in the order of the day, with what to carry in, what to assemble and how to get in."
      />
      <DaySheet sheet={sheet} canDeliver={staffUser.role === ROLE.ADMIN} />
    </div>
  );
}
