import { parseId, parsePage } from '#/lib/search-params';

/** The materials page's URL: the chosen material (a mangled one opens the plain page) and its page of products. */
export interface IMaterialsSearch {
  material?: number | undefined;
  page?: number | undefined;
}

export const validateMaterialsSearch = (search: Record<string, unknown>): IMaterialsSearch => ({
  material: parseId(search.material),
  page: parsePage(search.page),
});
