import type { TCustomerOrderStats } from '@shop/domain';

/** What the customer bought, at a glance: paid and completed orders only. */
export function CustomerStats({ stats }: { stats: TCustomerOrderStats }) {
  const figures = [
    { label: 'Paid orders', value: String(stats.orderCount) },
    { label: 'Items bought', value: String(stats.itemCount) },
    { label: 'Total spent', value: stats.totalSpent },
  ];
  return (
    <dl className="figures">
      {figures.map((figure) => (
        <div key={figure.label} className="figures__item">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
