import { restTable } from '../../rest.js';

/** The spec's wishlist calls (the spec's list of calls), for the logged-in customer only; guests keep theirs in the browser. */
export const wishlistRest = restTable('wishlist', {
  add: ['POST', '/product/add-my-wishlist', 'customer', 'Add a product to my wishlist', [404]],
  list: ['POST', '/product/get-list-my-wishlist', 'customer', 'My wishlist, newest first'],
  homeList: ['POST', '/get-list-my-wishlist', 'customer', 'My wishlist, for the home page'],
  delete: ['POST', '/product/delete-my-wishlist/{id}', 'customer', 'Remove an entry from my wishlist'],
  merge: [
    'POST',
    '/product/merge-my-wishlist',
    'customer',
    "Add a guest's wishlist to my account after login or registration",
  ],
});
