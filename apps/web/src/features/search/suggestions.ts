import type { TSearchResult } from '@shop/domain';

/** One suggestion of the header search: what it says, what kind of thing it is, and where it leads. */
export interface ISuggestion {
  key: string;
  label: string;
  kind: 'Product' | 'Room' | 'Material' | 'Search';
  href: string;
}

/** Suggestions start after this many characters: one letter matches half the catalogue. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 250;

export function searchHref(q: string): string {
  return `/search?q=${encodeURIComponent(q.trim())}`;
}

/** A few of each kind, best first, then "all results" so that Enter on the list never loses the text typed. */
export function suggestionsOf(result: TSearchResult | undefined, q: string): ISuggestion[] {
  if (!result) return [];
  const list: ISuggestion[] = [
    ...result.products.data.slice(0, 5).map((p) => ({
      key: `p${p.id}`,
      label: p.name,
      kind: 'Product' as const,
      href: `/product/${encodeURIComponent(p.slug)}`,
    })),
    ...result.rooms.slice(0, 3).map((r) => ({
      key: `r${r.id}`,
      label: r.name,
      kind: 'Room' as const,
      href: `/rooms/${encodeURIComponent(r.slug)}`,
    })),
    ...result.materials.slice(0, 3).map((m) => ({
      key: `m${m.id}`,
      label: m.name,
      kind: 'Material' as const,
      href: `/materials?material=${m.id}`,
    })),
  ];
  list.push({ key: 'all', label: `All results for “${q.trim()}”`, kind: 'Search', href: searchHref(q) });
  return list;
}
