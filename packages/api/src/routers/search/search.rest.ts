import { restTable } from '../../rest.js';

/** The spec's home search call (the spec's list of calls), at its exact method and path under /api. */
export const searchRest = restTable('search', {
  getList: [
    'POST',
    '/get-list-search',
    'open',
    'Search products (15 a page), rooms and materials by words, best match first: { q, page }',
  ],
});
