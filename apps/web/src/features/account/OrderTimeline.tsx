import type { TOrderEvent } from '@shop/domain';
import { formatDateTime } from '#/lib/dates';
import { eventLabel } from './order-format';

/** The order's history, oldest first, as the shop recorded it. */
export function OrderTimeline({ events }: { events: TOrderEvent[] }) {
  return (
    <section className="account-card" aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="account-card__title">
        History
      </h2>
      {events.length === 0 ? (
        <p className="account-card__empty">Nothing has happened to this order yet.</p>
      ) : (
        <ol className="timeline">
          {events.map((event) => (
            <li key={event.id} className={`timeline__step timeline__step--${event.kind}`}>
              <span className="timeline__label">{eventLabel(event.kind)}</span>
              <time className="timeline__time" dateTime={event.createdAt}>
                {formatDateTime(event.createdAt)}
              </time>
              {event.note ? <span className="timeline__note">{event.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
