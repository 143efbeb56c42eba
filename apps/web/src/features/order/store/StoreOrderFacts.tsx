import { STATUS_LABELS, type TOrderDetail } from '@shop/domain';
import { statusBadge } from '#/features/order/shared/order-status';
import { ShipmentList } from '#/features/order/shared/ShipmentList';
import { StatusBadge } from '#/features/order/shared/StatusBadge';
import { deliveryEstimate, shippingLabel } from './order-format';
import accountCardCss from '#/styles/account-card.module.css';
import accountDetailsCss from '#/styles/account-details.module.css';
import { InvoiceLink } from '#/features/documents/store/InvoiceLink';
import { hasWindowDay, OrderWindow } from '#/features/delivery/store/OrderWindow';
import styles from './StoreOrderFacts.module.css';

/** Where it goes, how, and where it is: the address, the shipping option it was sold with, each shipment. */
export function DeliveryFacts({ order }: { order: TOrderDetail }) {
  const { address } = order;
  return (
    <section className={accountCardCss['account-card']} aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title" className={accountCardCss['account-card__title']}>
        Delivery
      </h2>
      <dl className={styles['order-facts']}>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge badge={statusBadge('Delivery', order.fulfilmentStatus)} />
          </dd>
        </div>
        {order.shipments.length ? (
          <div>
            <dt>{order.shipments.length === 1 ? 'Shipment' : `Shipments (${order.shipments.length})`}</dt>
            <dd>
              <ShipmentList shipments={order.shipments} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd>
            {shippingLabel(order)}
            {order.quote && order.fulfilmentStatus !== 'delivered' && order.status !== 'cancelled' ? (
              <span className={styles['order-facts__sub']}>{deliveryEstimate(order.quote)}</span>
            ) : null}
          </dd>
        </div>
        {hasWindowDay(order) ? (
          <div>
            <dt>Delivery day</dt>
            <dd>
              <OrderWindow order={order} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Ship to</dt>
          <dd>
            <address>
              {[
                address.name,
                address.addressLine1,
                address.addressLine2,
                `${address.city}, ${address.state} ${address.postalCode}`,
                address.phone,
              ]
                .filter((line) => line.trim())
                .map((line) => (
                  <span key={line} className={accountDetailsCss['account-details__line']}>
                    {line}
                  </span>
                ))}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}

const PROVIDERS: Record<string, string> = { test: 'Card (test mode)', stripe: 'Card' };

/**
 * The payment attempts, newest last, each with its outcome, and the invoice once paid (`lookupEmail`: the guest
 * found the order by its email, which the download then names).
 */
export function PaymentFacts({ order, lookupEmail }: { order: TOrderDetail; lookupEmail?: string }) {
  return (
    <section className={accountCardCss['account-card']} aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className={accountCardCss['account-card__title']}>
        Payment
      </h2>
      {order.payments.length === 0 ? (
        <p className={accountCardCss['account-card__empty']}>No payment has been started for this order.</p>
      ) : (
        <ul className={styles['order-payments']}>
          {order.payments.map((payment) => (
            <li key={payment.id}>
              <span>
                {PROVIDERS[payment.provider] ?? payment.provider} · {payment.amount}
              </span>
              <StatusBadge badge={statusBadge('Payment', payment.status)} />
              {payment.failureReason ? (
                <span className={styles['order-facts__sub']}>{payment.failureReason}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <InvoiceLink order={order} lookupEmail={lookupEmail} />
      <p className={styles['order-facts__sub']}>Order email: {order.email}</p>
      {order.status === 'pending' && order.reservedUntil ? (
        <p className={styles['order-facts__sub']}>
          {STATUS_LABELS.pending}: your items are held until{' '}
          {new Date(order.reservedUntil).toLocaleString('en-US', { timeStyle: 'short', dateStyle: 'medium' })}
          .
        </p>
      ) : null}
    </section>
  );
}
