/**
 * Apart from order-states.ts: the order list's search validator reads the state lists in the app's entry chunk,
 * and these words are needed only once an order screen is drawn.
 */
/** Labels for the three states, the same in the shop and the back-office. */
export const STATUS_LABELS: Record<string, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
  initiated: 'Started',
  failed: 'Failed',
  refunded: 'Refunded',
  unfulfilled: 'Not yet shipped',
  processing: 'Being prepared',
  in_production: 'In production',
  ready_to_ship: 'Ready to ship',
  partially_shipped: 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
};
