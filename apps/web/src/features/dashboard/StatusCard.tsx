import type { TDashboardStatusCount } from '@shop/domain';
import { Suspense } from 'react';
import { ChartCard, ChartEmpty, DataTable } from './ChartCard';
import { STATUS_COLORS } from './chart-colors';
import { statusSummary } from './chart-text';
import { StatusDonut } from './lazy-charts';
import { ChartPending } from './SalesCard';
import styles from './StatusCard.module.css';

/** Every order by status, with a legend that gives each count in words beside its colour. */
export function StatusCard({ statuses }: { statuses: readonly TDashboardStatusCount[] }) {
  const total = statuses.reduce((sum, s) => sum + s.count, 0);
  return (
    <ChartCard
      title="Orders by status"
      note="All orders so far"
      summary={statusSummary(statuses)}
      empty={total === 0 ? <ChartEmpty>No orders yet.</ChartEmpty> : undefined}
      table={
        <DataTable
          caption="Orders by status"
          headers={['Status', 'Orders']}
          numeric={[1]}
          rows={statuses.map((s) => [s.label, s.count])}
        />
      }
    >
      <div className={styles['status-chart']}>
        <Suspense fallback={<ChartPending height="200px" />}>
          <StatusDonut statuses={statuses} />
        </Suspense>
        {/* Inside the named picture, so read once as its summary rather than twice. */}
        <ul className={styles['status-legend']}>
          {statuses.map((s) => (
            <li key={s.status}>
              <span
                className={styles['status-legend__dot']}
                style={{ background: STATUS_COLORS[s.status] }}
              />
              <span>{s.label}</span>
              <span className={styles['status-legend__count']}>{s.count.toLocaleString('en-US')}</span>
            </li>
          ))}
        </ul>
      </div>
    </ChartCard>
  );
}
