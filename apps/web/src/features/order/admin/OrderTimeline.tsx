import type { TOrderEvent } from '@shop/domain';
import { OrderTimeline as Timeline } from '#/features/order/shared/OrderTimeline';

/** Everything that happened to the order, oldest first, with who did it and when. */
export function OrderTimeline({ events }: { events: TOrderEvent[] }) {
  return (
    <section className="panel admin-order-panel" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title" className="admin-order-panel__title">
        Timeline
      </h2>
      <Timeline events={events} showActor />
    </section>
  );
}
