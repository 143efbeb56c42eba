import { estimateWords, formatUsd, type TAdminOrderDetail } from '@shop/domain';
import { formatDateTime, formatDay } from '#/lib/dates';
import { statusBadge } from '#/features/order/shared/order-status';
import { StatusBadge } from '#/features/order/shared/StatusBadge';
import adminOrderPanelCss from '#/styles/admin-order-panel.module.css';
import mutedCss from '#/styles/muted.module.css';
import panelCss from '#/styles/panel.module.css';
import styles from './AdminOrderFacts.module.css';

const PROVIDERS: Record<string, string> = { test: 'Test gateway', stripe: 'Stripe' };

/** Who ordered, where it goes and how: the address, the shipping option it was sold with, the tracking number. */
export function OrderShipping({ order }: { order: TAdminOrderDetail }) {
  const { address, quote } = order;
  return (
    <section className={panelCss.panel} aria-labelledby="order-shipping-title">
      <h2 id="order-shipping-title" className={adminOrderPanelCss['admin-order-panel__title']}>
        Customer and delivery
      </h2>
      <dl className={styles['admin-order-facts']}>
        <dt>Customer</dt>
        <dd>
          {order.customer.name}
          <br />
          <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
        </dd>
        <dt>Ship to</dt>
        <dd>
          <address>
            {address.name}
            <br />
            {address.addressLine1}
            {address.addressLine2 ? (
              <>
                <br />
                {address.addressLine2}
              </>
            ) : null}
            <br />
            {address.city}, {address.state} {address.postalCode}
            <br />
            {address.phone}
          </address>
        </dd>
        <dt>Shipping</dt>
        <dd>
          {order.delivery && quote ? (
            <>
              {order.delivery.name} by our crew · {order.delivery.fee}
              <br />
              <span className={mutedCss.muted}>
                {estimateWords(quote)}, by {formatDay(quote.deliveryBy)}
              </span>
            </>
          ) : quote ? (
            <>
              {quote.tier} · <code>{quote.service}</code> · {quote.price}
              <br />
              <span className={mutedCss.muted}>
                {estimateWords(quote)}, by {formatDay(quote.deliveryBy)}
              </span>
            </>
          ) : (
            <>
              {order.shippingTier || 'Standard'} · <code>{order.shippingService}</code> · {order.shipping}
            </>
          )}
        </dd>
        <dt>Tracking</dt>
        <dd>
          {order.shipments.length > 1 ? (
            <span>{order.shipments.length} shipments, under Shipments</span>
          ) : order.trackingNumber ? (
            <code>{order.trackingNumber}</code>
          ) : (
            <span className={mutedCss.muted}>None yet</span>
          )}
        </dd>
      </dl>
    </section>
  );
}

export function OrderPayments({ order }: { order: TAdminOrderDetail }) {
  return (
    <section className={panelCss.panel} aria-labelledby="order-payments-title">
      <h2 id="order-payments-title" className={adminOrderPanelCss['admin-order-panel__title']}>
        Payments
      </h2>
      {order.payments.length === 0 ? (
        <p className={mutedCss.muted}>No payment was started.</p>
      ) : (
        <ul className={styles['admin-order-payments']}>
          {order.payments.map((payment) => (
            <li key={payment.id} className={styles['admin-order-payment']}>
              <div className={styles['admin-order-payment__head']}>
                <span className={styles['admin-order-payment__amount']}>{payment.amount}</span>
                <StatusBadge badge={statusBadge('Payment', payment.status)} />
              </div>
              <p className={mutedCss.muted}>
                {PROVIDERS[payment.provider] ?? payment.provider} ·{' '}
                <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
              </p>
              {payment.refundedCents > 0 ? (
                <p>
                  Refunded {formatUsd(payment.refundedCents)} of {payment.amount}
                </p>
              ) : null}
              {payment.failureReason ? (
                <p className={styles['admin-order-payment__failure']}>{payment.failureReason}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <OrderRefunds order={order} />
    </section>
  );
}

const REFUND_STATES = { succeeded: 'Refunded', pending: 'Pending', failed: 'Refused' } as const;

/** Every refund of the order, oldest first: how much, its tax, what for, and whether it went through. */
function OrderRefunds({ order }: { order: TAdminOrderDetail }) {
  if (order.refunds.length === 0) return null;
  const names = new Map(order.lines.map((line) => [line.id, line.productName]));
  return (
    <>
      <h3 className={styles['admin-order-refunds__title']}>Refunds</h3>
      <ul className={styles['admin-order-payments']} aria-label="Refunds">
        {order.refunds.map((refund) => (
          <li key={refund.id} className={styles['admin-order-payment']}>
            <div className={styles['admin-order-payment__head']}>
              <span className={styles['admin-order-payment__amount']}>{refund.amount}</span>
              <span>{REFUND_STATES[refund.status]}</span>
            </div>
            <p className={mutedCss.muted}>
              {refund.purpose === 'cancel' ? 'With the cancellation' : 'Part of the order'} · tax {refund.tax}{' '}
              · <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>
            </p>
            {refund.lines.length > 0 ? (
              <p>
                {refund.lines
                  .map(({ lineId, quantity }) => `${quantity} × ${names.get(lineId) ?? 'item'}`)
                  .join(', ')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
