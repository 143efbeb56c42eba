import { formatUsd, type TCasePreview } from '@shop/domain';
import styles from './CasePreview.module.css';

/**
 * What the case gives back, line by line of the sum: the items, the fees kept when the customer is at fault, the
 * tax on what is given back, and what is refunded and left. The same breakdown on the page and in the refund dialog.
 */
export function CasePreview({ preview }: { preview: TCasePreview }) {
  return (
    <dl className={styles['case-money']}>
      <dt>Items</dt>
      <dd>{formatUsd(preview.itemsCents)}</dd>
      {preview.restockingFeeCents > 0 ? (
        <>
          <dt>Restocking fee</dt>
          <dd>− {formatUsd(preview.restockingFeeCents)}</dd>
        </>
      ) : null}
      {preview.pickupFeeCents > 0 ? (
        <>
          <dt>Pickup fee</dt>
          <dd>− {formatUsd(preview.pickupFeeCents)}</dd>
        </>
      ) : null}
      <dt>Tax</dt>
      <dd>+ {formatUsd(preview.taxCents)}</dd>
      <dt className={styles['case-money__total']}>Total</dt>
      <dd className={styles['case-money__total']}>{formatUsd(preview.totalCents)}</dd>
      <dt>Refunded</dt>
      <dd>{formatUsd(preview.refundedCents)}</dd>
      <dt>Left to refund</dt>
      <dd>{formatUsd(preview.leftCents)}</dd>
    </dl>
  );
}
