import type { TOrderEvent } from '@shop/domain';
import { OrderTimeline as Timeline } from '#/features/order/shared/OrderTimeline';

/** The order's history on the customer's order page, oldest first, as the shop recorded it. */
export function OrderTimeline({ events }: { events: TOrderEvent[] }) {
  return (
    <section className="account-card" aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="account-card__title">
        History
      </h2>
      {events.length === 0 ? (
        <p className="account-card__empty">Nothing has happened to this order yet.</p>
      ) : (
        <Timeline events={events} />
      )}
    </section>
  );
}
