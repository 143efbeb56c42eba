import {
  CREW_SERVICE,
  crewDeliveryName,
  formatUsd,
  orderLineServed,
  type TOrderDetail,
  type TPaymentStart,
  type TQuotedLevel,
  type TShippingOption,
} from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Icon } from '#/components/Icon';
import { trpc } from '#/lib/trpc';
import { deliveryDate } from './ShippingOptions';
import type { ISummaryLine } from './OrderSummary';
import cartSummaryCss from '#/styles/cart-summary.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
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
  /** The crew level chosen instead of a carrier speed (null: the carrier delivers). */
  level: TQuotedLevel | null;
  email: string;
  /** A guest follows the order by its number and email (no account). */
  guest?: boolean;
}

type TViewOption = Pick<
  TShippingOption,
  'tier' | 'service' | 'label' | 'deliveryBy' | 'shipsIn' | 'estimate'
>;

/** "Standard shipping", or the crew's level ("White glove delivery by our crew"). */
const wayWords = (option: TViewOption) =>
  option.service === CREW_SERVICE ? option.label : `${option.tier} shipping`;

/** What the confirmation shows, from the checkout's own state or from the order as recorded. */
interface IConfirmationView {
  orderNumber: string;
  email: string;
  guest: boolean;
  option: TViewOption | null;
  lines: { key: string; quantity: number; name: string; served: string | null; lineCents: number }[];
  subtotalCents: number;
  /** The carrier's shipping, or the crew's fee: "Shipping" or "Delivery (White glove)", and its price. */
  charge: { label: string; cents: number };
  discountCents: number;
  taxCents: number;
  total: string;
}

/** Paid, just now: the checkout's state, with the order as recorded for how each line is served. */
export function OrderConfirmation({ start, lines, option, level, email, guest = false }: IConfirmationProps) {
  // The order as recorded: which quantities ship from stock and which are made to order, for a guest too (by the
  // cart session the order was placed from).
  const recorded = trpc.order.placed.useQuery({ number: start.orderNumber }, { retry: false });
  const servedOf = (productId: number) => {
    const line = recorded.data?.lines.find((l) => l.productId === productId);
    return line ? orderLineServed(line) : null;
  };
  return (
    <ConfirmationView
      view={{
        orderNumber: start.orderNumber,
        email,
        guest,
        // The promise as the order recorded it (the stock taken), else as quoted.
        option:
          recorded.data?.quote ??
          (level
            ? { ...level, tier: 'Standard', service: CREW_SERVICE, label: crewDeliveryName(level.name) }
            : option),
        lines: lines.map((line, i) => ({
          key: `${line.productId}-${i}`,
          quantity: line.quantity,
          name: line.name,
          served: servedOf(line.productId),
          lineCents: line.lineCents,
        })),
        subtotalCents: start.subtotalCents,
        charge: level
          ? { label: `Delivery (${level.name})`, cents: start.deliveryFeeCents }
          : { label: 'Shipping', cents: start.shippingCents },
        discountCents: start.discountCents,
        taxCents: start.taxCents,
        total: start.total,
      }}
    />
  );
}

/** The confirmation at its own address (a reload, a bookmark): the order as recorded. */
export function PlacedOrderConfirmation({ order, guest }: { order: TOrderDetail; guest: boolean }) {
  return (
    <ConfirmationView
      view={{
        orderNumber: order.number,
        email: order.email,
        guest,
        option: order.quote,
        lines: order.lines.map((line) => ({
          key: String(line.id),
          quantity: line.quantity,
          name: line.optionsText ? `${line.productName} (${line.optionsText})` : line.productName,
          served: orderLineServed(line),
          lineCents: line.lineTotalCents,
        })),
        subtotalCents: order.subtotalCents,
        charge: order.delivery
          ? { label: `Delivery (${order.delivery.name})`, cents: order.delivery.feeCents }
          : { label: 'Shipping', cents: order.shippingCents },
        discountCents: order.discountCents,
        taxCents: order.taxCents,
        total: order.total,
      }}
    />
  );
}

/** Paid: the order number, what was charged, where the confirmation went and where to follow the order. */
function ConfirmationView({ view }: { view: IConfirmationView }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { option, guest } = view;
  return (
    <section className={styles['checkout-outcome']} aria-labelledby="outcome-title">
      <span className={`${styles['checkout-outcome__icon']} ${styles['checkout-outcome__icon--ok']}`}>
        <Icon name="check" size={32} />
      </span>
      <h1 id="outcome-title" className={pageTitleCss['page-title']} ref={heading} tabIndex={-1}>
        Thank you for your order
      </h1>
      <p className={styles['checkout-outcome__number']}>
        Order number <strong>{view.orderNumber}</strong>
      </p>
      <p>
        We sent a confirmation to <strong>{view.email}</strong>.
        {guest ? ' Keep the order number: with it and this email you can find your order any time.' : ''}
        {option
          ? ` ${wayWords(option)}${option.shipsIn ? ` (${option.estimate})` : ''}: it should arrive by ${deliveryDate(option.deliveryBy)}.`
          : ''}
      </p>
      <ul className={styles['checkout-outcome__lines']}>
        {view.lines.map((line) => (
          <li key={line.key}>
            <span>
              {line.quantity} × {line.name}
              {line.served ? (
                <>
                  <br />
                  <small data-testid="line-served">{line.served}</small>
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
          <dd>{formatUsd(view.subtotalCents)}</dd>
        </div>
        <div>
          <dt>{view.charge.label}</dt>
          <dd>{formatUsd(view.charge.cents)}</dd>
        </div>
        {view.discountCents > 0 ? (
          <div>
            <dt>Discounts</dt>
            <dd>−{formatUsd(view.discountCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Sales tax</dt>
          <dd>{formatUsd(view.taxCents)}</dd>
        </div>
        <div className={cartSummaryCss['cart-summary__total']}>
          <dt>Total paid</dt>
          <dd>{view.total}</dd>
        </div>
      </dl>
      <div className={styles['checkout-outcome__actions']}>
        {guest ? (
          <Link to="/orders/find" search={{ number: view.orderNumber }} className="button">
            Find your order later
          </Link>
        ) : (
          <Link
            to="/my-account/order/detail/$orderDetail"
            params={{ orderDetail: view.orderNumber }}
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
