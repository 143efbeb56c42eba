import { parseId, parsePage } from '#/lib/search-params';

/** The materials page's URL: the chosen material (a mangled one opens the plain page) and its page of products. */
export interface IMaterialsSearch {
  material?: number | undefined;
  page?: number | undefined;
}

/**
 * The storefront list's input for one material's products, as the page and its loader ask for it (kept out of the
 * component's module: the loader travels in the entry script).
 */
export const materialShelf = (materialId: number, page: number) => ({ materialIds: [materialId], page });

export const validateMaterialsSearch = (search: Record<string, unknown>): IMaterialsSearch => ({
  material: parseId(search.material),
  page: parsePage(search.page),
});
