import type { TOrderSummary } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '#/components/EmptyState';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { AdminTable, type IColumn } from '#/admin-kit';
import { statusBadge } from '#/features/order/shared/order-status';
import { StatusBadge } from '#/features/order/shared/StatusBadge';
import { trpc } from '#/lib/trpc';
import panelCss from '#/styles/panel.module.css';
import tableCss from '#/styles/table.module.css';
import styles from './CustomerOrders.module.css';
import sidePanelCss from '#/styles/side-panel.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: IColumn<TOrderSummary>[] = [
  {
    id: 'number',
    header: 'Order',
    rowHeader: true,
    className: tableCss.table__name,
    cell: (o) => <code>{o.number}</code>,
  },
  {
    id: 'date',
    header: 'Date',
    className: tableCss.table__date,
    cell: (o) => <time dateTime={o.createdAt}>{dateFormat.format(new Date(o.createdAt))}</time>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (o) => <StatusBadge badge={statusBadge('Order', o.status)} />,
  },
  { id: 'items', header: 'Items', className: tableCss.table__number, cell: (o) => o.itemCount },
  { id: 'total', header: 'Total', className: tableCss.table__number, cell: (o) => o.total },
];

/** Every order of the customer, any status, newest first, paged here (the page's URL is the customer's). */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const orders = trpc.customer.orders.useQuery(
    { id: customerId, page },
    { placeholderData: keepPreviousData },
  );
  return (
    <section className={`${panelCss.panel} ${styles['customer-orders']}`} aria-labelledby="orders-title">
      <h2 id="orders-title" className={sidePanelCss['side-panel__title']}>
        Orders
      </h2>
      <QueryView
        query={orders}
        what="Orders"
        pending={<Spinner label="Loading orders" />}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState title="No orders yet" icon="truck">
            <p>Orders this customer places show here, whatever their state.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <div aria-busy={orders.isPlaceholderData}>
            <AdminTable
              label="Orders of this customer"
              rows={data.data}
              columns={columns}
              rowKey={(o) => o.id}
            />
            {data.last_page > 1 ? (
              <nav className={styles.pager} aria-label="Order pages">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  Newer
                </button>
                <span>
                  Page {data.current_page} of {data.last_page}
                </span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={page >= data.last_page}
                  onClick={() => setPage(page + 1)}
                >
                  Older
                </button>
              </nav>
            ) : null}
          </div>
        )}
      </QueryView>
    </section>
  );
}
