import { restTable } from '../../rest.js';

/** Promotions and discount codes (beyond the spec): the back-office calls, for any staff member. */
export const promotionRest = restTable('promotion', {
  list: ['GET', '/promotion/list', 'staff', 'Promotions and codes, 15 a page, with search and sort'],
  detail: ['GET', '/promotion/detail/{id}', 'staff', 'One promotion'],
  create: ['POST', '/promotion/create', 'staff', 'Create a code or an automatic promotion (no code)'],
  update: ['POST', '/promotion/update/{id}', 'staff', 'Update a promotion'],
  delete: ['POST', '/promotion/delete/{id}', 'staff', 'Delete a promotion no order used', [409]],
  usage: [
    'GET',
    '/promotion/usage',
    'staff',
    'Per promotion: paid orders that used it, what it took off, and unpaid orders holding a use',
  ],
});
