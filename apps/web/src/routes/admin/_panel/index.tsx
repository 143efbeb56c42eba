import { createFileRoute } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { MovedNotice } from '#/components/MovedNotice';
import { QueryView } from '#/components/QueryView';
import { dayLabel } from '#/features/dashboard/chart-text';
import { KpiCards, KpiCardsPending } from '#/features/dashboard/KpiCards';
import { LowStockCard, TopProductsCard } from '#/features/dashboard/ProductTables';
import { RoomViewsCard } from '#/features/dashboard/RoomViewsCard';
import { ChartPending, SalesCard } from '#/features/dashboard/SalesCard';
import { StatusCard } from '#/features/dashboard/StatusCard';
import { OutboxFailedNotice } from '#/features/outbox/admin/OutboxFailedNotice';
import { adminHead } from '#/lib/page-meta';
import { validateSignInSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';
import dashCardCss from '#/styles/dash-card.module.css';
import styles from './AdminDashboard.module.css';

export const Route = createFileRoute('/admin/_panel/')({
  // A manager sent away from an admin-only screen arrives here with reason=admin-only (the login pages' search
  // parser: one function less in every page's entry script; a `redirect` here is read by nothing).
  validateSearch: validateSignInSearch,
  loader: ({ context }) => {
    void context.trpc.dashboard.summary.prefetch();
    void context.trpc.roomType.chartData.prefetch(undefined);
  },
  head: adminHead,
  component: AdminDashboard,
});

function AdminDashboard() {
  const { staffUser } = Route.useRouteContext();
  const { reason } = Route.useSearch();
  const summary = trpc.dashboard.summary.useQuery();
  const firstName = staffUser.name.trim().split(/\s+/)[0] ?? staffUser.name;

  return (
    <div className={`${adminPageCss['admin-page']} ${adminPageCss['admin-page--wide']}`}>
      <AdminPageHeader
        title={`Welcome, ${firstName}`}
        lead={
          summary.data
            ? `How the shop did over the last 30 days, ${dayLabel(summary.data.from)} to ${dayLabel(summary.data.to)} (UTC).`
            : 'Here is where things stand.'
        }
      />
      <MovedNotice reason={reason} only={['admin-only']} />
      <OutboxFailedNotice />
      <QueryView
        query={summary}
        what="The dashboard"
        pending={
          <div aria-busy="true">
            <KpiCardsPending />
            <div className={styles['dash-grid']}>
              <div className={`${dashCardCss['dash-card']} ${dashCardCss['dash-card--wide']}`}>
                <ChartPending />
              </div>
              <div className={dashCardCss['dash-card']}>
                <ChartPending />
              </div>
            </div>
            <p className="sr-only" role="status">
              Loading the dashboard
            </p>
          </div>
        }
      >
        {(data) => (
          <>
            <KpiCards summary={data} />
            <div className={styles['dash-grid']}>
              <SalesCard sales={data.sales} />
              <StatusCard statuses={data.ordersByStatus} />
              <RoomViewsCard />
              <TopProductsCard products={data.topProducts} />
              <LowStockCard lowStock={data.lowStock} />
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
