/**
 * Largest quantity of one product in one order, and most lines in one cart. Apart from the checkout schemas (which
 * re-export them) so that the browser's cart, on every browsing page, can use them without loading zod.
 */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;
