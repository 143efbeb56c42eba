import { formatUsd, orderLineServed, type TOrderDetail } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Image } from '#/components/Image';
import adminOrderPanelCss from '#/styles/admin-order-panel.module.css';
import panelCss from '#/styles/panel.module.css';
import styles from './AdminOrderLines.module.css';

/** What was bought, at the prices of the day it was bought, and how the total adds up. */
export function AdminOrderLines({ order }: { order: TOrderDetail }) {
  return (
    <section className={panelCss.panel} aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className={adminOrderPanelCss['admin-order-panel__title']}>
        {order.itemCount} item{order.itemCount === 1 ? '' : 's'}
      </h2>
      <ul className={styles['admin-order-lines']}>
        {order.lines.map((line) => (
          <li key={line.id} className={styles['admin-order-line']}>
            <Image
              imageKey={line.image}
              alt=""
              width={160}
              height={120}
              sizes="72px"
              className={styles['admin-order-line__image']}
            />
            <div className={styles['admin-order-line__name']}>
              {line.productId === null ? (
                <span>{line.productName}</span>
              ) : (
                <Link to="/product/$slug" params={{ slug: line.productSlug }}>
                  {line.productName}
                </Link>
              )}
              {line.sku || line.optionsText ? (
                <span className={styles['admin-order-line__unit']}>
                  {[line.optionsText, line.sku ? `SKU ${line.sku}` : ''].filter(Boolean).join(' · ')}
                </span>
              ) : null}
              <span className={styles['admin-order-line__unit']}>
                {line.quantity} × {line.unitPaid}
                {line.discountPercent > 0 ? (
                  <>
                    {' '}
                    <s aria-label={`was ${line.unitPrice}`}>{line.unitPrice}</s> −{line.discountPercent}%
                  </>
                ) : null}
              </span>
              {orderLineServed(line) ? (
                <span className={styles['admin-order-line__unit']}>{orderLineServed(line)}</span>
              ) : null}
            </div>
            <span className={styles['admin-order-line__total']}>
              {line.lineTotal}
              {line.discountCents > 0 ? (
                <span className={styles['admin-order-line__tax']}>
                  − {formatUsd(line.discountCents)} promotions
                </span>
              ) : null}
              {line.taxCents > 0 ? (
                <span className={styles['admin-order-line__tax']}>
                  + {formatUsd(line.taxCents)} tax ({line.taxRatePpm / 10_000}%)
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles['admin-order-totals']}>
        <dt>Subtotal</dt>
        <dd>{order.subtotal}</dd>
        {order.delivery ? (
          <>
            <dt>Delivery ({order.delivery.name}, our crew)</dt>
            <dd>{order.delivery.fee}</dd>
          </>
        ) : (
          <>
            <dt>Shipping</dt>
            <dd>{order.shipping}</dd>
          </>
        )}
        {order.discountCents > 0 ? (
          <>
            <dt>Discounts ({order.promotions.join('; ')})</dt>
            <dd>−{order.discount}</dd>
          </>
        ) : null}
        {order.taxSource ? (
          <>
            <dt>
              Sales tax ({order.taxJurisdiction || 'none'},{' '}
              {order.taxSource === 'stripe' ? 'Stripe Tax' : 'rate table'}
              {order.shippingTaxCents > 0 ? `, ${formatUsd(order.shippingTaxCents)} on shipping` : ''}
              {order.delivery && order.delivery.taxCents > 0
                ? `, ${formatUsd(order.delivery.taxCents)} on delivery`
                : ''}
              )
            </dt>
            <dd>{order.tax}</dd>
          </>
        ) : null}
        <dt className={styles['admin-order-totals__total']}>Total</dt>
        <dd className={styles['admin-order-totals__total']}>{order.total}</dd>
      </dl>
    </section>
  );
}
