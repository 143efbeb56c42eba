import { formatUsd, orderLineServed, type TOrderDetail } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Image } from '#/components/Image';
import accountCardCss from '#/styles/account-card.module.css';
import priceCss from '#/styles/price.module.css';
import styles from './StoreOrderLines.module.css';

/** What was bought, at the prices it was sold for (lines keep their snapshot even if the product changed since). */
export function StoreOrderLines({ order }: { order: TOrderDetail }) {
  return (
    <section className={accountCardCss['account-card']} aria-labelledby="order-items-title">
      <h2 id="order-items-title" className={accountCardCss['account-card__title']}>
        Items
      </h2>
      <ul className={styles['order-lines']}>
        {order.lines.map((line) => (
          <li key={line.id} className={styles['order-line']}>
            <Image
              imageKey={line.image}
              alt=""
              width={96}
              height={96}
              className={styles['order-line__image']}
            />
            <div className={styles['order-line__info']}>
              {line.productId !== null ? (
                <Link
                  to="/product/$slug"
                  params={{ slug: line.productSlug }}
                  className={styles['order-line__name']}
                >
                  {line.productName}
                </Link>
              ) : (
                <span className={styles['order-line__name']}>{line.productName}</span>
              )}
              {line.sku || line.optionsText ? (
                <span className={styles['order-line__unit']}>
                  {[line.optionsText, line.sku ? `SKU ${line.sku}` : ''].filter(Boolean).join(' · ')}
                </span>
              ) : null}
              <span className={styles['order-line__unit']}>
                {line.quantity} × {line.unitPaid}
                {line.discountPercent > 0 ? (
                  <>
                    {' '}
                    <del>
                      <span className="sr-only">was </span>
                      {line.unitPrice}
                    </del>{' '}
                    <span className={priceCss.price__badge}>−{line.discountPercent}%</span>
                  </>
                ) : null}
              </span>
              {orderLineServed(line) ? (
                <span className={styles['order-line__unit']} data-testid="line-served">
                  {orderLineServed(line)}
                </span>
              ) : null}
            </div>
            <span className={styles['order-line__total']}>{line.lineTotal}</span>
          </li>
        ))}
      </ul>
      <dl className={styles['order-totals']}>
        <div>
          <dt>Subtotal</dt>
          <dd>{order.subtotal}</dd>
        </div>
        {order.delivery ? (
          <div>
            <dt>Delivery ({order.delivery.name}, by our crew)</dt>
            <dd>{order.delivery.fee}</dd>
          </div>
        ) : (
          <div>
            <dt>Shipping{order.shippingTier ? ` (${order.shippingTier})` : ''}</dt>
            <dd>{order.shipping}</dd>
          </div>
        )}
        {order.discountCents > 0 ? (
          <div>
            <dt>Discounts ({order.promotions.join('; ')})</dt>
            <dd>−{order.discount}</dd>
          </div>
        ) : null}
        {order.taxSource ? (
          <div>
            <dt>
              Sales tax{order.taxCents > 0 && order.taxJurisdiction ? ` (${order.taxJurisdiction})` : ''}
            </dt>
            <dd>{order.tax}</dd>
          </div>
        ) : null}
        <div className={styles['order-totals__total']}>
          <dt>Total</dt>
          <dd>{order.total}</dd>
        </div>
        {order.payments.some((p) => p.refundedCents > 0) ? (
          <div>
            <dt>Refunded</dt>
            <dd>−{formatUsd(order.payments.reduce((sum, p) => sum + p.refundedCents, 0))}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
