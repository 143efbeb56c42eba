import { ROLE, STAFF_SORTS, type TRole, type TStaffSort } from '@shop/domain';
import { adminListSearch, listInput, type IAdminListSearch } from '#/admin-kit';

/** The staff list's URL: page, search, sort and the role it is narrowed to. */
export interface IStaffSearch extends IAdminListSearch<TStaffSort> {
  role?: TRole | undefined;
}

const baseSearch = adminListSearch(STAFF_SORTS);

/** `validateSearch`: a role that is not 1 or 2 is dropped, so a mangled link still opens the whole list. */
export function staffSearch(search: Record<string, unknown>): IStaffSearch {
  const role = Number(search.role);
  return { ...baseSearch(search), role: role === ROLE.ADMIN || role === ROLE.MANAGER ? role : undefined };
}

export function staffListInput(search: IStaffSearch) {
  return { ...listInput(search), role: search.role };
}
