import {
  CUSTOMER_SORTS,
  CUSTOMER_STATUS_FILTERS,
  type TCustomerSort,
  type TCustomerStatusFilter,
} from '@shop/domain';
import { adminListSearch, listInput, type IAdminListSearch } from '#/admin-kit';

/** The customer list's URL: page, search, sort and whether it shows only active or only blocked customers. */
export interface ICustomerSearch extends IAdminListSearch<TCustomerSort> {
  status?: Exclude<TCustomerStatusFilter, 'all'> | undefined;
}

const baseSearch = adminListSearch(CUSTOMER_SORTS);

export function customerSearch(search: Record<string, unknown>): ICustomerSearch {
  const status = CUSTOMER_STATUS_FILTERS.find((s) => s !== 'all' && s === search.status) as
    ICustomerSearch['status'] | undefined;
  return { ...baseSearch(search), status };
}

export function customerListInput(search: ICustomerSearch) {
  return { ...listInput(search), status: search.status ?? ('all' as const) };
}
