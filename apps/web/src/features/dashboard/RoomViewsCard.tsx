import { Suspense } from 'react';
import { ErrorState } from '#/components/ErrorState';
import { trpc } from '#/lib/trpc';
import { ChartCard, ChartEmpty, DataTable } from './ChartCard';
import { topRoomTypes, viewsSummary } from './chart-text';
import { RoomViewBars } from './lazy-charts';
import { ChartPending } from './SalesCard';
import dashCardCss from '#/styles/dash-card.module.css';

/** Storefront visits per room type over the last 30 days (POST /api/room/type/chartData), most viewed first. */
export function RoomViewsCard() {
  const chart = trpc.roomType.chartData.useQuery(undefined);
  if (chart.isPending)
    return (
      <section className={dashCardCss['dash-card']} aria-label="Room type views" aria-busy="true">
        <ChartPending height="300px" />
      </section>
    );
  if (chart.isError)
    return (
      <section className={dashCardCss['dash-card']} aria-label="Room type views">
        <ErrorState
          title="Room type views could not be loaded"
          error={chart.error}
          onRetry={() => void chart.refetch()}
          retrying={chart.isFetching}
        />
      </section>
    );
  const rows = topRoomTypes(chart.data);
  return (
    <ChartCard
      title="Room type views"
      note="Storefront visits · last 30 days, UTC"
      summary={viewsSummary(chart.data)}
      empty={
        rows.length === 0 ? <ChartEmpty>Nobody has visited a room type page yet.</ChartEmpty> : undefined
      }
      table={
        <DataTable
          caption="Views per room type, last 30 days"
          headers={['Room type', 'Room', 'Views']}
          numeric={[2]}
          rows={chart.data.series.map((s) => [s.name, s.roomName, s.total.toLocaleString('en-US')])}
        />
      }
    >
      <Suspense fallback={<ChartPending height="300px" />}>
        <RoomViewBars rows={rows} />
      </Suspense>
    </ChartCard>
  );
}
