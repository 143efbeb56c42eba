import { SALES_ORDER_STATUSES } from '@shop/domain';

/**
 * The money an order brought in, as SQL over the alias `o` (the statuses are ours, not user input). Paid and
 * completed orders count, and so does a cancelled order whose payment was not all given back (a cancel may keep
 * part of it); each counts for its total less what was refunded. The dashboard and the customers' "spent" agree.
 */
export const MONEY_KEPT_ORDERS =
  `(o.status IN (${SALES_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')}) ` +
  `OR (o.status = 'cancelled' AND o.payment_status = 'completed'))`;

export const KEPT_CENTS =
  '(o.total_cents - COALESCE((SELECT SUM(kp.refunded_cents) FROM payments kp ' +
  "WHERE kp.order_id = o.id AND kp.status IN ('completed', 'refunded')), 0))";
