import { restTable } from '../../rest.js';

/**
 * Shoppable pictures: products placed on the pictures of rooms, room types and gallery images. Not in
 * the spec, so in its style: reads by path, writes as POSTs with a JSON body.
 */
export const hotspotRest = restTable('hotspot', {
  image: [
    'GET',
    '/hotspot/image/{kind}/{ownerId}',
    'open',
    'The hotspots of one picture (kind room, room-type or gallery) with their product cards: products on sale only',
    [404],
  ],
  scenes: [
    'POST',
    '/hotspot/get-list-scenes',
    'open',
    'The hotspots of several pictures at once: { images: [{ kind, ownerId }] }; unknown pictures have none',
  ],
  room: [
    'GET',
    '/hotspot/room/{id}',
    'open',
    "A room's scenes: the hotspots on its picture and on its room types' pictures (what Shop this room lists)",
    [404],
  ],
  gallery: [
    'GET',
    '/hotspot/gallery',
    'open',
    'The hotspots on the pictures of one page of the storefront gallery: ?page (newest first, 15 a page)',
  ],
  roomType: [
    'GET',
    '/hotspot/room-type/{id}',
    'open',
    "The hotspots on a room type's picture, as its storefront page shows them",
    [404],
  ],
  adminList: [
    'GET',
    '/hotspot/get-list/{kind}/{ownerId}',
    'staff',
    'Every hotspot of one picture, products off sale included, for the back-office editor',
    [404],
  ],
  create: [
    'POST',
    '/hotspot/create',
    'staff',
    'Place a product on a picture: { kind, ownerId, productId, x, y } (x and y fractions from 0 to 1)',
    [404],
  ],
  update: [
    'POST',
    '/hotspot/update/{id}',
    'staff',
    'Move a hotspot: { x, y }, and optionally { productId } for another product',
    [404],
  ],
  delete: ['POST', '/hotspot/delete/{id}', 'staff', 'Remove a hotspot', [404]],
});
