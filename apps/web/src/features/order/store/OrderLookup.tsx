import type { TOrderDetail } from '@shop/domain';
import { useRef, useState, type FormEvent } from 'react';
import { FormAlert, FormField } from '#/components/FormField';
import { NeedsScript } from '#/components/NeedsScript';
import { CaseEntry } from '#/features/case/store/CaseEntry';
import { OrderTimeline } from '#/features/order/shared/OrderTimeline';
import { StatusBadges } from '#/features/order/shared/StatusBadge';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { formatDate } from '#/lib/dates';
import { trpc } from '#/lib/trpc';
import { useHydrated } from '#/lib/use-hydrated';
import { DeliveryFacts, PaymentFacts } from './StoreOrderFacts';
import { StoreOrderLines } from './StoreOrderLines';
import { orderBadges } from './order-format';
import accountCardCss from '#/styles/account-card.module.css';
import formCss from '#/styles/form.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import styles from './OrderLookup.module.css';

/** The order as its owner sees it: lines, delivery, payment and history. */
function FoundOrder({ order }: { order: TOrderDetail }) {
  return (
    <section className={styles['order-lookup__found']} aria-labelledby="found-order-title">
      <header className={styles['order-lookup__header']}>
        <div>
          <h2 id="found-order-title" className={pageTitleCss['page-title']} tabIndex={-1}>
            Order {order.number}
          </h2>
          <p className={pageLeadCss['page-lead']}>
            Placed on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{' '}
            {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} · {order.total}
          </p>
        </div>
        <StatusBadges badges={orderBadges(order)} />
      </header>
      <div className={styles['order-lookup__detail']}>
        <StoreOrderLines order={order} />
        <DeliveryFacts order={order} />
        <PaymentFacts order={order} lookupEmail={order.email} />
        <section className={accountCardCss['account-card']} aria-labelledby="found-history-title">
          <h3 id="found-history-title" className={accountCardCss['account-card__title']}>
            History
          </h3>
          <OrderTimeline events={order.events} />
        </section>
        <CaseEntry order={order} email={order.email} headingLevel={3} />
      </div>
    </section>
  );
}

/**
 * /orders/find: a guest's order by its number and the email it was placed with. Sent only by script (the page
 * must be alive); a wrong email and an unknown number get the same answer.
 */
export function OrderLookup({ number: initialNumber }: { number: string }) {
  const alive = useHydrated();
  const lookup = trpc.order.lookup.useMutation();
  const [number, setNumber] = useState(initialNumber);
  const [email, setEmail] = useState('');
  const found = useRef<HTMLDivElement>(null);
  const errors = fieldErrorsOf(lookup.error);
  const formError =
    lookup.error && !errors.number && !errors.email
      ? errorMessageOf(lookup.error, 'The order could not be looked up. Please try again.')
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookup.mutate(
      { number: number.trim().toUpperCase(), email },
      { onSuccess: () => requestAnimationFrame(() => found.current?.querySelector('h2')?.focus()) },
    );
  };

  return (
    <>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>Find an order</h1>
        <p className={pageLeadCss['page-lead']}>
          Checked out as a guest? Enter the order number from your confirmation and the email you gave.
        </p>
      </header>
      <form
        method="post"
        noValidate
        onSubmit={submit}
        className={`${formCss.form} ${accountCardCss['account-card']} ${accountCardCss['account-card--form']}`}
      >
        <FormAlert message={formError} />
        <FormField label="Order number" error={errors.number} hint="For example HT-10300.">
          {(control) => (
            <input
              {...control}
              type="text"
              name="number"
              autoComplete="off"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </FormField>
        <div>
          <button
            type="submit"
            className="button button--large"
            disabled={!alive || lookup.isPending}
            aria-busy={lookup.isPending}
          >
            {lookup.isPending ? 'Looking…' : 'Find order'}
          </button>
          <NeedsScript>
            Finding an order needs JavaScript: the button above works once it is on. Turn JavaScript on and
            reload this page.
          </NeedsScript>
        </div>
      </form>
      <div ref={found}>{lookup.data ? <FoundOrder order={lookup.data} /> : null}</div>
    </>
  );
}
