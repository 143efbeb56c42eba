import type { TCustomerRow } from '@shop/domain';
import { UpdatedAt, type IColumn } from '#/admin-kit';
import { BlockedBadge } from './BlockedBadge';
import tableCss from '#/styles/table.module.css';
import styles from './customer-columns.module.css';

export const customerColumns: IColumn<TCustomerRow>[] = [
  {
    id: 'name',
    header: 'Customer',
    rowHeader: true,
    sort: 'name',
    className: tableCss.table__name,
    // The email under the name: one column fewer keeps the figures and the date in view on a laptop.
    cell: (customer) => (
      <span className={styles.person}>
        {customer.name}
        <span className={styles.person__email}>{customer.email}</span>
      </span>
    ),
  },
  { id: 'status', header: 'Status', cell: (customer) => <BlockedBadge blocked={customer.blocked} /> },
  {
    id: 'orders',
    header: 'Paid orders',
    sort: 'orders',
    className: tableCss.table__number,
    cell: (customer) => customer.orderCount,
  },
  {
    id: 'spent',
    header: 'Total spent',
    sort: 'spent',
    className: tableCss.table__number,
    cell: (customer) => customer.totalSpent,
  },
  {
    id: 'joined',
    header: 'Joined',
    sort: 'createdAt',
    className: tableCss.table__date,
    cell: (customer) => <UpdatedAt iso={customer.createdAt} />,
  },
];
