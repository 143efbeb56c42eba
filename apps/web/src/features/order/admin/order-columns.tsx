import type { TAdminOrderRow } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import type { IColumn } from '#/admin-kit';
import { formatDate } from '#/lib/dates';
import { allOrderBadges } from '#/features/order/shared/order-status';
import { StatusBadges } from '#/features/order/shared/StatusBadge';
import tableCss from '#/styles/table.module.css';
import styles from './order-columns.module.css';

export const orderColumns: IColumn<TAdminOrderRow>[] = [
  {
    id: 'number',
    header: 'Number',
    rowHeader: true,
    className: `${tableCss.table__name} ${styles['admin-order-number']}`,
    cell: (order) => (
      <Link to="/admin/order/$id" params={{ id: order.id }}>
        {order.number}
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    className: tableCss.table__date,
    cell: (order) => <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>,
  },
  {
    id: 'customer',
    header: 'Customer',
    className: styles['admin-order-customer'],
    cell: (order) => (
      <>
        <span className={styles['admin-order-customer__name']}>{order.customer.name}</span>
        <span className={styles['admin-order-customer__email']}>{order.customer.email}</span>
      </>
    ),
  },
  { id: 'items', header: 'Items', className: tableCss.table__number, cell: (order) => order.itemCount },
  { id: 'total', header: 'Total', className: tableCss.table__number, cell: (order) => order.total },
  {
    id: 'status',
    header: 'Status',
    className: 'admin-order-states-col',
    cell: (order) => <StatusBadges badges={allOrderBadges(order)} showKind stacked />,
  },
];
