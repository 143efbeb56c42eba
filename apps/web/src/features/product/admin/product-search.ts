import { PRODUCT_SORTS } from '@shop/domain';
import { adminListSearch, type IAdminListSearch } from '#/admin-kit';
import { parseId } from '#/lib/search-params';

/** The product table's URL: the kit's page, search and sort plus the filters, so a filtered view can be shared. */
export interface IProductSearch extends IAdminListSearch<(typeof PRODUCT_SORTS)[number]> {
  roomTypeId?: number | undefined;
  materialId?: number | undefined;
  active?: boolean | undefined;
  lowStock?: boolean | undefined;
}

const listSearch = adminListSearch(PRODUCT_SORTS);

const flag = (v: unknown) =>
  v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined;

/** Unknown values are dropped, so a mangled link opens the whole list rather than an error. */
export function validateProductSearch(search: Record<string, unknown>): IProductSearch {
  return {
    ...listSearch(search),
    roomTypeId: parseId(search.roomTypeId),
    materialId: parseId(search.materialId),
    active: flag(search.active),
    lowStock: flag(search.lowStock) || undefined,
  };
}

/** Whether a filter beyond the search term narrows the list. */
export const isFiltered = (search: IProductSearch) =>
  Boolean(search.roomTypeId || search.materialId || search.active !== undefined || search.lowStock);
