import { parsePage, parseSearchTerm } from '#/lib/search-params';

/** What an admin list keeps in its URL: the page, the search term and the sort, so Back and Forward replay them. */
export interface IAdminListSearch<TSort extends string = string> {
  page?: number | undefined;
  search?: string | undefined;
  sort?: TSort | undefined;
}

/**
 * `validateSearch` for an admin list route. Only the sorts the list procedure accepts survive, so a mangled link
 * still opens the list (in its default order) instead of a validation error.
 */
export function adminListSearch<TSort extends string>(sorts: readonly TSort[] = []) {
  return (search: Record<string, unknown>): IAdminListSearch<TSort> => ({
    page: parsePage(search.page),
    search: parseSearchTerm(search.search),
    sort: sorts.find((sort) => sort === search.sort),
  });
}

/**
 * The list procedure's input for the URL's state (page 1 when the URL names none). A screen's own filters, added
 * to the search by its validateSearch, pass through unchanged.
 */
export function listInput<TSearch extends IAdminListSearch>({ page, ...rest }: TSearch) {
  return { ...rest, page: page ?? 1 };
}

/** The next sort when a column header is chosen: ascending first, then descending, then back to ascending. */
export function nextSort(current: string | undefined, column: string): string {
  return current === column ? `-${column}` : column;
}

export function sortDirection(
  current: string | undefined,
  column: string,
): 'ascending' | 'descending' | null {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return null;
}
