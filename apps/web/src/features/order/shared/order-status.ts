import { STATUS_LABELS } from '@shop/domain';

/** Colour by meaning, the same wherever a state shows (shop and back-office): done, moving, waiting, failed, over. */
type TStatusTone = 'good' | 'active' | 'waiting' | 'bad' | 'neutral';

const TONES: Record<string, TStatusTone> = {
  paid: 'good',
  completed: 'good',
  delivered: 'good',
  processing: 'active',
  in_production: 'active',
  ready_to_ship: 'active',
  partially_shipped: 'active',
  shipped: 'active',
  pending: 'waiting',
  initiated: 'waiting',
  unfulfilled: 'waiting',
  cancelled: 'bad',
  failed: 'bad',
  refunded: 'neutral',
};

/** What a state of an order, a payment or a delivery is called and how it looks. */
export interface IStatusBadge {
  /** What the badge is the state of, read out first: "Payment: Failed". */
  of: 'Order' | 'Payment' | 'Delivery';
  label: string;
  tone: TStatusTone;
}

export function statusBadge(of: IStatusBadge['of'], status: string): IStatusBadge {
  return { of, label: STATUS_LABELS[status] ?? status, tone: TONES[status] ?? 'neutral' };
}

/** The three states of an order, as staff see them side by side. */
export function allOrderBadges(order: {
  status: string;
  paymentStatus: string;
  fulfilmentStatus: string;
}): IStatusBadge[] {
  return [
    statusBadge('Order', order.status),
    statusBadge('Payment', order.paymentStatus),
    statusBadge('Delivery', order.fulfilmentStatus),
  ];
}

const EVENT_LABELS: Record<string, string> = {
  created: 'Order placed',
  paid: 'Payment received',
  payment_failed: 'Payment failed',
  processing: 'Being prepared',
  in_production: 'In production',
  ready_to_ship: 'Ready to ship',
  shipment: 'Part of the order shipped',
  shipped: 'Shipped',
  shipment_delivered: 'Shipment delivered',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  refund_failed: 'Refund not confirmed',
  cancel_failed: 'Not cancelled',
  paid_after_cancel: 'Paid after cancelling',
  expired: 'Reservation expired',
  mail_failed: 'Mail not sent',
  case_opened: 'Return or claim opened',
  case_approved: 'Return or claim approved',
  case_rejected: 'Return or claim rejected',
  case_received: 'Returned items received',
  case_refunded: 'Return or claim refunded',
  case_replaced: 'Replacement sent',
  case_closed: 'Return or claim closed',
  case_cancelled: 'Return or claim withdrawn',
  case_note: 'Note on a return or claim',
};

/** A timeline step in words; kinds this screen does not know yet read as their own name. */
export function eventLabel(kind: string): string {
  const known = EVENT_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Events drawn in the danger colour on the timeline. */
export const BAD_EVENTS = new Set(['cancelled', 'payment_failed', 'mail_failed', 'refund_failed']);
