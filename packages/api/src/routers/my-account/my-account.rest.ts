import { restTable } from '../../rest.js';

/** The spec's my-account calls (SPEC section 7) and the account's own details; the session customer only. */
export const myAccountRest = restTable('my-account', {
  detail: ['POST', '/my-account/detail', 'customer', 'My details and saved address'],
  update: [
    'POST',
    '/my-account/update/{id}',
    'customer',
    'Update my details; {id} must be my own (any other answers 404)',
    [404],
  ],
  changePassword: [
    'POST',
    '/my-account/change-password',
    'customer',
    'Change my password (current one required); ends my other sessions',
  ],
  orders: ['POST', '/my-account/order', 'customer', 'My orders, newest first, 15 a page'],
  orderDetail: [
    'POST',
    '/my-account/order/detail',
    'customer',
    "One of my orders by its number, with lines, payments and timeline (another customer's: 404)",
    [404],
  ],
});
