import { MATERIAL_SORTS, type TMaterialSort } from '@shop/domain';
import { adminListSearch, listInput, type IAdminListSearch } from '#/admin-kit';
import { parseId } from '#/lib/search-params';

/** The materials list's URL: the usual page, search and sort, and the material type it is narrowed to. */
export interface IMaterialSearch extends IAdminListSearch<TMaterialSort> {
  materialTypeId?: number | undefined;
}

const baseSearch = adminListSearch(MATERIAL_SORTS);

/** `validateSearch`: a type filter that is not an id is dropped, so a mangled link still opens the whole list. */
export function materialSearch(search: Record<string, unknown>): IMaterialSearch {
  return { ...baseSearch(search), materialTypeId: parseId(search.materialTypeId) };
}

/** The `material.getList` input for the URL's state. */
export function materialListInput(search: IMaterialSearch) {
  return { ...listInput(search), materialTypeId: search.materialTypeId };
}
