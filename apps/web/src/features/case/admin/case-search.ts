import type { TCaseKind, TCaseState } from '@shop/domain';
import { parsePage } from '#/lib/search-params';

/** The case list's URL: its filters and page, so a view can be shared and Back replays it. */
export interface ICaseSearch {
  page?: number | undefined;
  kind?: TCaseKind | undefined;
  state?: TCaseState | undefined;
  /** Only cases opened at least this many days ago. */
  olderThanDays?: number | undefined;
}

/** The ages the filter offers; another one typed in the URL is offered too. */
export const AGE_CHOICES = [1, 3, 7, 14, 30] as const;

/**
 * The kinds and states by name, written here rather than imported: the domain's lists sit beside its zod schemas,
 * which would follow them into every page's bundle. A kind or state added to the domain fails the type check here.
 */
const KINDS: Record<TCaseKind, true> = { return: true, claim: true };
const STATES: Record<TCaseState, true> = {
  requested: true,
  approved: true,
  rejected: true,
  cancelled: true,
  closed: true,
};

const oneOf = <T extends string>(values: Record<T, true>, value: unknown): T | undefined =>
  typeof value === 'string' && Object.hasOwn(values, value) ? (value as T) : undefined;

function days(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= 3650 ? n : undefined;
}

/**
 * Unknown values are dropped, so a mangled link opens the whole list rather than an error. Called by the screen
 * itself, not by the route's validateSearch: the route tree, validators included, is in every storefront page's
 * entry script, which has no room left (e2e/bundle-budget.spec.ts).
 */
export function validateCaseSearch(search: Record<string, unknown>): ICaseSearch {
  return {
    page: parsePage(search.page),
    kind: oneOf(KINDS, search.kind),
    state: oneOf(STATES, search.state),
    olderThanDays: days(search.olderThanDays),
  };
}

/** The list procedure's input for the URL's state. */
export function caseListInput({ page, kind, state, olderThanDays }: ICaseSearch) {
  return { page: page ?? 1, kind, state, olderThanDays };
}

export const isFiltered = (search: ICaseSearch) =>
  Boolean(search.kind || search.state || search.olderThanDays);

export const CASE_KIND_LABELS: Record<TCaseKind, string> = { return: 'Return', claim: 'Damage claim' };

/** "today", "1 day", "12 days". */
export const ageLabel = (days: number) => (days <= 0 ? 'today' : days === 1 ? '1 day' : `${days} days`);
