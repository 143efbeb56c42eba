import { createFileRoute, Link } from '@tanstack/react-router';
import type { TMyAccountDetail } from '@shop/domain';
import { EmptyState } from '#/components/EmptyState';
import { QueryView } from '#/components/QueryView';
import { Skeleton } from '#/components/Spinner';
import { OrderList, OrderListSkeleton } from '#/features/order/store/OrderList';
import { PendingEmailNotice } from '#/features/account/PendingEmailNotice';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import accountCardCss from '#/styles/account-card.module.css';
import accountDetailsCss from '#/styles/account-details.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import styles from './AccountOverview.module.css';

/** How many orders the overview shows before "All orders". */
const RECENT_ORDERS = 3;

export const Route = createFileRoute('/_store/my-account/')({
  loader: ({ context }) => {
    void context.trpc.account.detail.prefetch();
    void context.trpc.order.mine.prefetch({ page: 1 });
  },
  head: pageHead('account'),
  component: AccountOverview,
});

function AccountOverview() {
  const account = trpc.account.detail.useQuery();
  const orders = trpc.order.mine.useQuery({ page: 1 });
  const firstName = account.data?.name.split(/\s+/)[0];

  return (
    <>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>{firstName ? `Hello, ${firstName}` : 'Your account'}</h1>
        <p className={pageLeadCss['page-lead']}>Your orders, your details and your password, in one place.</p>
      </header>
      <div className={styles['account-grid']}>
        <section className={accountCardCss['account-card']} aria-labelledby="recent-orders-title">
          <div className={accountCardCss['account-card__header']}>
            <h2 id="recent-orders-title" className={accountCardCss['account-card__title']}>
              Recent orders
            </h2>
            {orders.data && orders.data.total > RECENT_ORDERS ? (
              <Link to="/my-account/order" className={accountCardCss['account-card__more']}>
                All {orders.data.total} orders
              </Link>
            ) : null}
          </div>
          <QueryView
            query={orders}
            what="Your orders"
            pending={<OrderListSkeleton />}
            isEmpty={(list) => list.total === 0}
            empty={
              <EmptyState
                title="No orders yet"
                icon="truck"
                action={
                  <Link to="/rooms" className="button">
                    Browse the shop
                  </Link>
                }
              >
                <p>When you order, you can follow each delivery here.</p>
              </EmptyState>
            }
          >
            {(list) => <OrderList orders={list.data.slice(0, RECENT_ORDERS)} />}
          </QueryView>
        </section>
        <section className={accountCardCss['account-card']} aria-labelledby="details-title">
          <div className={accountCardCss['account-card__header']}>
            <h2 id="details-title" className={accountCardCss['account-card__title']}>
              Your details
            </h2>
            <Link to="/my-account/edit/information" className={accountCardCss['account-card__more']}>
              Edit<span className="sr-only"> your details</span>
            </Link>
          </div>
          <QueryView query={account} what="Your details" pending={<DetailsSkeleton />}>
            {(me) => (
              <>
                <PendingEmailNotice account={me} />
                <Details account={me} />
              </>
            )}
          </QueryView>
          <p className={accountCardCss['account-card__footer']}>
            <Link to="/my-account/edit/password">Change your password</Link>
          </p>
        </section>
      </div>
    </>
  );
}

function Details({ account }: { account: TMyAccountDetail }) {
  const cityLine = [account.city, [account.state, account.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const hasAddress = Boolean(account.addressLine1 || cityLine);
  return (
    <dl className={accountDetailsCss['account-details']}>
      <div>
        <dt>Name</dt>
        <dd>{account.name}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd className={accountDetailsCss['account-details__email']}>{account.email}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>
          {account.phone || <span className={accountDetailsCss['account-details__none']}>Not given</span>}
        </dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>
          {hasAddress ? (
            <address>
              {[account.addressLine1, account.addressLine2, cityLine].filter(Boolean).map((line) => (
                <span key={line} className={accountDetailsCss['account-details__line']}>
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <span className={accountDetailsCss['account-details__none']}>
              No address saved yet; it fills in checkout for you.
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}

function DetailsSkeleton() {
  return (
    <div className={accountDetailsCss['account-details']} aria-hidden="true">
      <Skeleton height="1.2em" width="60%" />
      <Skeleton height="1.2em" width="80%" />
      <Skeleton height="1.2em" width="50%" />
    </div>
  );
}
