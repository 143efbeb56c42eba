/**
 * Largest quantity of one product in one order, and most lines in one cart. Apart from the checkout schemas (which
 * re-export them) so that the browser's cart, on every browsing page, can use them without loading zod.
 */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

/**
 * "Add to cart" without script (or before the page's script has run): the product page's form posts here,
 * form-encoded, and the server adds the line to the visitor's server cart, then sends them to /cart (303).
 * Here, with the limits and no schema, so that the storefront's route tree can name it without loading zod.
 */
export const CART_ADD_PATH = '/cart/add';

/**
 * `/product/<slug>?notice=choose-options`: where an "Add to cart" that named no choice of a product sold with
 * options (a size, a fabric grade) lands, the product page saying by its button that the options come first.
 */
export const CHOOSE_OPTIONS_NOTICE = 'choose-options';
