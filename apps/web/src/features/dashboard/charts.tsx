/**
 * The dashboard's pictures, drawn with recharts, without animation: figures are there to be read at once. Only this module imports the library, and only through
 * lazy-charts.ts, so it travels in the dashboard's own chunk and no other page downloads it.
 */
import { formatUsd, type TDashboardSalesDay, type TDashboardStatusCount } from '@shop/domain';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TEXT_COLOR, GRID_COLOR, SALES_COLOR, STATUS_COLORS, VIEWS_COLOR } from './chart-colors';
import { compactUsd, dayLabel, plural } from './chart-text';
import styles from './charts.module.css';

const tick = { fill: AXIS_TEXT_COLOR, fontSize: 12 };
const tooltipStyle = {
  borderRadius: 8,
  border: `1px solid ${GRID_COLOR}`,
  boxShadow: '0 8px 24px rgb(41 36 31 / 12%)',
  fontSize: 13,
};

/** Paid and completed orders' takings per day; the tooltip gives the exact sum and the order count. */
export function SalesBars({ days }: { days: readonly TDashboardSalesDay[] }) {
  const data = days.map((d) => ({ ...d, label: dayLabel(d.day) }));
  return (
    <BarChart
      responsive
      style={{ width: '100%', height: 280 }}
      data={data}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke={GRID_COLOR} />
      <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: GRID_COLOR }} minTickGap={18} />
      <YAxis tick={tick} tickLine={false} axisLine={false} width={52} tickFormatter={compactUsd} />
      <Tooltip
        cursor={{ fill: 'rgb(47 93 80 / 8%)' }}
        contentStyle={tooltipStyle}
        formatter={(value, _name, item) => [
          `${formatUsd(Number(value))} · ${plural((item.payload as TDashboardSalesDay).orders, 'order')}`,
          'Sales',
        ]}
      />
      <Bar
        dataKey="cents"
        name="Sales"
        fill={SALES_COLOR}
        radius={[4, 4, 0, 0]}
        maxBarSize={22}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

/** Every order by its status, as a ring; the total sits in the middle. */
export function StatusDonut({ statuses }: { statuses: readonly TDashboardStatusCount[] }) {
  const total = statuses.reduce((sum, s) => sum + s.count, 0);
  return (
    <div className={styles['status-donut']}>
      <PieChart responsive style={{ width: '100%', height: 200 }} accessibilityLayer={false}>
        <Pie
          data={statuses.filter((s) => s.count > 0)}
          dataKey="count"
          nameKey="label"
          innerRadius="62%"
          outerRadius="92%"
          paddingAngle={2}
          stroke="none"
          isAnimationActive={false}
        >
          {statuses
            .filter((s) => s.count > 0)
            .map((s) => (
              <Cell key={s.status} fill={STATUS_COLORS[s.status]} />
            ))}
        </Pie>
        <Tooltip contentStyle={tooltipStyle} formatter={(value) => plural(Number(value), 'order')} />
      </PieChart>
      <p className={styles['status-donut__total']} aria-hidden="true">
        <strong>{total.toLocaleString('en-US')}</strong>
        <span>orders</span>
      </p>
    </div>
  );
}

interface IRoomViewRow {
  id: number;
  name: string;
  views: number;
}

/** Visits per room type, longest bar first, names on the left where they have room to be read. */
export function RoomViewBars({ rows }: { rows: readonly IRoomViewRow[] }) {
  return (
    <BarChart
      responsive
      layout="vertical"
      style={{ width: '100%', height: Math.max(160, rows.length * 34 + 24) }}
      data={[...rows]}
      margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid horizontal={false} stroke={GRID_COLOR} />
      <XAxis type="number" tick={tick} tickLine={false} axisLine={false} allowDecimals={false} />
      <YAxis type="category" dataKey="name" tick={tick} tickLine={false} axisLine={false} width={120} />
      <Tooltip
        cursor={{ fill: 'rgb(156 69 38 / 8%)' }}
        contentStyle={tooltipStyle}
        formatter={(value) => [plural(Number(value), 'view'), 'Views']}
      />
      <Bar
        dataKey="views"
        name="Views"
        fill={VIEWS_COLOR}
        radius={[0, 4, 4, 0]}
        maxBarSize={20}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
