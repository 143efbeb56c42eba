import { restTable } from '../../rest.js';

/** Product reviews: the storefront's list, buyers' reviews and staff moderation, at the spec's product paths. */
export const reviewRest = restTable('review', {
  list: ['GET', '/product/review/{id}', 'open', "A product's visible reviews, newest first"],
  listForStaff: [
    'GET',
    '/product/review/all/{id}',
    'staff',
    "All of a product's reviews, hidden and pending (awaiting approval) ones included, for moderation",
  ],
  hide: ['POST', '/product/review/hide/{id}', 'staff', 'Hide a review from the storefront'],
  show: [
    'POST',
    '/product/review/show/{id}',
    'staff',
    'Approve a pending review, or show a hidden one again',
  ],
  write: [
    'POST',
    '/product/review/create',
    'customer',
    'Review a product I bought (paid or completed order), once; it waits for staff approval; 409 when not bought or already reviewed',
    [404, 409],
  ],
  eligibility: [
    'POST',
    '/product/review/can-write',
    'customer',
    'Whether I may review a product, and if not why (not-bought or reviewed)',
  ],
});
