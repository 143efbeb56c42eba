import type { TCustomerProductListInput, TStorefrontSort } from '@shop/domain';
import { parsePage } from '#/lib/search-params';

/**
 * The room type page's filters and sort as they sit in the URL: `material=[3,7]` (or `3,7`), `min=200` and `max=900` (whole
 * dollars), `stock=1`, `sort=price`, `page=2`. Plain parsing, no zod: this runs in the storefront's entry code.
 * Whatever does not parse is dropped, so a mangled link still opens the page with the defaults.
 */
export interface IShelfSearch {
  material?: number[] | undefined;
  min?: number | undefined;
  max?: number | undefined;
  stock?: true | undefined;
  sort?: Exclude<TStorefrontSort, 'newest'> | undefined;
  page?: number | undefined;
}

export const SHELF_SORTS: { value: TStorefrontSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Most popular' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
];

const MAX_DOLLARS = 1_000_000;

function parseDollars(value: unknown): number | undefined {
  const dollars = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(dollars) && dollars >= 0 && dollars <= MAX_DOLLARS ? dollars : undefined;
}

function parseMaterials(value: unknown): number[] | undefined {
  const parts: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'number'
      ? [value]
      : typeof value === 'string'
        ? value.split(',')
        : [];
  const ids = [...new Set(parts.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))].slice(0, 20);
  return ids.length ? ids.sort((a, b) => a - b) : undefined;
}

function parseSort(value: unknown): IShelfSearch['sort'] {
  return SHELF_SORTS.find((sort) => sort.value === value && value !== 'newest')
    ?.value as IShelfSearch['sort'];
}

export function validateShelfSearch(search: Record<string, unknown>): IShelfSearch {
  return {
    material: parseMaterials(search.material),
    min: parseDollars(search.min),
    max: parseDollars(search.max),
    stock: search.stock === '1' || search.stock === 1 || search.stock === true ? true : undefined,
    sort: parseSort(search.sort),
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
    minPriceCents: search.min === undefined ? undefined : search.min * 100,
    maxPriceCents: search.max === undefined ? undefined : search.max * 100,
    inStock: search.stock,
  };
}

export const hasShelfFilters = (search: IShelfSearch): boolean =>
  !!(search.material?.length || search.min !== undefined || search.max !== undefined || search.stock);
