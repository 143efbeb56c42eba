import type { TDashboardSales, TRoomTypeChart } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { compactUsd, dayLabel, salesSummary, statusSummary, topRoomTypes, viewsSummary } from './chart-text';

const sales = (cents: number[]): TDashboardSales => {
  const days = cents.map((c, i) => ({
    day: `2026-03-0${i + 1}`,
    orders: c ? 1 : 0,
    cents: c,
    discountCents: 0,
  }));
  const totalCents = cents.reduce((a, b) => a + b, 0);
  return {
    days,
    totalCents,
    total: `$${(totalCents / 100).toFixed(2)}`,
    discountCents: 0,
    discount: '$0.00',
    orders: days.filter((d) => d.orders).length,
    todayCents: 0,
    today: '$0.00',
    todayOrders: 0,
  };
};

const series = (name: string, total: number) => ({
  roomTypeId: total,
  name,
  roomId: 1,
  roomName: 'Living',
  total,
  counts: [total],
});

describe('chart text alternatives', () => {
  it('labels days in UTC and money compactly for the axes', () => {
    expect(dayLabel('2026-03-01')).toBe('Mar 1');
    expect(dayLabel('2026-12-31')).toBe('Dec 31');
    expect(compactUsd(123_456)).toBe('$1.2K');
    expect(compactUsd(9_900)).toBe('$99');
  });

  it('says what the sales chart shows, or that there is nothing yet', () => {
    expect(salesSummary(sales([0, 12_550, 0, 7_000]))).toBe(
      'Sales per day, last 30 days: $195.50 from 2 orders. Best day Mar 2 with $125.50; 2 days without sales.',
    );
    expect(salesSummary(sales([0, 0]))).toBe('Sales per day, last 30 days: no paid orders yet.');
  });

  it('names every status with its count', () => {
    const statuses = [
      { status: 'pending' as const, label: 'Awaiting payment', count: 1 },
      { status: 'paid' as const, label: 'Paid', count: 4 },
    ];
    expect(statusSummary(statuses)).toBe('Orders by status, 5 orders in all: awaiting payment 1, paid 4.');
    expect(statusSummary(statuses.map((s) => ({ ...s, count: 0 })))).toBe('Orders by status: no orders yet.');
  });

  it('names the most viewed room types, leaving out those nobody visited', () => {
    const chart: TRoomTypeChart = {
      from: '2026-03-01',
      to: '2026-03-01',
      days: ['2026-03-01'],
      series: [series('Sofas', 120), series('Beds', 80), series('Lamps', 1), series('Rugs', 0)],
    };
    expect(viewsSummary(chart)).toBe(
      'Room type views, last 30 days: 201 views in all; most viewed Sofas (120), Beds (80), Lamps (1).',
    );
    expect(topRoomTypes(chart).map((t) => t.name)).toEqual(['Sofas', 'Beds', 'Lamps']);
    expect(viewsSummary({ ...chart, series: [series('Rugs', 0)] })).toBe(
      'Room type views, last 30 days: no visits yet.',
    );
  });
});
