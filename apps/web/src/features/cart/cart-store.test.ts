import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@shop/domain';
import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, canAddLine, cartCount, createCartStore, parseCart } from './cart-store';

/** A Storage stand-in: a map, optionally refusing every call as a browser with storage switched off does. */
function fakeStorage(refuse = false) {
  const map = new Map<string, string>();
  const guard = () => {
    if (refuse) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    map,
    getItem: (key: string) => (guard(), map.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void map.set(key, value)),
    removeItem: (key: string) => (guard(), void map.delete(key)),
  };
}

function setup(refuse = false) {
  const storage = fakeStorage(refuse);
  const events = new EventTarget();
  const store = createCartStore({ storage: () => storage, events });
  return { storage, events, store };
}

/** What the browser fires in this tab when another tab writes the key. */
function storageEvent(key: string | null): Event {
  return Object.assign(new Event('storage'), { key });
}

describe('parseCart', () => {
  it('reads lines and ignores anything that is not one', () => {
    const raw = JSON.stringify([
      { productId: 3, quantity: 2 },
      { productId: -1, quantity: 1 },
      { productId: 4, quantity: 0 },
      { productId: 5, quantity: 1.5 },
      { productId: '6', quantity: 1 },
      null,
      'x',
      { productId: 7, quantity: 1 },
    ]);
    expect(parseCart(raw)).toEqual([
      { productId: 3, quantity: 2 },
      { productId: 7, quantity: 1 },
    ]);
  });

  it('merges repeated products and caps quantities and the number of lines', () => {
    const repeated = [
      { productId: 1, quantity: 60 },
      { productId: 1, quantity: 60 },
    ];
    expect(parseCart(JSON.stringify(repeated))).toEqual([{ productId: 1, quantity: MAX_LINE_QUANTITY }]);
    const many = Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => ({ productId: i + 1, quantity: 1 }));
    expect(parseCart(JSON.stringify(many))).toHaveLength(MAX_CART_LINES);
  });

  it('reads broken or foreign values as an empty cart', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart('{"productId":1,"quantity":1}')).toEqual([]);
  });
});

describe('cart store', () => {
  it('keeps one line per product, variant and surcharges, and reads them back from storage', () => {
    const { storage, store } = setup();
    const large = { productId: 5, variantId: 51 };
    const graded = { productId: 5, variantId: 51, surcharges: [81] };
    store.add(5);
    store.add(large, 2);
    store.add(graded);
    store.add({ ...large }, 1);
    expect(store.read()).toEqual([
      { productId: 5, quantity: 1 },
      { productId: 5, variantId: 51, quantity: 3 },
      { productId: 5, variantId: 51, surcharges: [81], quantity: 1 },
    ]);
    store.setQuantity(graded, 4);
    store.remove(large);
    expect(parseCart(storage.map.get(CART_STORAGE_KEY)!)).toEqual([
      { productId: 5, quantity: 1 },
      { productId: 5, variantId: 51, surcharges: [81], quantity: 4 },
    ]);
    expect(
      parseCart(JSON.stringify([{ productId: 5, variantId: 'x', surcharges: [0], quantity: 1 }])),
    ).toEqual([{ productId: 5, quantity: 1 }]);
  });

  it('adds, counts, changes and removes lines, keeping them in storage under the versioned key', () => {
    const { storage, store } = setup();
    expect(store.add(10)).toEqual({ outcome: 'added', quantity: 1 });
    expect(store.add(20, 3)).toEqual({ outcome: 'added', quantity: 3 });
    expect(store.add(10, 2)).toEqual({ outcome: 'added', quantity: 3 });
    expect(store.read()).toEqual([
      { productId: 10, quantity: 3 },
      { productId: 20, quantity: 3 },
    ]);
    expect(cartCount(store.read())).toBe(6);
    expect(JSON.parse(storage.map.get(CART_STORAGE_KEY)!)).toEqual(store.read());

    store.setQuantity(20, 5);
    store.remove(10);
    expect(store.read()).toEqual([{ productId: 20, quantity: 5 }]);
    store.setQuantity(20, 0);
    expect(store.read()).toEqual([]);
    expect(storage.map.has(CART_STORAGE_KEY)).toBe(false);
  });

  it('stops at the stock the caller knows of and at the per-product maximum', () => {
    const { store } = setup();
    expect(store.add(1, 5, 3)).toEqual({ outcome: 'limited', quantity: 3 });
    expect(store.add(1, 1, 3)).toEqual({ outcome: 'at-limit', quantity: 3 });
    expect(store.add(2, 500)).toEqual({ outcome: 'limited', quantity: MAX_LINE_QUANTITY });
    expect(store.add(3, 1, 0)).toEqual({ outcome: 'at-limit', quantity: 0 });
    expect(store.read().map((line) => line.productId)).toEqual([1, 2]);
    store.setQuantity(1, 1000);
    expect(store.read()[0]).toEqual({ productId: 1, quantity: MAX_LINE_QUANTITY });
  });

  it('refuses a new product once the cart holds as many products as an order may', () => {
    const { store } = setup();
    for (let id = 1; id <= MAX_CART_LINES; id++) store.add(id);
    expect(store.add(MAX_CART_LINES + 1)).toEqual({ outcome: 'full', quantity: 0 });
    expect(store.add(1)).toEqual({ outcome: 'added', quantity: 2 });
  });

  it('gives the same array until the cart changes, as React needs of a snapshot', () => {
    const { store } = setup();
    store.add(1);
    const first = store.read();
    expect(store.read()).toBe(first);
    store.add(1);
    expect(store.read()).not.toBe(first);
  });

  it('tells subscribers of its own changes and of other tabs writing the cart, not of other keys', () => {
    const { storage, events, store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add(1);
    expect(listener).toHaveBeenCalledTimes(1);

    storage.map.set(CART_STORAGE_KEY, JSON.stringify([{ productId: 9, quantity: 4 }]));
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.read()).toEqual([{ productId: 9, quantity: 4 }]);

    events.dispatchEvent(storageEvent('shop.wishlist'));
    expect(listener).toHaveBeenCalledTimes(2);
    events.dispatchEvent(storageEvent(null));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    store.clear();
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps working in memory when the browser refuses storage', () => {
    const { store } = setup(true);
    expect(store.add(5, 2)).toEqual({ outcome: 'added', quantity: 2 });
    expect(store.add(6)).toEqual({ outcome: 'added', quantity: 1 });
    expect(cartCount(store.read())).toBe(3);
    store.clear();
    expect(store.read()).toEqual([]);
  });

  it('ignores changes to a product that is not in the cart', () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setQuantity(1, 3);
    store.remove(1);
    expect(listener).not.toHaveBeenCalled();
    expect(store.read()).toEqual([]);
  });
});

describe('canAddLine', () => {
  it('refuses a bare line for a product whose buyer chooses options, and takes one naming the choice', () => {
    expect(canAddLine({ chooseOptions: true }, 7)).toBe(false);
    expect(canAddLine({ chooseOptions: true }, { productId: 7, variantId: 71 })).toBe(true);
    expect(canAddLine({ chooseOptions: true }, { productId: 7, surcharges: [81] })).toBe(true);
    expect(canAddLine({}, 7)).toBe(true);
  });
});
