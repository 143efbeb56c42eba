import { CART_ADD_PATH } from '@shop/domain';

/**
 * "Add to cart" before the page is alive, or without script: its form is posted by the browser to
 * `POST /cart/add` (the product, the count, a product page's chosen variant and surcharge values, or its option
 * radios), which adds the line to the visitor's server cart and answers 303 to /cart, drawn from that cart
 * (apps/server/src/routes/cart-add.ts). Once alive, the page's cart sync takes the server's lines. An older link
 * `GET /cart?add=<product id>&quantity=<n>` (`&variant=<id>&surcharges=<id>,<id>`) is added by the server the same
 * way before any page is drawn. A line that needs its options chosen lands on the product's page instead
 * (`?notice=choose-options`). The cart route validates its search in the entry script: this file imports nothing
 * else.
 */
export const ADD_TO_CART_ACTION = CART_ADD_PATH;

/** `?notice=not-added`: the form's line could not be added (the server's answer to a refused form). */
const CART_NOTICES = ['not-added'] as const;
type TCartNotice = (typeof CART_NOTICES)[number];

export interface ICartIntentSearch {
  notice?: TCartNotice | undefined;
}

export const validateCartIntentSearch = (search: Record<string, unknown>): ICartIntentSearch => ({
  notice: CART_NOTICES.find((notice) => notice === search.notice),
});
