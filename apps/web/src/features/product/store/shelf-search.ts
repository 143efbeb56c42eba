import type { TCustomerProductListInput, TStorefrontSort } from '@shop/domain';
import { parsePage } from '#/lib/search-params';

/**
 * The room type page's filters and sort as they sit in the URL: `material=[3,7]` (or `3,7`), `option=["Size:Large"]`,
 * `min=200` and `max=900` (whole dollars), `stock=1`, `sort=price`, `page=2`. Plain parsing, no zod: this runs in the
 * storefront's entry code. Whatever does not parse is dropped, so a mangled link still opens the page with the defaults.
 */
export interface IShelfSearch extends IChoiceSearch {
  min?: number | undefined;
  max?: number | undefined;
  stock?: true | undefined;
  sort?: Exclude<TStorefrontSort, 'newest'> | undefined;
  page?: number | undefined;
}

/** What a buyer may choose that a list filters by: materials (by id) and option values (`Size:Large`). */
export interface IChoiceSearch {
  material?: number[] | undefined;
  option?: string[] | undefined;
}

// The sorts' labels are with the filters (ShelfFilters), outside the entry.
const SORTS: readonly string[] = ['popular', 'price', '-price', 'name'];

const MAX_DOLLARS = 1_000_000;

function parseDollars(value: unknown): number | undefined {
  const dollars = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(dollars) && dollars >= 0 && dollars <= MAX_DOLLARS ? dollars : undefined;
}

const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];

/** Material and option-value filters, for the room type page and the search page alike. */
export function parseChoices(search: Record<string, unknown>): IChoiceSearch {
  const ids = [...new Set(listOf(search.material).map(Number))].filter(
    (id) => Number.isSafeInteger(id) && id > 0,
  );
  // `Size:Large`: a name and a label either side of the first colon (the API checks them again).
  const options = [...new Set(listOf(search.option))].filter(
    (entry): entry is string => typeof entry === 'string' && /^[^:]+:./.test(entry),
  );
  return {
    material: ids.length ? ids.slice(0, 20).sort((a, b) => a - b) : undefined,
    option: options.length ? options.slice(0, 20).sort() : undefined,
  };
}

export function validateShelfSearch(search: Record<string, unknown>): IShelfSearch {
  return {
    ...parseChoices(search),
    min: parseDollars(search.min),
    max: parseDollars(search.max),
    stock: search.stock === '1' || search.stock === 1 || search.stock === true ? true : undefined,
    sort: SORTS.includes(search.sort as string) ? (search.sort as IShelfSearch['sort']) : undefined,
    page: parsePage(search.page),
  };
}

/** The list call for one room type and the URL's filters (prices in cents, as the API takes them). */
export function shelfQuery(roomTypeId: number, search: IShelfSearch): TCustomerProductListInput {
  return {
    roomTypeId,
    page: search.page ?? 1,
    sort: search.sort ?? 'newest',
    materialIds: search.material ?? [],
    optionValues: search.option ?? [],
    minPriceCents: search.min === undefined ? undefined : search.min * 100,
    maxPriceCents: search.max === undefined ? undefined : search.max * 100,
    inStock: search.stock,
  };
}

export const hasShelfFilters = (search: IShelfSearch): boolean =>
  !!(
    search.material?.length ||
    search.option?.length ||
    search.min !== undefined ||
    search.max !== undefined ||
    search.stock
  );
