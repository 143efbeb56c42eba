import { restTable } from '../../rest.js';

/** The spec's product calls (the spec's list of calls), at their exact methods and paths under /api. */
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
  create: ['POST', '/product/create', 'staff', 'Create a product with its materials and images'],
  update: ['POST', '/product/update/{id}', 'staff', 'Update a product with its materials and images'],
  formOptions: ['GET', '/product/form-options', 'staff', 'Room types and materials the product form offers'],
  checkSlug: ['POST', '/product/check-slug', 'open', 'Whether a product slug is valid and free'],
  checkSku: [
    'POST',
    '/product/check-sku',
    'staff',
    'Whether a SKU is valid and no other product has it (excludeId: the product being edited)',
  ],
  bulkUpdate: [
    'POST',
    '/product/bulk-update',
    'staff',
    'Set the price, discount, stock, state or room type of several products at once (all or none)',
    [404],
  ],
  delete: ['POST', '/product/delete/{id}', 'staff', 'Delete a product, or archive it when orders name it'],
  customerList: [
    'POST',
    '/product/get-list-customer',
    'open',
    'Active products as cards, 15 a page: room type, materials, paid price range and in-stock filters; sort',
  ],
  withAll: [
    'POST',
    '/product/get-product-with-all',
    'open',
    'The product page by slug: images, materials, room type, room, review summary and related products',
    [404],
  ],
  customerDetail: ['POST', '/product/product-detail/{id}', 'open', 'The product page by id'],
  byIds: [
    'POST',
    '/product/get-product-by-ids',
    'open',
    'Cart and wishlist pricing: unknown ids left out, inactive products flagged',
  ],
  trending: ['POST', '/get-product-trending', 'open', 'Home page: products by recent orders and views'],
  roomTypePage: [
    'POST',
    '/product/room-type-page',
    'open',
    'A room type page from its room and room type slugs, with the materials and price range it offers',
    [404],
  ],
});
