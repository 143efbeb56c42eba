import type { TOrderSummary } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Icon } from '#/components/Icon';
import { formatDate } from '#/lib/dates';
import { orderBadges } from './order-format';
import { StatusBadges } from '#/features/order/shared/StatusBadge';

/** Orders as rows that each open the order; one column of cards on a phone. */
export function OrderList({ orders }: { orders: TOrderSummary[] }) {
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to="/my-account/order/detail/$orderDetail"
            params={{ orderDetail: order.number }}
            className="order-row"
          >
            <span className="order-row__main">
              <span className="order-row__number">
                <span className="sr-only">Order </span>
                {order.number}
              </span>
              <span className="order-row__meta">
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {order.itemCount}{' '}
                {order.itemCount === 1 ? 'item' : 'items'}
              </span>
            </span>
            <StatusBadges badges={orderBadges(order)} />
            <span className="order-row__total">{order.total}</span>
            <Icon name="chevronRight" size={18} className="order-row__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function OrderListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="order-list" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          <span className="order-row order-row--skeleton skeleton" />
        </li>
      ))}
    </ul>
  );
}
