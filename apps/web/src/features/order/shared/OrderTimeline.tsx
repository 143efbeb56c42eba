import type { TOrderEvent } from '@shop/domain';
import { formatDateTime } from '#/lib/dates';
import { BAD_EVENTS, eventLabel } from './order-status';
import styles from './OrderTimeline.module.css';

function actorOf(event: TOrderEvent): string {
  if (event.actorName) return event.actorName;
  return event.actorType === 'customer' ? 'The customer' : 'The shop';
}

/**
 * An order's history, oldest first: what happened and when, and for staff (`showActor`) who did it. The customer
 * and the back-office see the same steps in the same words.
 */
export function OrderTimeline({ events, showActor }: { events: TOrderEvent[]; showActor?: boolean }) {
  return (
    <ol className={styles.timeline}>
      {events.map((event) => (
        <li
          key={event.id}
          className={
            BAD_EVENTS.has(event.kind)
              ? `${styles.timeline__step} ${styles['timeline__step--bad']}`
              : styles.timeline__step
          }
        >
          <span className={styles.timeline__label}>{eventLabel(event.kind)}</span>
          <span className={styles.timeline__time}>
            {showActor ? `${actorOf(event)} · ` : null}
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </span>
          {event.note ? <span className={styles.timeline__note}>{event.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
