import type { TStaffCaseView } from '@shop/domain';
import { formatDateTime } from '#/lib/dates';
import styles from './CaseTimeline.module.css';

/** Words for the timeline's kinds the screen knows; another kind is shown as the server names it. */
const EVENT_LABELS: Record<string, string> = {
  opened: 'Opened',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled by the customer',
  received: 'Items received',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  replaced: 'Replacement order made',
  closed: 'Closed',
  note: 'Note',
  mail_failed: 'Mail not sent',
};
const BAD = new Set(['rejected', 'refund_failed', 'mail_failed']);

const labelOf = (kind: string) => {
  const words = EVENT_LABELS[kind] ?? kind.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The case's history, oldest first: what happened, who did it and when, with its note. */
export function CaseTimeline({ events }: { events: TStaffCaseView['events'] }) {
  return (
    <ol className={styles['case-timeline']}>
      {events.map((event, index) => (
        <li
          key={`${event.at}-${index}`}
          className={
            BAD.has(event.kind)
              ? `${styles['case-timeline__step']} ${styles['case-timeline__step--bad']}`
              : styles['case-timeline__step']
          }
        >
          <span className={styles['case-timeline__label']}>{labelOf(event.kind)}</span>
          <span className={styles['case-timeline__time']}>
            {event.actor ? `${event.actor} · ` : null}
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </span>
          {event.note ? <span className={styles['case-timeline__note']}>{event.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
