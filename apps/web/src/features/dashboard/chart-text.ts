import {
  formatUsd,
  type TDashboardSales,
  type TDashboardStatusCount,
  type TRoomTypeChart,
} from '@shop/domain';

/**
 * The words behind each chart: the name a screen reader reads for the picture, and the labels of its axes. Kept
 * apart from the chart library so that they are tested without it and the text never differs from the data.
 */

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const compactFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** A UTC calendar day (YYYY-MM-DD) as "Mar 3". */
export const dayLabel = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** Cents as "$1.2K" for an axis, where the exact figure is in the tooltip and the table. */
export const compactUsd = (cents: number): string => compactFormat.format(cents / 100);

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function salesSummary(sales: TDashboardSales): string {
  if (sales.orders === 0) return 'Sales per day, last 30 days: no paid orders yet.';
  const best = sales.days.reduce((a, b) => (b.cents > a.cents ? b : a));
  return (
    `Sales per day, last 30 days: ${sales.total} from ${plural(sales.orders, 'order')}. ` +
    `Best day ${dayLabel(best.day)} with ${formatUsd(best.cents)}; ` +
    `${plural(sales.days.filter((d) => d.orders === 0).length, 'day')} without sales.`
  );
}

export function statusSummary(statuses: readonly TDashboardStatusCount[]): string {
  const total = statuses.reduce((sum, s) => sum + s.count, 0);
  if (total === 0) return 'Orders by status: no orders yet.';
  return `Orders by status, ${plural(total, 'order')} in all: ${statuses
    .map((s) => `${s.label.toLowerCase()} ${s.count}`)
    .join(', ')}.`;
}

/** The room types the chart draws: the most viewed, at most `limit`, with their totals. */
export function topRoomTypes(chart: TRoomTypeChart, limit = 8) {
  return chart.series
    .filter((s) => s.total > 0)
    .slice(0, limit)
    .map((s) => ({ id: s.roomTypeId, name: s.name, room: s.roomName, views: s.total }));
}

export function viewsSummary(chart: TRoomTypeChart): string {
  const top = topRoomTypes(chart, 3);
  if (!top.length) return 'Room type views, last 30 days: no visits yet.';
  const total = chart.series.reduce((sum, s) => sum + s.total, 0);
  return `Room type views, last 30 days: ${plural(total, 'view')} in all; most viewed ${top
    .map((t) => `${t.name} (${t.views.toLocaleString('en-US')})`)
    .join(', ')}.`;
}
