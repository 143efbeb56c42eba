/**
 * URL search params arrive as whatever the user typed. These parsers keep the valid part and drop the rest, so a
 * mangled link still opens a working page instead of an error.
 */

export function parsePage(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : undefined;
}

/**
 * A positive whole id (a path parameter, a filter in the query string), or undefined for anything else: a mangled
 * filter opens the whole list, a mangled path parameter the not-found page.
 */
export function parseId(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function parseSearchTerm(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const term = String(value).trim().slice(0, 100);
  return term || undefined;
}

function parseRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') ? value : undefined;
}

/**
 * Why the visitor was sent to the page they are on instead of the one they asked for, so that page can say so:
 * a call refused with 401 (the session ended) or a back-office screen for administrators only.
 */
export type TMovedReason = 'session-ended' | 'admin-only';

export function parseMovedReason(value: unknown): TMovedReason | undefined {
  return value === 'session-ended' || value === 'admin-only' ? value : undefined;
}

export interface IPageSearch {
  page?: number | undefined;
}

export interface IListSearch extends IPageSearch {
  search?: string | undefined;
}

interface IRedirectSearch {
  redirect?: string | undefined;
}

/**
 * The answer of a form that also posts without script (login, register, contact, forgot): a notice code
 * (`?notice=credentials`), never text or anything the visitor typed. Only its shape is checked here (this runs in
 * the entry script, held to a budget); a code the shop does not know shows nothing.
 */
export interface INoticeSearch {
  notice?: string | undefined;
}

export interface ISignInSearch extends IRedirectSearch, INoticeSearch {
  reason?: TMovedReason | undefined;
}

/** A link's one-use token as the shop mails it (32 random bytes, base64url); anything else counts as none. */
export interface ITokenSearch {
  token?: string | undefined;
}

export const validatePageSearch = (search: Record<string, unknown>): IPageSearch => ({
  page: parsePage(search.page),
});

export const validateListSearch = (search: Record<string, unknown>): IListSearch => ({
  page: parsePage(search.page),
  search: parseSearchTerm(search.search),
});

const parseNotice = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[a-z]{1,20}$/i.test(value) ? value : undefined;

export const validateNoticeSearch = (search: Record<string, unknown>): INoticeSearch => ({
  notice: parseNotice(search.notice),
});

/**
 * The login and register pages (and the back-office home): where to go after signing in, why the visitor was sent
 * here, and the no-script form's answer. One parser for all of them keeps the entry script small.
 */
export const validateSignInSearch = (search: Record<string, unknown>): ISignInSearch => ({
  redirect: parseRedirect(search.redirect),
  reason: parseMovedReason(search.reason),
  notice: parseNotice(search.notice),
});

export const validateTokenSearch = (search: Record<string, unknown>): ITokenSearch => ({
  token: typeof search.token === 'string' && /^[\w-]{20,200}$/.test(search.token) ? search.token : undefined,
});

/** The confirm-email link, and the guest-orders link that opens the same screen with `purpose=orders`. */
export interface IConfirmEmailSearch extends ITokenSearch {
  purpose?: 'orders' | undefined;
}

export const validateConfirmEmailSearch = (search: Record<string, unknown>): IConfirmEmailSearch => ({
  ...validateTokenSearch(search),
  purpose: search.purpose === 'orders' ? 'orders' : undefined,
});
