import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader, idParams } from '#/admin-kit';
import { formatDateTime } from '#/lib/dates';
import { OrderCases } from '#/features/case/admin/OrderCases';
import { OrderDocuments } from '#/features/documents/admin/OrderDocuments';
import { OrderActions } from '#/features/order/admin/OrderActions';
import { OrderPayments, OrderShipping } from '#/features/order/admin/AdminOrderFacts';
import { AdminOrderLines } from '#/features/order/admin/AdminOrderLines';
import { OrderShipments } from '#/features/order/admin/OrderShipments';
import { PendingRefundNotice } from '#/features/order/admin/PendingRefundNotice';
import { OrderTimeline } from '#/features/order/shared/OrderTimeline';
import { allOrderBadges } from '#/features/order/shared/order-status';
import { StatusBadges } from '#/features/order/shared/StatusBadge';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import { loadOr404 } from '#/lib/load-or-404';
import adminOrderPanelCss from '#/styles/admin-order-panel.module.css';
import adminPageCss from '#/styles/admin-page.module.css';
import panelCss from '#/styles/panel.module.css';
import styles from './AdminOrderPage.module.css';

export const Route = createFileRoute('/admin/_panel/order/$id')({
  params: idParams,
  loader: ({ context, params }) => loadOr404(() => context.trpc.order.detail.ensureData({ id: params.id })),
  head: adminHead,
  component: AdminOrderPage,
});

function AdminOrderPage() {
  const { id } = Route.useParams();
  // The loader filled the cache; the query keeps the screen in step after a move (setData) or a 409 (refetch).
  const loaded = Route.useLoaderData();
  const order = trpc.order.detail.useQuery({ id }, { initialData: loaded }).data;
  return (
    <div className={`${adminPageCss['admin-page']} ${styles['admin-order-page']}`}>
      <AdminPageHeader
        breadcrumb={<Link to="/admin/order">Orders</Link>}
        title={`Order ${order.number}`}
        lead={
          <>
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> by{' '}
            {order.customer.name} · {order.total}
          </>
        }
        actions={<OrderActions order={order} />}
      />
      <div className={styles['admin-order-page__states']} data-testid="order-states">
        <StatusBadges badges={allOrderBadges(order)} showKind />
      </div>
      <PendingRefundNotice order={order} />
      <div className={styles['admin-order-layout']}>
        <div className={styles['admin-order-layout__main']}>
          <AdminOrderLines order={order} />
          <OrderShipments order={order} />
          <section className={panelCss.panel} aria-labelledby="order-timeline-title">
            <h2 id="order-timeline-title" className={adminOrderPanelCss['admin-order-panel__title']}>
              Timeline
            </h2>
            <OrderTimeline events={order.events} showActor />
          </section>
        </div>
        <div className={styles['admin-order-layout__side']}>
          <OrderShipping order={order} />
          <OrderPayments order={order} />
          <OrderDocuments order={order} />
          <OrderCases order={order} />
        </div>
      </div>
    </div>
  );
}
