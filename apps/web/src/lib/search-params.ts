/**
 * URL search params arrive as whatever the user typed. These parsers keep the valid part and drop the rest, so a
 * mangled link still opens a working page instead of an error.
 */

export function parsePage(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : undefined;
}

export function parseSearchTerm(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const term = String(value).trim().slice(0, 100);
  return term || undefined;
}

export function parseRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') ? value : undefined;
}

export interface IPageSearch {
  page?: number | undefined;
}

export interface IListSearch extends IPageSearch {
  search?: string | undefined;
}

export interface IRedirectSearch {
  redirect?: string | undefined;
}

export const validatePageSearch = (search: Record<string, unknown>): IPageSearch => ({
  page: parsePage(search.page),
});

export const validateListSearch = (search: Record<string, unknown>): IListSearch => ({
  page: parsePage(search.page),
  search: parseSearchTerm(search.search),
});

export const validateRedirectSearch = (search: Record<string, unknown>): IRedirectSearch => ({
  redirect: parseRedirect(search.redirect),
});
