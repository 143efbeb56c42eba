// The webhook event names, without zod: the back-office's form and list read them in their own chunk.

/** Every event an endpoint can ask for, in the order the back-office offers them. */
export const WEBHOOK_EVENTS = [
  'order.paid',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'refund.created',
  'product.updated',
  'stock.low',
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** An endpoint whose deliveries have failed for this long without one success is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 60 * 60_000;
/** How long one delivery may take, connection and answer, before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
