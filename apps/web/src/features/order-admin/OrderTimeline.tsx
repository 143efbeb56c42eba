import type { TOrderEvent } from '@shop/domain';
import { formatDateTime } from '#/lib/dates';

const EVENT_LABELS: Record<string, string> = {
  created: 'Order placed',
  paid: 'Payment received',
  payment_failed: 'Payment failed',
  processing: 'Preparing started',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  refund_failed: 'Refund not confirmed',
  cancel_failed: 'Not cancelled',
  paid_after_cancel: 'Paid after cancelling',
  expired: 'Reservation expired',
  mail_failed: 'Mail not sent',
};

function actorOf(event: TOrderEvent): string {
  if (event.actorName) return event.actorName;
  return event.actorType === 'customer' ? 'The customer' : 'The shop';
}

/** Everything that happened to the order, oldest first, with who did it and when. */
export function OrderTimeline({ events }: { events: TOrderEvent[] }) {
  return (
    <section className="panel admin-order-panel" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title" className="admin-order-panel__title">
        Timeline
      </h2>
      <ol className="admin-timeline">
        {events.map((event) => (
          <li key={event.id} className={`admin-timeline__event admin-timeline__event--${event.kind}`}>
            <p className="admin-timeline__what">
              {EVENT_LABELS[event.kind] ?? event.kind.replace(/_/g, ' ')}
            </p>
            <p className="admin-timeline__meta">
              {actorOf(event)} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            </p>
            {event.note ? <p className="admin-timeline__note">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
