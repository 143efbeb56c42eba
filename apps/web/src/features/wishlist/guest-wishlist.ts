import { MAX_WISHLIST } from '@shop/domain';
import { useSyncExternalStore } from 'react';

/**
 * A guest's wishlist lives in this browser (localStorage) as product ids, newest first, until login or
 * registration merges it into the account. Other tabs see changes through the `storage` event.
 */
const KEY = 'shop.wishlist';
const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

function read(): number[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // Storage can be switched off (private modes, policies): the list is then empty and adding does nothing lasting.
  }
  if (raw === cache.raw) return cache.ids;
  let ids: number[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed))
      ids = parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, MAX_WISHLIST);
  } catch {
    ids = [];
  }
  cache = { raw, ids };
  return ids;
}

function write(ids: number[]): void {
  try {
    if (ids.length) window.localStorage.setItem(KEY, JSON.stringify(ids));
    else window.localStorage.removeItem(KEY);
  } catch {
    cache = { raw: null, ids };
  }
  for (const listener of listeners) listener();
}

export const readGuestWishlist = (): number[] => read();

export function toggleGuestWishlist(productId: number): boolean {
  const ids = read();
  const saved = !ids.includes(productId);
  write(saved ? [productId, ...ids].slice(0, MAX_WISHLIST) : ids.filter((id) => id !== productId));
  return saved;
}

export function clearGuestWishlist(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: number[] = [];

export function useGuestWishlist(): number[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
