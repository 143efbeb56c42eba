import { restTable } from '../../rest.js';

/** The spec's room type calls (the spec's list of calls), at their exact methods and paths under /api. */
export const roomTypeRest = restTable('room type', {
  list: ['GET', '/room/type/list', 'open', 'Room types, 15 a page, by room, with search and sort'],
  listByRoom: [
    'POST',
    '/room/type/get-list-room-with-roomType',
    'open',
    'Every room with its room types, unpaginated, for pickers',
  ],
  checkSlug: ['POST', '/room/type/check-slug', 'open', 'Whether a room type slug is valid and free'],
  create: ['POST', '/room/type/create', 'staff', 'Create a room type under a room'],
  detail: ['GET', '/room/type/detail/{id}', 'open', 'One room type'],
  update: ['POST', '/room/type/update/{id}', 'staff', 'Update a room type'],
  delete: ['POST', '/room/type/delete/{id}', 'staff', 'Delete a room type without products', [409]],
  chartData: ['POST', '/room/type/chartData', 'staff', 'Storefront views per room type per day'],
});
