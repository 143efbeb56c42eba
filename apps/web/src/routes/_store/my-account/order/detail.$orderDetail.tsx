import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { QueryView } from '#/components/QueryView';
import { CaseEntry } from '#/features/case/store/CaseEntry';
import { Spinner } from '#/components/Spinner';
import { DeliveryFacts, PaymentFacts } from '#/features/order/store/StoreOrderFacts';
import { StoreOrderLines } from '#/features/order/store/StoreOrderLines';
import { orderBadges } from '#/features/order/store/order-format';
import { formatDate } from '#/lib/dates';
import { OrderTimeline } from '#/features/order/shared/OrderTimeline';
import { StatusBadges } from '#/features/order/shared/StatusBadge';
import { loadOr404 } from '#/lib/load-or-404';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import accountCardCss from '#/styles/account-card.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import shopBreadcrumbCss from '#/styles/shop-breadcrumb.module.css';
import styles from './OrderDetailPage.module.css';

/** Order numbers as the shop writes them; anything else is a page that does not exist. */
const ORDER_NUMBER = /^HT-\d{5,9}$/;

export const Route = createFileRoute('/_store/my-account/order/detail/$orderDetail')({
  loader: async ({ context, params }) => {
    if (!ORDER_NUMBER.test(params.orderDetail)) throw notFound();
    // Another customer's order answers 404 as an unknown one does: the not-found page either way.
    await loadOr404(() => context.trpc.order.mineDetail.ensureData({ number: params.orderDetail }));
  },
  head: pageHead('order'),
  component: OrderDetailPage,
});

function OrderDetailPage() {
  const { orderDetail: number } = Route.useParams();
  const order = trpc.order.mineDetail.useQuery({ number });

  return (
    <QueryView query={order} what="This order" pending={<Spinner label="Loading the order" />}>
      {(loaded) => (
        <>
          <nav aria-label="Breadcrumb" className={shopBreadcrumbCss['shop-breadcrumb']}>
            <ol>
              <li>
                <Link to="/my-account">Your account</Link>
              </li>
              <li>
                <Link to="/my-account/order">Orders</Link>
              </li>
              <li aria-current="page">{loaded.number}</li>
            </ol>
          </nav>
          <header className={`${pageHeaderCss['page-header']} ${styles['order-header']}`}>
            <div>
              <h1 className={pageTitleCss['page-title']}>Order {loaded.number}</h1>
              <p className={pageLeadCss['page-lead']}>
                Placed on <time dateTime={loaded.createdAt}>{formatDate(loaded.createdAt)}</time> ·{' '}
                {loaded.itemCount} {loaded.itemCount === 1 ? 'item' : 'items'} · {loaded.total}
              </p>
            </div>
            <StatusBadges badges={orderBadges(loaded)} />
          </header>
          <CaseEntry order={loaded} headingLevel={2} />
          <div className={styles['order-detail']}>
            <div className={styles['order-detail__main']}>
              <StoreOrderLines order={loaded} />
              <section className={accountCardCss['account-card']} aria-labelledby="order-history-title">
                <h2 id="order-history-title" className={accountCardCss['account-card__title']}>
                  History
                </h2>
                {loaded.events.length === 0 ? (
                  <p className={accountCardCss['account-card__empty']}>
                    Nothing has happened to this order yet.
                  </p>
                ) : (
                  <OrderTimeline events={loaded.events} />
                )}
              </section>
            </div>
            <div className={styles['order-detail__side']}>
              <DeliveryFacts order={loaded} />
              <PaymentFacts order={loaded} />
            </div>
          </div>
        </>
      )}
    </QueryView>
  );
}
