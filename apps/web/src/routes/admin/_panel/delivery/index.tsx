import { ROLE } from '@shop/domain';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { DeliveryAdmin } from '#/features/delivery/admin/DeliveryAdmin';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';

/** Delivery zones, levels and windows; staff read them, administrators change them (the calls refuse managers). */
export const Route = createFileRoute('/admin/_panel/delivery/')({
  head: adminHead,
  component: DeliveryPage,
});

function DeliveryPage() {
  const zones = trpc.delivery.zones.useQuery();
  const { staffUser } = Route.useRouteContext();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        title="Delivery"
        lead="Where your own crews deliver, by ZIP, and what each way of delivering costs: a base price, each further freight piece, and assembly."
      />
      <QueryView query={zones} what="Delivery zones" pending={<Spinner label="Loading" />}>
        {(data) => <DeliveryAdmin zones={data} readOnly={staffUser.role !== ROLE.ADMIN} />}
      </QueryView>
    </div>
  );
}
