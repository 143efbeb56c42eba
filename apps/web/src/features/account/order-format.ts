import { formatDay } from '#/lib/dates';
import {
  STATUS_LABELS,
  businessDaysText,
  isFreightService,
  shippingTierName,
  type TOrderDetail,
  type TOrderSummary,
  type TShippingOption,
} from '@shop/domain';

/** How a badge looks: good news, waiting, under way, bad news, or over. */
export type TTone = 'success' | 'warning' | 'info' | 'danger' | 'muted';

const TONES: Record<string, TTone> = {
  pending: 'warning',
  paid: 'info',
  completed: 'success',
  cancelled: 'muted',
  initiated: 'warning',
  failed: 'danger',
  refunded: 'muted',
  unfulfilled: 'muted',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
};

export interface IBadge {
  label: string;
  tone: TTone;
  /** What the badge is the state of, for screen readers: "Order: Paid". */
  of: 'Order' | 'Payment' | 'Delivery';
}

const badge = (of: IBadge['of'], status: string): IBadge => ({
  of,
  label: STATUS_LABELS[status] ?? status,
  tone: TONES[status] ?? 'muted',
});

/**
 * The states a shopper cares about, without repeating themselves: the order's own state, then where the parcel is
 * once it is paid for, and the payment only when it went wrong or was given back.
 */
export function orderBadges(
  order: Pick<TOrderSummary, 'status' | 'paymentStatus' | 'fulfilmentStatus'>,
): IBadge[] {
  const badges = [badge('Order', order.status)];
  if ((order.status === 'paid' || order.status === 'completed') && order.fulfilmentStatus !== 'unfulfilled')
    badges.push(badge('Delivery', order.fulfilmentStatus));
  if (order.paymentStatus === 'failed' || order.paymentStatus === 'refunded')
    badges.push(badge('Payment', order.paymentStatus));
  return badges;
}

export const statusBadge = badge;

const EVENT_LABELS: Record<string, string> = {
  created: 'Order placed',
  paid: 'Payment received',
  payment_failed: 'Payment failed',
  processing: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** A timeline step in words; kinds this screen does not know yet read as their own name. */
export function eventLabel(kind: string): string {
  const known = EVENT_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * How the order ships, in words: the tier's plain name ("Express freight delivery"), never the carrier's service
 * name, which for freight calls the dearer tier "3Day" and the cheaper one "2Day".
 */
export function shippingLabel(
  order: Pick<TOrderDetail, 'shippingTier' | 'shippingService'> & {
    quote: Pick<TShippingOption, 'label'> | null;
  },
): string {
  return (
    order.quote?.label ??
    shippingTierName(order.shippingTier || 'Standard', isFreightService(order.shippingService))
  );
}

/** "5–7 business days, expected by Fri, Dec 4, 2026" from the option the order was sold with. */
export function deliveryEstimate(quote: Pick<TShippingOption, 'minDays' | 'maxDays' | 'deliveryBy'>): string {
  const by = /^\d{4}-\d\d-\d\d$/.test(quote.deliveryBy) ? `, expected by ${formatDay(quote.deliveryBy)}` : '';
  return `${businessDaysText(quote.minDays, quote.maxDays)}${by}`;
}
