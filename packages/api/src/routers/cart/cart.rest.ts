import { restTable } from '../../rest.js';

/** The cart kept on the server: a guest's by their cart session, a customer's on the account. */
export const cartRest = restTable('cart', {
  get: [
    'GET',
    '/cart',
    'shopper',
    "My cart as the server keeps it (a guest's cart session, or my account's): lines, and whether one is saved",
  ],
  put: [
    'POST',
    '/cart',
    'shopper',
    "Replace my cart's lines (a guest's first write starts their cart session); at most 50 lines, 99 of a product",
  ],
  merge: [
    'POST',
    '/cart/merge',
    'customer',
    "At login: add this browser's lines to my account's cart (the same line's quantities summed, within the limits)",
  ],
});
