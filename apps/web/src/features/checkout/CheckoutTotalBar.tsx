import { formatUsd } from '@shop/domain';
import styles from './CheckoutTotalBar.module.css';

/**
 * On a phone the order summary comes after the steps, out of view while a speed is chosen: this bar keeps the
 * amount at the foot of the screen (the total once a speed is chosen, the subtotal before) with a link to the
 * summary. Hidden where the summary sits beside the steps.
 */
export function CheckoutTotalBar({
  subtotalCents,
  totalCents,
}: {
  subtotalCents: number;
  totalCents: number | null;
}) {
  return (
    <div className={styles['checkout-total-bar']} role="group" aria-label="Your order total">
      <p className={styles['checkout-total-bar__amount']}>
        <span>{totalCents === null ? 'Subtotal' : 'Total'}</span>{' '}
        <strong>{formatUsd(totalCents ?? subtotalCents)}</strong>
      </p>
      <a href="#checkout-summary-title" className={styles['checkout-total-bar__link']}>
        See your order
      </a>
    </div>
  );
}
