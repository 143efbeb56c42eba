import { formatUsd, type TDashboardSales } from '@shop/domain';
import { Suspense } from 'react';
import { Skeleton } from '#/components/Spinner';
import { ChartCard, ChartEmpty, DataTable } from './ChartCard';
import { dayLabel, salesSummary } from './chart-text';
import { SalesBars } from './lazy-charts';
import dashCardCss from '#/styles/dash-card.module.css';
import chartCardCss from '#/styles/chart-card.module.css';

export const ChartPending = ({ height = '280px' }: { height?: string }) => (
  <Skeleton width="100%" height={height} className={chartCardCss['chart-card__pending']} />
);

export function SalesCard({ sales }: { sales: TDashboardSales }) {
  return (
    <ChartCard
      title="Sales per day"
      note={`Money kept from paid orders, refunds taken off, shipping included · last 30 days, UTC · discounts given: ${sales.discount}`}
      summary={salesSummary(sales)}
      className={dashCardCss['dash-card--wide']}
      empty={
        sales.orders === 0 ? (
          <ChartEmpty>
            No paid orders in the last 30 days yet. Each day’s takings will show here as customers check out.
          </ChartEmpty>
        ) : undefined
      }
      table={
        <DataTable
          caption="Sales per day, last 30 days"
          headers={['Day', 'Orders', 'Sales', 'Discounts given']}
          numeric={[1, 2, 3]}
          rows={[...sales.days]
            .reverse()
            .map((d) => [dayLabel(d.day), d.orders, formatUsd(d.cents), formatUsd(d.discountCents)])}
        />
      }
    >
      <Suspense fallback={<ChartPending />}>
        <SalesBars days={sales.days} />
      </Suspense>
    </ChartCard>
  );
}
