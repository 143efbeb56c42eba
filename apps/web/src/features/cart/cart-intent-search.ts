import { CART_ADD_PATH, MAX_LINE_QUANTITY } from '@shop/domain';

/**
 * "Add to cart" before the page is alive, or without script: its form is posted by the browser to
 * `POST /cart/add` (the product, the count, a product page's chosen variant and surcharge values, or its option
 * radios), which adds the line to the visitor's server cart and answers 303 to /cart, drawn from that cart
 * (apps/server/src/routes/cart-add.ts). Once alive, the page's cart sync takes the server's lines.
 *
 * An older link `GET /cart?add=<product id>&quantity=<n>` (`&variant=<id>&surcharges=<id>,<id>`, read by
 * cart-intent.ts, not here, to keep the entry small) still adds once the cart page is alive, then drops the values
 * from its address so that a reload or Back adds nothing more. The cart route validates its search in the entry
 * script: this file imports nothing else, and the adding itself is in cart-intent.ts.
 */
export const ADD_TO_CART_ACTION = CART_ADD_PATH;

/** `?notice=not-added`: the form's line could not be added (the server's answer to a refused form). */
export const CART_NOTICES = ['not-added'] as const;
export type TCartNotice = (typeof CART_NOTICES)[number];

export interface ICartIntentSearch {
  add?: number | undefined;
  quantity?: number | undefined;
  notice?: TCartNotice | undefined;
}

/** A whole number from 1 to `max`, however it was written in the address; else undefined. */
function count(value: unknown, max: number): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

export const validateCartIntentSearch = (search: Record<string, unknown>): ICartIntentSearch => ({
  add: count(search.add, 2 ** 31),
  quantity: count(search.quantity, MAX_LINE_QUANTITY),
  notice: CART_NOTICES.find((notice) => notice === search.notice),
});
