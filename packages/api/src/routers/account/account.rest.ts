import { restTable } from '../../rest.js';

/** The spec's my-account calls (the spec's list of calls) and the account's own details; the session customer only. */
export const accountRest = restTable('account', {
  detail: ['POST', '/my-account/detail', 'customer', 'My details and saved address'],
  update: [
    'POST',
    '/my-account/update/{id}',
    'customer',
    'Update my details; {id} must be my own (any other answers 404). A new email needs `currentPassword` ' +
      '(422 without it) and takes effect when the link mailed to it is opened (`pendingEmail` until then)',
    [404],
  ],
  confirmEmail: [
    'POST',
    '/my-account/confirm-email',
    'open',
    "Confirm a new email with the mailed link's token (422 on `token` when used or expired)",
    [429],
  ],
  cancelEmailChange: [
    'POST',
    '/my-account/cancel-email-change',
    'customer',
    'Drop my pending email change; its link stops working',
  ],
  changePassword: [
    'POST',
    '/my-account/change-password',
    'customer',
    'Change my password (current one required); ends my other sessions',
  ],
  fitPassages: [
    'GET',
    '/my-account/fit-passages',
    'customer',
    'The narrowest door, hallway, stair and elevator I measured for "Will it fit?" (inches, null where not measured)',
  ],
  saveFitPassages: [
    'POST',
    '/my-account/fit-passages',
    'customer',
    'Save my measured passages for "Will it fit?" (inches, more than 0 and at most 240; null or absent: not measured)',
  ],
  offerGuestOrders: [
    'POST',
    '/my-account/guest-orders',
    'customer',
    'Mail my address a link that adds the orders placed with it as a guest to my account (the same answer whether or not there are any)',
    [429],
  ],
});
