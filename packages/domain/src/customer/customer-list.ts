/**
 * The customer list's sorts, filters and counted orders, apart from its zod schemas: the list route reads the sorts
 * and filters in `validateSearch`, which must not pull zod into the storefront's entry.
 */

/**
 * The back-office's view of customers (/admin/customer). "Orders" and "spent" count orders that were paid for:
 * status paid or completed. Checkouts never paid (pending) and cancelled orders are left out, so a customer who
 * abandoned three carts has not "placed three orders".
 */
export const COUNTED_ORDER_STATUSES = ['paid', 'completed'] as const;

export const CUSTOMER_SORTS = [
  '-createdAt',
  'createdAt',
  'name',
  '-name',
  'orders',
  '-orders',
  'spent',
  '-spent',
] as const;
export type TCustomerSort = (typeof CUSTOMER_SORTS)[number];

export const CUSTOMER_STATUS_FILTERS = ['all', 'active', 'blocked'] as const;
export type TCustomerStatusFilter = (typeof CUSTOMER_STATUS_FILTERS)[number];
