import { STATUS_LABELS } from '@shop/domain';

type TTone = 'good' | 'active' | 'waiting' | 'bad' | 'neutral';

/** Colour by meaning, the same in every place a state shows: done, moving, waiting, failed or closed. */
const TONES: Record<string, TTone> = {
  paid: 'good',
  completed: 'good',
  delivered: 'good',
  processing: 'active',
  shipped: 'active',
  pending: 'waiting',
  initiated: 'waiting',
  unfulfilled: 'waiting',
  cancelled: 'bad',
  failed: 'bad',
  refunded: 'neutral',
};

/**
 * One of an order's three states as a badge. `kind` ("Order", "Payment", "Delivery") is read out before the label
 * and shown when `showKind` is set, since "Completed" alone does not say whether the payment or the order is meant.
 */
export function StatusBadge({
  kind,
  status,
  showKind,
}: {
  kind: string;
  status: string;
  showKind?: boolean;
}) {
  return (
    <span className={`admin-order-state admin-order-state--${TONES[status] ?? 'neutral'}`}>
      <span className={showKind ? 'admin-order-state__kind' : 'sr-only'}>{kind}: </span>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** The three states side by side (or one above the other, in a table cell): order, payment and delivery. */
export function OrderStates({
  order,
  showKind,
  stacked,
}: {
  order: { status: string; paymentStatus: string; fulfilmentStatus: string };
  showKind?: boolean;
  stacked?: boolean;
}) {
  return (
    <span className={stacked ? 'admin-order-states admin-order-states--stacked' : 'admin-order-states'}>
      <StatusBadge kind="Order" status={order.status} showKind={showKind} />
      <StatusBadge kind="Payment" status={order.paymentStatus} showKind={showKind} />
      <StatusBadge kind="Delivery" status={order.fulfilmentStatus} showKind={showKind} />
    </span>
  );
}
