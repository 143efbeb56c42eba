import { formatDay } from '#/lib/dates';
import { statusBadge, type IStatusBadge } from '#/features/order/shared/order-status';
import {
  estimateWords,
  isFreightService,
  shippingTierName,
  type TOrderDetail,
  type TOrderSummary,
  type TShippingOption,
} from '@shop/domain';

/**
 * The states a shopper cares about, without repeating themselves: the order's own state, then where the parcel is
 * once it is paid for, and the payment only when it went wrong or was given back.
 */
export function orderBadges(
  order: Pick<TOrderSummary, 'status' | 'paymentStatus' | 'fulfilmentStatus'>,
): IStatusBadge[] {
  const badges = [statusBadge('Order', order.status)];
  if ((order.status === 'paid' || order.status === 'completed') && order.fulfilmentStatus !== 'unfulfilled')
    badges.push(statusBadge('Delivery', order.fulfilmentStatus));
  if (order.paymentStatus === 'failed' || order.paymentStatus === 'refunded')
    badges.push(statusBadge('Payment', order.paymentStatus));
  return badges;
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

/**
 * "5–7 business days, expected by Fri, Dec 4, 2026", or "ships in 6–8 weeks, then 5–7 business days, expected by
 * ..." when the order waits for made-to-order pieces, from the option the order was sold with.
 */
export function deliveryEstimate(
  quote: Pick<TShippingOption, 'minDays' | 'maxDays' | 'deliveryBy' | 'shipsIn'>,
): string {
  const by = /^\d{4}-\d\d-\d\d$/.test(quote.deliveryBy) ? `, expected by ${formatDay(quote.deliveryBy)}` : '';
  return `${estimateWords(quote)}${by}`;
}
