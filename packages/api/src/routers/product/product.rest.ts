import { restTable } from '../../rest.js';

/** The spec's product calls (SPEC section 7) and review moderation, at their exact methods and paths under /api. */
export const productRest = restTable('product', {
  getList: [
    'GET',
    '/product/get-list',
    'open',
    'Products, 15 a page: search, filters (roomTypeId, materialId, active, lowStock) and sort',
  ],
  detail: [
    'GET',
    '/product/detail/{id}',
    'open',
    'One product with its images, materials, room type and room',
  ],
  reviews: ['GET', '/product/review/{id}', 'open', "A product's visible reviews, newest first"],
  reviewsForStaff: [
    'GET',
    '/product/review/all/{id}',
    'staff',
    "All of a product's reviews, hidden ones included, for moderation",
  ],
  hideReview: ['POST', '/product/review/hide/{id}', 'staff', 'Hide a review from the storefront'],
  showReview: ['POST', '/product/review/show/{id}', 'staff', 'Show a hidden review again'],
  create: ['POST', '/product/create', 'staff', 'Create a product with its materials and images'],
  update: ['POST', '/product/update/{id}', 'staff', 'Update a product with its materials and images'],
  formOptions: ['GET', '/product/form-options', 'staff', 'Room types and materials the product form offers'],
  checkSlug: ['POST', '/product/check-slug', 'open', 'Whether a product slug is valid and free'],
  delete: ['POST', '/product/delete/{id}', 'staff', 'Delete a product, or archive it when orders name it'],
});
