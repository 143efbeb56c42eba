import { adminListSearch, listInput, type IAdminListSearch } from '#/admin-kit';
import { parseId } from '#/lib/search-params';

/** The log's URL: page, search, and the entity and staff member it is narrowed to. */
export interface IAuditSearch extends IAdminListSearch {
  entity?: string | undefined;
  staffId?: number | undefined;
}

const baseSearch = adminListSearch();

export function auditSearch(search: Record<string, unknown>): IAuditSearch {
  const entity =
    typeof search.entity === 'string' && /^[A-Za-z]\w{0,39}$/.test(search.entity) ? search.entity : undefined;
  return { ...baseSearch(search), entity, staffId: parseId(search.staffId) };
}

export function auditListInput(search: IAuditSearch) {
  const { sort: _, ...rest } = listInput(search);
  return rest;
}
