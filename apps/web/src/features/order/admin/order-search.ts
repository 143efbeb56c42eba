import {
  FULFILMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type TFulfilmentStatus,
  type TOrderStatus,
  type TPaymentStatus,
} from '@shop/domain';
import { adminListSearch, type IAdminListSearch } from '#/admin-kit';

/** The order table's URL: page and search plus the three states and a date range, so a view can be shared. */
export interface IOrderSearch extends IAdminListSearch {
  status?: TOrderStatus | undefined;
  paymentStatus?: TPaymentStatus | undefined;
  fulfilmentStatus?: TFulfilmentStatus | undefined;
  /** YYYY-MM-DD, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

const listSearch = adminListSearch();

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value);

const day = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

/** Unknown values are dropped, so a mangled link opens the whole list rather than an error. */
export function validateOrderSearch(search: Record<string, unknown>): IOrderSearch {
  return {
    ...listSearch(search),
    status: oneOf(ORDER_STATUSES, search.status),
    paymentStatus: oneOf(PAYMENT_STATUSES, search.paymentStatus),
    fulfilmentStatus: oneOf(FULFILMENT_STATUSES, search.fulfilmentStatus),
    from: day(search.from),
    to: day(search.to),
  };
}

/** Whether a filter beyond the search term narrows the list. */
export const isFiltered = (search: IOrderSearch) =>
  Boolean(search.status || search.paymentStatus || search.fulfilmentStatus || search.from || search.to);
