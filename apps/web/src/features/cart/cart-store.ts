import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@shop/domain';

/**
 * The cart lives in this browser (localStorage), for guests and customers alike: product ids and quantities only.
 * Prices, stock and whether a product is still sold come from the server each time the cart is shown, so nothing
 * here can go stale in a way that matters. Other tabs see changes through the `storage` event.
 *
 * Deliberately free of zod and React Query: it runs on every browsing page, inside the entry bundle's budget.
 */

/** The version is in the key: a later shape gets a new key instead of misreading this one. */
export const CART_STORAGE_KEY = 'shop.cart.v1';

export interface ICartLine {
  productId: number;
  quantity: number;
  /** The chosen variant of a product with variant options. */
  variantId?: number;
  /** One value of each surcharge option (a fabric grade), in option order. */
  surcharges?: number[];
}

/** What makes a line: the product, its variant and its surcharges (a bare product id for a plain product). */
export type TLineKey = number | Pick<ICartLine, 'productId' | 'variantId' | 'surcharges'>;

const keyOf = (key: TLineKey) => (typeof key === 'number' ? { productId: key } : key);

/** Whether a line is the one a key names: the same product, variant and surcharges. */
export function isLine(line: ICartLine, key: TLineKey): boolean {
  const k = keyOf(key);
  return (
    line.productId === k.productId &&
    line.variantId === k.variantId &&
    String(line.surcharges ?? '') === String(k.surcharges ?? '')
  );
}

/**
 * Whether a line may go in the cart as keyed: a product whose buyer chooses options (`chooseOptions` on its card)
 * needs a line naming them (the product page's), never its bare id, which the cart could not sell.
 */
export function canAddLine(product: { chooseOptions?: true | undefined }, key: TLineKey): boolean {
  return !product.chooseOptions || typeof key !== 'number';
}

type TAddOutcome =
  /** Added in full. */
  | 'added'
  /** Added, but fewer than asked: the line reached the stock or per-product limit. */
  | 'limited'
  /** Nothing added: the line was already at its limit. */
  | 'at-limit'
  /** Nothing added: the cart has as many different products as an order may hold. */
  | 'full';

export interface IAddResult {
  outcome: TAddOutcome;
  /** The line's quantity afterwards (0 when the product is not in the cart). */
  quantity: number;
}

interface IStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the cart is kept and where other tabs' changes are heard; `window` in the app, fakes in tests. */
export interface ICartEnvironment {
  storage: () => IStorageLike | null;
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

const isQuantity = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** Reads whatever is stored without trusting it: bad lines are dropped, repeats merged, quantities capped. */
export function parseCart(raw: string | null): ICartLine[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const lines: ICartLine[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { productId, quantity, variantId, surcharges } = item as Record<string, unknown>;
    if (!isQuantity(productId) || !isQuantity(quantity)) continue;
    const line: ICartLine = { productId, quantity: Math.min(MAX_LINE_QUANTITY, quantity) };
    if (isQuantity(variantId)) line.variantId = variantId;
    if (Array.isArray(surcharges) && surcharges.length && surcharges.every(isQuantity))
      line.surcharges = surcharges;
    const same = lines.find((other) => isLine(other, line));
    if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity);
    else if (lines.length < MAX_CART_LINES) lines.push(line);
  }
  return lines;
}

export function cartCount(lines: readonly ICartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function createCartStore(env: ICartEnvironment) {
  const listeners = new Set<() => void>();
  // The last text read and its lines: the same text gives the same array, as useSyncExternalStore requires.
  let cache: { raw: string | null; lines: ICartLine[] } = { raw: null, lines: [] };
  // When storage is switched off (private modes, policies, a full quota) the cart still works in this tab.
  let memoryOnly = false;

  function read(): ICartLine[] {
    if (memoryOnly) return cache.lines;
    let raw: string | null;
    try {
      raw = env.storage()?.getItem(CART_STORAGE_KEY) ?? null;
    } catch {
      return cache.lines;
    }
    if (raw !== cache.raw) cache = { raw, lines: parseCart(raw) };
    return cache.lines;
  }

  function write(lines: ICartLine[]): void {
    const raw = lines.length ? JSON.stringify(lines) : null;
    try {
      const storage = env.storage();
      if (!storage) throw new Error('no storage');
      if (raw) storage.setItem(CART_STORAGE_KEY, raw);
      else storage.removeItem(CART_STORAGE_KEY);
    } catch {
      memoryOnly = true;
    }
    cache = { raw, lines };
    for (const listener of listeners) listener();
  }

  /** Adds `quantity`, up to `limit` (what the shop has, when the caller knows it) and the per-product maximum. */
  function add(key: TLineKey, quantity = 1, limit: number = MAX_LINE_QUANTITY): IAddResult {
    const lines = read();
    const cap = Math.max(0, Math.min(limit, MAX_LINE_QUANTITY));
    const existing = lines.find((line) => isLine(line, key));
    const before = existing?.quantity ?? 0;
    if (!existing && lines.length >= MAX_CART_LINES) return { outcome: 'full', quantity: 0 };
    const after = Math.min(cap, before + Math.max(1, Math.trunc(quantity)));
    if (after <= before) return { outcome: 'at-limit', quantity: before };
    write(
      existing
        ? lines.map((line) => (line === existing ? { ...line, quantity: after } : line))
        : [...lines, { ...keyOf(key), quantity: after }],
    );
    return { outcome: after - before < quantity ? 'limited' : 'added', quantity: after };
  }

  /** Sets a line's quantity (capped at the per-product maximum); below 1 removes the line. */
  function setQuantity(key: TLineKey, quantity: number): void {
    const lines = read();
    if (!lines.some((line) => isLine(line, key))) return;
    const next = Math.min(MAX_LINE_QUANTITY, Math.trunc(quantity));
    if (!(next >= 1)) {
      remove(key);
      return;
    }
    write(lines.map((line) => (isLine(line, key) ? { ...line, quantity: next } : line)));
  }

  function remove(key: TLineKey): void {
    const lines = read();
    if (lines.some((line) => isLine(line, key))) write(lines.filter((line) => !isLine(line, key)));
  }

  function clear(): void {
    write([]);
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: Event) => {
      // `key` is null when another tab cleared all of this site's storage.
      const key = (event as StorageEvent).key;
      if (key === CART_STORAGE_KEY || key === null) listener();
    };
    env.events?.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      env.events?.removeEventListener('storage', onStorage);
    };
  }

  return { read, add, setQuantity, remove, clear, subscribe };
}

const browser = typeof window !== 'undefined';

/** The one cart of this browser tab. */
export const cartStore = createCartStore({
  storage: () => (browser ? window.localStorage : null),
  events: browser ? window : null,
});
