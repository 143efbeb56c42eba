import type { TOrderEvent } from '@shop/domain';
import { formatDateTime } from '#/lib/dates';
import { BAD_EVENTS, eventLabel } from './order-status';

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
    <ol className="timeline">
      {events.map((event) => (
        <li
          key={event.id}
          className={BAD_EVENTS.has(event.kind) ? 'timeline__step timeline__step--bad' : 'timeline__step'}
        >
          <span className="timeline__label">{eventLabel(event.kind)}</span>
          <span className="timeline__time">
            {showActor ? `${actorOf(event)} · ` : null}
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </span>
          {event.note ? <span className="timeline__note">{event.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
