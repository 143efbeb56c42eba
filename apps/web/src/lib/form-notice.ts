import { validateRedirectSearch, type IRedirectSearch } from './search-params';

/**
 * The search of a page whose form also posts without script (login, register, contact, forgot): the server's
 * answer comes back as a notice code (`?notice=credentials`), never as text or as anything the visitor typed. The
 * routes' search validation runs in the entry script, held to a budget: here only the shape of a code is checked,
 * and a code the shop does not know shows nothing (form-notice-text.ts).
 */
export interface INoticeSearch {
  notice?: string | undefined;
}

export const validateNoticeSearch = (search: Record<string, unknown>): INoticeSearch => ({
  notice:
    typeof search.notice === 'string' && /^[a-z]{1,20}$/i.test(search.notice) ? search.notice : undefined,
});

export const validateAuthPageSearch = (search: Record<string, unknown>): IRedirectSearch & INoticeSearch => ({
  ...validateRedirectSearch(search),
  ...validateNoticeSearch(search),
});
