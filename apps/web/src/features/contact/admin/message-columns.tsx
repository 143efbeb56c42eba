import type { TContactMessage } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Truncate } from '#/components/Truncate';
import type { IColumn } from '#/admin-kit';
import { ReceivedAt } from './ReceivedAt';
import tableCss from '#/styles/table.module.css';
import styles from './message-columns.module.css';

/** Read or unread as a word, not only as weight: the bold row (styled from this badge) is for the eye. */
export function ReadBadge({ isRead }: { isRead: boolean }) {
  return isRead ? (
    <span
      className={`${styles['message-status']} ${styles['message-status--read']}`}
      data-testid="message-status"
    >
      Read
    </span>
  ) : (
    <span
      className={`${styles['message-status']} ${styles['message-status--unread']}`}
      data-testid="message-status"
    >
      Unread
    </span>
  );
}

export const messageColumns: IColumn<TContactMessage>[] = [
  {
    id: 'status',
    header: 'Status',
    className: tableCss.table__status,
    cell: (message) => <ReadBadge isRead={message.isRead} />,
  },
  {
    id: 'subject',
    header: 'Subject',
    rowHeader: true,
    className: tableCss.table__subject,
    cell: (message) => (
      <Link to="/admin/contact/$id" params={{ id: message.id }} className={tableCss['table__row-link']}>
        {message.subject}
      </Link>
    ),
  },
  {
    id: 'from',
    header: 'From',
    className: 'table__from',
    cell: (message) => (
      <>
        <span className={tableCss['table__from-name']}>{message.name}</span>
        <span className={tableCss['table__from-email']}>{message.email}</span>
      </>
    ),
  },
  {
    id: 'message',
    header: 'Message',
    className: tableCss.table__description,
    cell: (message) => <Truncate text={message.message} max={60} />,
  },
  {
    id: 'received',
    header: 'Received',
    className: tableCss.table__date,
    cell: (message) => <ReceivedAt iso={message.createdAt} />,
  },
];
