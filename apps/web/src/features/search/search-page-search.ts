import { parsePage, parseSearchTerm } from '#/lib/search-params';

/** The search page's URL: the words and the page of products. */
export interface ISearchPageSearch {
  q?: string | undefined;
  page?: number | undefined;
}

export const validateSearchPageSearch = (search: Record<string, unknown>): ISearchPageSearch => ({
  q: parseSearchTerm(search.q),
  page: parsePage(search.page),
});
