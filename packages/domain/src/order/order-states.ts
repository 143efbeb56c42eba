/**
 * The three states an order keeps (the design's data rules) and their labels, without zod: the back-office order list
 * reads them in its URL validation, which runs in the app's entry chunk.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'completed', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['initiated', 'completed', 'failed', 'cancelled', 'refunded'] as const;
/**
 * 'in_production' and 'ready_to_ship' are the steps of an order with made-to-order pieces; 'partially_shipped' an
 * order some of whose shipments are on their way while other pieces wait.
 */
export const FULFILMENT_STATUSES = [
  'unfulfilled',
  'processing',
  'in_production',
  'ready_to_ship',
  'partially_shipped',
  'shipped',
  'delivered',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type TFulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];
