import type { TOutboxMessage } from '@shop/domain';
import { OUTBOX_STATE_LABELS } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Truncate } from '#/components/Truncate';
import type { IColumn } from '#/admin-kit';
import { ReceivedAt } from '#/features/contact/admin/ReceivedAt';
import tableCss from '#/styles/table.module.css';
import styles from './outbox-columns.module.css';

/** The state as a word (colour is only for the eye). */
function OutboxState({ state }: { state: TOutboxMessage['state'] }) {
  return (
    <span
      className={`${styles['outbox-state']} ${styles[`outbox-state--${state}`] ?? ''}`}
      data-testid="outbox-state"
    >
      {OUTBOX_STATE_LABELS[state]}
    </span>
  );
}

export interface IOutboxRowActions {
  resend: (message: TOutboxMessage) => void;
  cancel: (message: TOutboxMessage) => void;
  busy: boolean;
}

/** The columns; `actions` (an ADMIN's) adds Resend and Cancel where the message's state allows them. */
export function outboxColumns(actions?: IOutboxRowActions): IColumn<TOutboxMessage>[] {
  const columns: IColumn<TOutboxMessage>[] = [
    {
      id: 'state',
      header: 'State',
      className: tableCss.table__status,
      cell: (message) => <OutboxState state={message.state} />,
    },
    {
      id: 'subject',
      header: 'Message',
      rowHeader: true,
      className: tableCss.table__subject,
      cell: (message) => (
        <>
          <Truncate text={message.subject} max={60} />
          <span className={styles['outbox-recipient']}>To {message.recipient}</span>
        </>
      ),
    },
    {
      id: 'attempts',
      header: 'Attempts',
      cell: (message) => `${message.attempts} of ${message.maxAttempts}`,
    },
    {
      id: 'error',
      header: 'Last error',
      className: tableCss.table__description,
      cell: (message) =>
        message.lastError ? (
          <span className={styles['outbox-error']}>
            <Truncate text={message.lastError} max={60} />
          </span>
        ) : (
          '–'
        ),
    },
    {
      id: 'order',
      header: 'Order',
      cell: (message) =>
        message.orderId ? (
          <Link to="/admin/order/$id" params={{ id: message.orderId }}>
            Order #{message.orderId}
          </Link>
        ) : (
          '–'
        ),
    },
    {
      id: 'created',
      header: 'Queued',
      className: tableCss.table__date,
      cell: (message) => <ReceivedAt iso={message.createdAt} />,
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: (message) => (
        <span className={styles['outbox-actions']}>
          {message.state === 'failed' || message.state === 'cancelled' || message.state === 'sent' ? (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={actions.busy}
              aria-label={`Send again: ${message.subject} to ${message.recipient}`}
              onClick={() => actions.resend(message)}
            >
              Send again
            </button>
          ) : null}
          {message.state === 'pending' || message.state === 'failed' ? (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={actions.busy}
              aria-label={`Cancel: ${message.subject} to ${message.recipient}`}
              onClick={() => actions.cancel(message)}
            >
              Cancel
            </button>
          ) : null}
        </span>
      ),
    },
  ];
}
