import { formatUsd, orderLineServed, type TPaymentStart, type TShippingOption } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Icon } from '#/components/Icon';
import { trpc } from '#/lib/trpc';
import { deliveryDate } from './ShippingOptions';
import type { ISummaryLine } from './OrderSummary';
import cartSummaryCss from '#/components/cart-summary.module.css';
import pageTitleCss from '#/components/page-title.module.css';
import styles from './CheckoutOutcome.module.css';

/** Moves focus to the outcome's heading, so screen readers start reading there and keyboards continue from it. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
    window.scrollTo({ top: 0 });
  }, []);
  return ref;
}

interface IConfirmationProps {
  start: TPaymentStart;
  lines: ISummaryLine[];
  option: TShippingOption | null;
  email: string;
  /** A guest follows the order by its number and email (no account). */
  guest?: boolean;
}

/** Paid: the order number, what was charged, where the confirmation went and where to follow the order. */
export function OrderConfirmation({ start, lines, option, email, guest = false }: IConfirmationProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // The order as recorded: which quantities ship from stock and which are made to order (issue 18).
  // A guest has no account to read it from: their mail and the order lookup say which is which.
  const recorded = trpc.order.mineDetail.useQuery(
    { number: start.orderNumber },
    { retry: false, enabled: !guest },
  );
  const servedOf = (productId: number) => {
    const line = recorded.data?.lines.find((l) => l.productId === productId);
    return line ? orderLineServed(line) : null;
  };
  return (
    <section className={styles['checkout-outcome']} aria-labelledby="outcome-title">
      <span className={`${styles['checkout-outcome__icon']} ${styles['checkout-outcome__icon--ok']}`}>
        <Icon name="check" size={32} />
      </span>
      <h1 id="outcome-title" className={pageTitleCss['page-title']} ref={heading} tabIndex={-1}>
        Thank you for your order
      </h1>
      <p className={styles['checkout-outcome__number']}>
        Order number <strong>{start.orderNumber}</strong>
      </p>
      <p>
        We sent a confirmation to <strong>{email}</strong>.
        {guest ? ' Keep the order number: with it and this email you can find your order any time.' : ''}
        {option ? ` ${option.tier} shipping: it should arrive by ${deliveryDate(option.deliveryBy)}.` : ''}
      </p>
      <ul className={styles['checkout-outcome__lines']}>
        {lines.map((line, i) => (
          <li key={`${line.productId}-${i}`}>
            <span>
              {line.quantity} × {line.name}
              {servedOf(line.productId) ? (
                <>
                  <br />
                  <small data-testid="line-served">{servedOf(line.productId)}</small>
                </>
              ) : null}
            </span>
            <span>{formatUsd(line.lineCents)}</span>
          </li>
        ))}
      </ul>
      <dl className={`${cartSummaryCss['cart-summary__rows']} ${styles['checkout-outcome__totals']}`}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatUsd(start.subtotalCents)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{formatUsd(start.shippingCents)}</dd>
        </div>
        {start.discountCents > 0 ? (
          <div>
            <dt>Discounts</dt>
            <dd>−{formatUsd(start.discountCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Sales tax</dt>
          <dd>{formatUsd(start.taxCents)}</dd>
        </div>
        <div className={cartSummaryCss['cart-summary__total']}>
          <dt>Total paid</dt>
          <dd>{start.total}</dd>
        </div>
      </dl>
      <div className={styles['checkout-outcome__actions']}>
        {guest ? (
          <Link to="/orders/find" search={{ number: start.orderNumber }} className="button">
            Find your order later
          </Link>
        ) : (
          <Link
            to="/my-account/order/detail/$orderDetail"
            params={{ orderDetail: start.orderNumber }}
            className="button"
          >
            View your order
          </Link>
        )}
        <Link to="/rooms" className="button button--ghost">
          Continue shopping
        </Link>
      </div>
    </section>
  );
}

/** Cancelled (by the customer, or because the reservation ran out): nothing charged, stock back on the shelf. */
export function OrderCancelled({ orderNumber, message }: { orderNumber: string; message: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={styles['checkout-outcome']} aria-labelledby="outcome-title">
      <span className={styles['checkout-outcome__icon']}>
        <Icon name="close" size={32} />
      </span>
      <h1 id="outcome-title" className={pageTitleCss['page-title']} ref={heading} tabIndex={-1}>
        Order cancelled
      </h1>
      <p className={styles['checkout-outcome__number']}>
        Order number <strong>{orderNumber}</strong>
      </p>
      <p>{message}</p>
      <p>The items it held were released back to stock, and your cart is as it was.</p>
      <div className={styles['checkout-outcome__actions']}>
        <Link to="/cart" className="button">
          Back to your cart
        </Link>
        <Link to="/rooms" className="button button--ghost">
          Continue shopping
        </Link>
      </div>
    </section>
  );
}
