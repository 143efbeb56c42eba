import { formatUsd } from '@shop/domain';
import { Image } from '#/components/Image';
import cartSummaryCss from '#/styles/cart-summary.module.css';
import styles from './OrderSummary.module.css';

/** A line as the summary shows it; snapshotted when the order is made, so it outlives the cleared cart. */
export interface ISummaryLine {
  productId: number;
  name: string;
  image: string | null;
  quantity: number;
  lineCents: number;
  /** "2 in stock, 1 made to order: ships in 6–8 weeks", when some of it is made to order. */
  note?: string | null;
}

export interface ISummaryTotals {
  subtotalCents: number;
  /** Null until a speed is chosen. */
  shippingCents: number | null;
  /** The crew's level and fee when one is chosen instead of a speed: shown in place of shipping. */
  delivery?: { name: string; feeCents: number } | null;
  /** Sales tax from the server's quote (null until a speed is chosen), and what it is of or why there is none. */
  taxCents: number | null;
  taxNote: string;
  /** Promotions (items and shipping) from the server, taken off the total; 0 for none. */
  discountCents: number;
  /** The server's total (quoted for the chosen speed, or the order's once it exists); null before a speed. */
  totalCents: number | null;
  /** True once the order's totals come from the server. */
  confirmed: boolean;
}

export function OrderSummary({ lines, totals }: { lines: ISummaryLine[]; totals: ISummaryTotals }) {
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = totals.totalCents;
  return (
    <aside className={cartSummaryCss['cart-summary']} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={cartSummaryCss['cart-summary__title']}>
        Your order
      </h2>
      <ul className={styles['checkout-summary__lines']}>
        {lines.map((line, i) => (
          <li key={`${line.productId}-${i}`}>
            <span className={styles['checkout-summary__image']}>
              <Image imageKey={line.image} alt="" width={96} height={96} sizes="48px" />
              <span className={styles['checkout-summary__qty']} aria-hidden="true">
                {line.quantity}
              </span>
            </span>
            <span>
              {line.name}
              <span className="sr-only">, quantity {line.quantity}</span>
              {line.note ? (
                <>
                  <br />
                  <small data-testid="made-to-order">{line.note}</small>
                </>
              ) : null}
            </span>
            <span className={styles['checkout-summary__price']}>{formatUsd(line.lineCents)}</span>
          </li>
        ))}
      </ul>
      <dl className={cartSummaryCss['cart-summary__rows']}>
        <div>
          <dt>
            Subtotal ({items} {items === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatUsd(totals.subtotalCents)}</dd>
        </div>
        {totals.delivery ? (
          <div>
            <dt>Delivery ({totals.delivery.name})</dt>
            <dd>{formatUsd(totals.delivery.feeCents)}</dd>
          </div>
        ) : (
          <div>
            <dt>Shipping</dt>
            <dd className={totals.shippingCents === null ? cartSummaryCss['cart-summary__muted'] : undefined}>
              {totals.shippingCents === null ? 'Choose a speed' : formatUsd(totals.shippingCents)}
            </dd>
          </div>
        )}
        {totals.discountCents > 0 ? (
          <div>
            <dt>Discounts</dt>
            <dd>−{formatUsd(totals.discountCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Sales tax</dt>
          <dd className={totals.taxCents === null ? cartSummaryCss['cart-summary__muted'] : undefined}>
            {totals.taxCents === null ? 'With the address' : formatUsd(totals.taxCents)}
          </dd>
        </div>
        <div className={cartSummaryCss['cart-summary__total']}>
          <dt>Total</dt>
          <dd>{total === null ? '—' : formatUsd(total)}</dd>
        </div>
      </dl>
      {totals.taxNote ? <p className={cartSummaryCss['cart-summary__note']}>{totals.taxNote}</p> : null}
      <p className={cartSummaryCss['cart-summary__note']}>
        {totals.confirmed
          ? 'Discounts included. This is the amount you will be charged.'
          : 'The final total is confirmed when you continue to payment.'}
      </p>
    </aside>
  );
}
