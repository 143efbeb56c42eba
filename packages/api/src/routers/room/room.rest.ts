import { restTable } from '../../rest.js';

/** The spec's room calls (the spec's list of calls), at their exact methods and paths under /api. */
export const roomRest = restTable('room', {
  getList: ['GET', '/room/get-list', 'open', 'Rooms, 15 a page, with search and sort'],
  customerList: ['POST', '/room/get-list-customer-room', 'open', 'Rooms for the storefront'],
  detail: ['GET', '/room/detail/{id}', 'open', 'One room'],
  create: ['POST', '/room/create', 'staff', 'Create a room'],
  update: ['POST', '/room/update/{id}', 'staff', 'Update a room'],
  checkSlug: ['POST', '/room/check-slug', 'open', 'Whether a room slug is valid and free'],
  delete: ['POST', '/room/delete/{id}', 'staff', 'Delete a room without room types', [409]],
  types: [
    'POST',
    '/room/get-list-room-type',
    'open',
    "A room with its room types, by the room's slug or id: { slug } or { id }",
    [404],
  ],
  storeDetail: [
    'POST',
    '/room/get-room-detail/{id}',
    'open',
    'One room with its room types, for the storefront',
  ],
  home: ['POST', '/get-room', 'open', 'Rooms for the home page, by name (at most 20)'],
});
