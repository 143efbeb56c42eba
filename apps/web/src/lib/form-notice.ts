import { FORM_NOTICES, parseFormNotice, type TFormNotice } from '@shop/domain';
import { validateRedirectSearch, type IRedirectSearch } from './search-params';

/**
 * The search of a page whose form also posts without script (login, register, contact, forgot): the server's
 * answer comes back as a notice code (`?notice=credentials`), never as text or as anything the visitor typed.
 */
export interface INoticeSearch {
  notice?: TFormNotice | undefined;
}

export const validateNoticeSearch = (search: Record<string, unknown>): INoticeSearch => ({
  notice: parseFormNotice(search.notice),
});

export const validateAuthPageSearch = (search: Record<string, unknown>): IRedirectSearch & INoticeSearch => ({
  ...validateRedirectSearch(search),
  ...validateNoticeSearch(search),
});

/** The sentence for a refusal the form endpoint sent back; undefined for none and for "sent". */
export function noticeError(notice: TFormNotice | undefined): string | undefined {
  return notice && notice !== 'sent' ? FORM_NOTICES[notice] : undefined;
}
