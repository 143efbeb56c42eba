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
    "Replace my cart's lines (a guest's first write starts their cart session); at most 50 lines, 99 of a product; " +
      'a product with options needs its variant and one value of each surcharge option (422 on the line); ' +
      '429 past 20 new guest carts from one address in 10 minutes',
    [429],
  ],
  merge: [
    'POST',
    '/cart/merge',
    'customer',
    "At login: add this browser's lines to my account's cart (the same line's quantities summed, within the limits); " +
      'lines without their options are refused as for a put',
  ],
  reminders: [
    'POST',
    '/cart/reminders',
    'shopper',
    "My email (a guest's; a customer's is the account's) and whether I want one reminder if I leave my cart",
    [429],
  ],
  restore: [
    'POST',
    '/cart/restore',
    'shopper',
    "The reminder mail's restore link: its cart's lines join my cart, on any device (404 for an unknown link)",
    [404, 429],
  ],
  unsubscribe: [
    'POST',
    '/cart/unsubscribe',
    'open',
    "The reminder mail's unsubscribe link: no more cart reminders to its address (404 for an unknown link)",
    [404],
  ],
});
