import { formatUsd, type TCasePreview } from '@shop/domain';
import styles from './RefundSummary.module.css';

/** What a case would give back: the items, less the fees when the buyer chose to return, with their tax. */
export function RefundSummary({ preview, label }: { preview: TCasePreview; label: string }) {
  return (
    <div role="group" aria-label={label}>
      <dl className={styles['refund-summary']}>
        <div>
          <dt>Items</dt>
          <dd>{formatUsd(preview.itemsCents)}</dd>
        </div>
        {preview.restockingFeeCents > 0 ? (
          <div>
            <dt>Restocking fee</dt>
            <dd>−{formatUsd(preview.restockingFeeCents)}</dd>
          </div>
        ) : null}
        {preview.pickupFeeCents > 0 ? (
          <div>
            <dt>Pickup fee</dt>
            <dd>−{formatUsd(preview.pickupFeeCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Sales tax</dt>
          <dd>{formatUsd(preview.taxCents)}</dd>
        </div>
        <div className={styles['refund-summary__total']}>
          <dt>Refund</dt>
          <dd>{preview.total}</dd>
        </div>
        {preview.refundedCents > 0 ? (
          <div>
            <dt>Refunded so far</dt>
            <dd>{formatUsd(preview.refundedCents)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
