import { restTable } from '../../rest.js';

/** The spec's social link calls (the spec's list of calls), at their exact methods and paths under /api. */
export const socialRest = restTable('social', {
  getList: ['GET', '/social/get-list', 'open', 'Social links, 15 a page, with search and sort'],
  getListWithoutPaginate: [
    'GET',
    '/social/getListWithoutPaginate',
    'open',
    'Every social link in display order',
  ],
  detail: ['GET', '/social/detail/{id}', 'open', 'One social link'],
  create: ['POST', '/social/create', 'staff', 'Create a social link (http or https address)'],
  update: ['POST', '/social/update/{id}', 'staff', 'Update a social link'],
  delete: ['POST', '/social/delete/{id}', 'staff', 'Delete a social link'],
});
