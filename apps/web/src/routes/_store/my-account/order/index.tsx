import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { EmptyState } from '#/components/EmptyState';
import { isPastTheEnd, PastTheEnd } from '#/components/PastTheEnd';
import { Pagination } from '#/components/Pagination';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { OrderList, OrderListSkeleton } from '#/features/order/store/OrderList';
import { GuestOrdersOffer } from '#/features/account/GuestOrdersOffer';
import { validatePageSearch } from '#/lib/search-params';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import listSummaryCss from '#/styles/list-summary.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';

export const Route = createFileRoute('/_store/my-account/order/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => {
    void context.trpc.order.mine.prefetch({ page: deps.page });
  },
  head: pageHead('orders'),
  component: OrdersPage,
});

function OrdersPage() {
  const { page = 1 } = Route.useSearch();
  const orders = trpc.order.mine.useQuery({ page }, { placeholderData: keepPreviousData });

  return (
    <>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>Your orders</h1>
        <p className={pageLeadCss['page-lead']}>
          Newest first. Open an order to see its items, delivery and history.
        </p>
      </header>
      <QueryView
        query={orders}
        what="Your orders"
        pending={
          <>
            <Spinner label="Loading your orders" inline />
            <OrderListSkeleton rows={5} />
          </>
        }
        isEmpty={(list) => list.total === 0}
        empty={
          <EmptyState
            title="You have not ordered anything yet"
            icon="truck"
            action={
              <Link to="/rooms" className="button">
                Start shopping
              </Link>
            }
          >
            <p>Your orders will be listed here, with where each delivery is.</p>
          </EmptyState>
        }
      >
        {(list) =>
          isPastTheEnd(list) ? (
            <PastTheEnd list={list} many="orders" icon="truck" />
          ) : (
            <>
              <p className={listSummaryCss['list-summary']} aria-live="polite">
                {list.total === 1 ? '1 order' : `Showing ${list.from}–${list.to} of ${list.total} orders`}
              </p>
              <OrderList orders={list.data} />
              <Pagination currentPage={list.current_page} lastPage={list.last_page} label="Order pages" />
            </>
          )
        }
      </QueryView>
      <GuestOrdersOffer />
    </>
  );
}
