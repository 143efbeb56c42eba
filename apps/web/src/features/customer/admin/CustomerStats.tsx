import type { TCustomerOrderStats } from '@shop/domain';
import styles from './CustomerStats.module.css';

/** What the customer bought, at a glance: paid and completed orders only. */
export function CustomerStats({ stats }: { stats: TCustomerOrderStats }) {
  const figures = [
    { label: 'Paid orders', value: String(stats.orderCount) },
    { label: 'Items bought', value: String(stats.itemCount) },
    { label: 'Total spent', value: stats.totalSpent },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figures__item}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
