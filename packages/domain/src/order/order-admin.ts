import { z } from 'zod';
import { ZListParam, ZPageInput, ZPaginated } from '../common/pagination.js';
import { ZId, ZSearch } from '../common/fields.js';
import {
  FULFILMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  ZOrderDetail,
  ZOrderLine,
  ZOrderSummary,
} from './order.js';
import { ZOrderRefund } from './refund-part.js';

/** What staff can do to an order, in the order they usually happen. */
/** `produce` and `ready` move an order with made-to-order pieces through the workshop. */
export const ORDER_ACTIONS = ['process', 'produce', 'ready', 'ship', 'deliver', 'cancel'] as const;
export type TOrderAction = (typeof ORDER_ACTIONS)[number];

/** Button labels of the back-office, the same words the refusals use. */
export const ORDER_ACTION_LABELS: Record<TOrderAction, string> = {
  process: 'Start preparing',
  produce: 'Start production',
  ready: 'Mark as ready to ship',
  ship: 'Mark as shipped',
  deliver: 'Mark as delivered',
  cancel: 'Cancel and refund',
};

export const ORDER_ADMIN_MESSAGES = {
  trackingRequired: 'Enter the tracking number.',
  trackingInvalid: 'A tracking number has letters, digits, spaces or dashes only.',
  refundTooLarge: 'The refund cannot be more than what was paid and not yet refunded.',
  refundPositive: 'The refund must be at least one cent.',
  changedMeanwhile: 'Someone else changed this order a moment ago. Reload it to see its state.',
  nothingToRefund: 'This order has no completed payment to refund.',
  refundPending:
    'A refund of this order is pending: retry it (Cancel and refund) before the order can move on.',
  refundSending: 'A refund of this order is being sent right now. Reload the order in a minute.',
  refundAmountPending: 'A refund of another amount is pending on this order: retry that one first.',
  refundNotAnswered:
    'The payment service did not answer, so the refund is pending and nothing else changed. Try again in a moment.',
  refundRefused: 'The payment service refused the refund; nothing was changed.',
} as const;

/**
 * A refund that was asked for but is not known to have gone through (the payment service failed or did not
 * answer): the order waits for staff to retry it. Retrying sends the same request again, never a second refund.
 */
export const ZPendingRefund = z.object({
  amountCents: z.number().int(),
  amount: z.string(),
  /** 'cancel': the order is cancelled and its stock returned once the money is back. */
  purpose: z.enum(['cancel', 'refund']),
  /** Why the last try failed. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  /** A try is under way right now (another one waits). */
  sending: z.boolean(),
});
export type TPendingRefund = z.infer<typeof ZPendingRefund>;

/** A day of a date range filter, YYYY-MM-DD; the range is inclusive and read in UTC. */
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)));

/**
 * GET /api/order/get-list. Unknown filter values fall back to no filter (an old bookmark still opens the list);
 * `search` (or its short form `q`) matches the order number, the customer's name or email, and the address name.
 */
export const ZOrderListInput = ZPageInput.extend({
  search: ZSearch,
  q: ZSearch,
  status: ZListParam(z.enum(ORDER_STATUSES).optional(), undefined),
  paymentStatus: ZListParam(z.enum(PAYMENT_STATUSES).optional(), undefined),
  fulfilmentStatus: ZListParam(z.enum(FULFILMENT_STATUSES).optional(), undefined),
  from: ZListParam(ZDay.optional(), undefined),
  to: ZListParam(ZDay.optional(), undefined),
  customerId: ZListParam(ZId.optional(), undefined),
});
export type TOrderListInput = z.input<typeof ZOrderListInput>;
export type TOrderListQuery = z.output<typeof ZOrderListInput>;

/** GET /api/order/customer: one customer's orders, newest first. */
export const ZCustomerOrdersInput = ZPageInput.extend({ customerId: ZId });
export type TCustomerOrdersQuery = z.output<typeof ZCustomerOrdersInput>;

/** The order's customer; a guest's order (no account) has id null, with the name and email given at checkout. */
export const ZOrderCustomer = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
});
export type TOrderCustomer = z.infer<typeof ZOrderCustomer>;

/** One row of the back-office order table. */
export const ZAdminOrderRow = ZOrderSummary.extend({ customer: ZOrderCustomer });
export type TAdminOrderRow = z.infer<typeof ZAdminOrderRow>;
export const ZAdminOrderList = ZPaginated(ZAdminOrderRow);

/** GET /api/order/getListProductInOrder. */
export const ZOrderLinesInput = z.object({ orderId: ZId });
export const ZOrderLines = z.array(ZOrderLine);

/** GET /api/order/detail/{id}: the order with its customer, and what staff may do next. */
export const ZAdminOrderDetail = ZOrderDetail.extend({
  customer: ZOrderCustomer,
  /** The transitions the order's state allows now (the buttons the back-office shows). */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** What a cancel can give back: paid and not yet refunded, in cents. */
  refundableCents: z.number().int(),
  refundable: z.string(),
  /** A refund waiting to be retried; while there is one, 'cancel' (retry it) is the only move. */
  pendingRefund: ZPendingRefund.nullable(),
  /** Every refund of the order, oldest first: what went back, its tax and the items it named. */
  refunds: z.array(ZOrderRefund),
  /** The order's returns and damage claims, newest first. */
  cases: z.array(z.object({ id: z.number().int(), number: z.string(), kind: z.string(), state: z.string() })),
  /** The claim this $0 order replaces pieces for, when it is a replacement. */
  replacesCase: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;

export const ZTrackingNumber = z
  .string({ error: ORDER_ADMIN_MESSAGES.trackingRequired })
  .trim()
  .min(1, ORDER_ADMIN_MESSAGES.trackingRequired)
  .max(60, 'At most 60 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, ORDER_ADMIN_MESSAGES.trackingInvalid);

/** POST /api/order/ship/{id}. */
export const ZShipOrderInput = z.object({ id: ZId, trackingNumber: ZTrackingNumber });
export type TShipOrderInput = z.infer<typeof ZShipOrderInput>;

/** POST /api/order/cancel/{id}: without an amount, everything paid and not yet refunded goes back. */
export const ZCancelOrderInput = z.object({
  id: ZId,
  amountCents: z.coerce
    .number<number>()
    .int('Enter a whole number of cents.')
    .min(1, ORDER_ADMIN_MESSAGES.refundPositive)
    .optional(),
});
export type TCancelOrderInput = z.infer<typeof ZCancelOrderInput>;
