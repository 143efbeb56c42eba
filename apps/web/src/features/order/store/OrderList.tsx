import type { TOrderSummary } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Icon } from '#/components/Icon';
import { formatDate } from '#/lib/dates';
import { orderBadges } from './order-format';
import { StatusBadges } from '#/features/order/shared/StatusBadge';
import skeletonCss from '#/styles/skeleton.module.css';
import styles from './OrderList.module.css';

/** Orders as rows that each open the order; one column of cards on a phone. */
export function OrderList({ orders }: { orders: TOrderSummary[] }) {
  return (
    <ul className={styles['order-list']}>
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to="/my-account/order/detail/$orderDetail"
            params={{ orderDetail: order.number }}
            className={styles['order-row']}
          >
            <span className={styles['order-row__main']}>
              <span className={styles['order-row__number']}>
                <span className="sr-only">Order </span>
                {order.number}
              </span>
              <span className={styles['order-row__meta']}>
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {order.itemCount}{' '}
                {order.itemCount === 1 ? 'item' : 'items'}
              </span>
            </span>
            <StatusBadges badges={orderBadges(order)} />
            <span className={styles['order-row__total']}>{order.total}</span>
            <Icon name="chevronRight" size={18} className={styles['order-row__chevron']} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function OrderListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className={styles['order-list']} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          <span
            className={`${styles['order-row']} ${styles['order-row--skeleton']} ${skeletonCss.skeleton}`}
          />
        </li>
      ))}
    </ul>
  );
}
