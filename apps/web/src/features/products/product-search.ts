import { PRODUCT_SORTS, type TProductSort } from '@shop/domain';
import { parsePage, parseSearchTerm } from '#/lib/search-params';

/** The product table's filters, all in the URL so a filtered view can be shared and survives a reload. */
export interface IProductSearch {
  page?: number | undefined;
  search?: string | undefined;
  roomTypeId?: number | undefined;
  active?: boolean | undefined;
  lowStock?: boolean | undefined;
  sort?: TProductSort | undefined;
}

const flag = (v: unknown) =>
  v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined;

export function validateProductSearch(search: Record<string, unknown>): IProductSearch {
  const roomTypeId = Number(search.roomTypeId);
  return {
    page: parsePage(search.page),
    search: parseSearchTerm(search.search),
    roomTypeId: Number.isInteger(roomTypeId) && roomTypeId > 0 ? roomTypeId : undefined,
    active: flag(search.active),
    lowStock: flag(search.lowStock) || undefined,
    sort: PRODUCT_SORTS.find((s) => s === search.sort && s !== 'newest'),
  };
}
