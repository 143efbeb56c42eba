import { OUTBOX_STATES, type TOutboxState } from '@shop/domain';
import { adminListSearch, listInput, type IAdminListSearch } from '#/admin-kit';

/** The outbox list's URL: the usual page and search, and one state (?state=failed) or every message. */
export interface IOutboxSearch extends IAdminListSearch {
  state?: TOutboxState | undefined;
}

const baseSearch = adminListSearch();

/** `validateSearch`: a state the outbox does not have is dropped, so a mangled link opens every message. */
export function outboxSearch(search: Record<string, unknown>): IOutboxSearch {
  const state = OUTBOX_STATES.find((s) => s === search.state);
  return { ...baseSearch(search), state };
}

/** The `outbox.getList` input for the URL's state (newest first is the list's one order). */
export function outboxListInput(search: IOutboxSearch) {
  const { page, search: term, state } = listInput(search);
  return { page, search: term, state: state ?? ('all' as const) };
}
