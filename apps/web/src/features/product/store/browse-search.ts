import { parsePage, parseSearchTerm } from '#/lib/search-params';

/** A positive whole id from the URL, or undefined for anything else (a mangled link opens the plain page). */
export function parseIdParam(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export interface IMaterialsSearch {
  material?: number | undefined;
  page?: number | undefined;
}

export const validateMaterialsSearch = (search: Record<string, unknown>): IMaterialsSearch => ({
  material: parseIdParam(search.material),
  page: parsePage(search.page),
});

export interface ISearchPageSearch {
  q?: string | undefined;
  page?: number | undefined;
}

export const validateSearchPageSearch = (search: Record<string, unknown>): ISearchPageSearch => ({
  q: parseSearchTerm(search.q),
  page: parsePage(search.page),
});
