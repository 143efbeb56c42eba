import { MAX_LINE_QUANTITY } from '@shop/domain';

/**
 * "Add to cart" before the page is alive, or without script: its form is sent by the browser as
 * `GET /cart?add=<product id>&quantity=<n>` (only a product and a count, nothing personal; a product page's chosen
 * variant and surcharge values ride along as `&variant=<id>&surcharges=<id>,<id>`, read by cart-intent.ts, not
 * here, to keep the entry small), and the cart page adds
 * the line once it is alive, then drops the values from its address so that a reload or Back adds nothing more.
 * The cart lives in the browser (localStorage), so no server endpoint could add it. The cart route validates its
 * search in the entry script: this file imports nothing else, and the adding itself is in cart-intent.ts.
 */
export const ADD_TO_CART_ACTION = '/cart';

export interface ICartIntentSearch {
  add?: number | undefined;
  quantity?: number | undefined;
}

/** A whole number from 1 to `max`, however it was written in the address; else undefined. */
function count(value: unknown, max: number): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

export const validateCartIntentSearch = (search: Record<string, unknown>): ICartIntentSearch => ({
  add: count(search.add, 2 ** 31),
  quantity: count(search.quantity, MAX_LINE_QUANTITY),
});
