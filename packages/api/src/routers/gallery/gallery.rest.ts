import { restTable } from '../../rest.js';

/** The spec's gallery calls (the spec's list of calls), at their exact methods and paths under /api. */
export const galleryRest = restTable('gallery', {
  getList: ['GET', '/gallery/get-list', 'open', 'Gallery images, 15 a page, newest first'],
  create: [
    'POST',
    '/gallery/create',
    'staff',
    'Add several uploaded images at once: { images: [{ image, alt }] }',
  ],
  delete: [
    'POST',
    '/gallery/delete',
    'staff',
    'Delete one or several images: { ids }; 404 only when none of them exists',
    [404],
  ],
  strip: [
    'POST',
    '/get-gallery',
    'open',
    'The newest gallery images for the home page: { limit } (8 unless given, at most 20)',
  ],
  storeList: [
    'POST',
    '/get-list-gallery',
    'open',
    'Gallery images for the storefront, 15 a page, newest first',
  ],
});
