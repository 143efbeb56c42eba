import { parsePage, parseSearchTerm } from '#/lib/search-params';
import { parseChoices, type IChoiceSearch } from '#/features/product/store/shelf-search';

/** The search page's URL: the words, the materials and option values chosen, and the page of products. */
export interface ISearchPageSearch extends IChoiceSearch {
  q?: string | undefined;
  page?: number | undefined;
}

export const validateSearchPageSearch = (search: Record<string, unknown>): ISearchPageSearch => ({
  q: parseSearchTerm(search.q),
  ...parseChoices(search),
  page: parsePage(search.page),
});

/** The search call for the URL (what the server prefetches and the page asks for). */
export const searchInput = (search: ISearchPageSearch) => ({
  q: search.q ?? '',
  page: search.page ?? 1,
  materialIds: search.material ?? [],
  optionValues: search.option ?? [],
});
