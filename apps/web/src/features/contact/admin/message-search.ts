import type { TContactReadFilter } from '@shop/domain';
import { adminListSearch, listInput, type IAdminListSearch } from '#/admin-kit';

/** The messages list's URL: the usual page and search, and whether it shows only unread or only read ones. */
export interface IMessageSearch extends IAdminListSearch {
  filter?: Exclude<TContactReadFilter, 'all'> | undefined;
}

const baseSearch = adminListSearch();

/** `validateSearch`: any other filter value is dropped, so a mangled link still opens every message. */
export function messageSearch(search: Record<string, unknown>): IMessageSearch {
  const filter = search.filter === 'unread' || search.filter === 'read' ? search.filter : undefined;
  return { ...baseSearch(search), filter };
}

/** The `contact.getList` input for the URL's state; the list has one order (unread first, then newest). */
export function messageListInput(search: IMessageSearch) {
  const { page, search: term, filter } = listInput(search);
  return { page, search: term, filter };
}
