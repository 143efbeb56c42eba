import type { TAdminOrderDetail } from '@shop/domain';
import { Icon } from '#/components/Icon';
import noticeCss from '#/styles/notice.module.css';
import styles from './PendingRefundNotice.module.css';

/**
 * A refund that was asked for but did not go through (the payment service failed or did not answer): the order
 * stays as it was until staff retry it with "Retry refund", which sends the same request again, so the customer
 * is never refunded twice.
 */
export function PendingRefundNotice({ order }: { order: TAdminOrderDetail }) {
  const pending = order.pendingRefund;
  if (!pending) return null;
  const then =
    pending.purpose === 'cancel'
      ? 'Once it goes through, the order is cancelled and its stock returned; until then nothing else can be done with it.'
      : 'The order itself stays as it is.';
  return (
    <div className={`${noticeCss.notice} ${styles['admin-order-refund-notice']}`} role="status">
      <Icon name="alert" size={20} />
      <p>
        <strong>Refund pending: {pending.amount}.</strong>{' '}
        {pending.sending
          ? 'It is being sent to the payment service right now; reload the order in a minute.'
          : `The payment service did not confirm it${pending.reason ? ` (${pending.reason})` : ''}. Retry it: the same request is sent again, so the money goes back once.`}{' '}
        {then}
      </p>
    </div>
  );
}
