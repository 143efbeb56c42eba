import { restTable } from '../../rest.js';

/** The spec's material calls (the spec's list of calls), at their exact methods and paths under /api. */
export const materialRest = restTable('material', {
  getList: ['POST', '/material/get-list', 'open', 'Materials, 15 a page, by type and search'],
  detail: ['POST', '/material/detail/{id}', 'open', 'One material'],
  create: ['POST', '/material/create', 'staff', 'Create a material'],
  update: ['POST', '/material/update/{id}', 'staff', 'Update a material'],
  delete: ['POST', '/material/delete/{id}', 'staff', 'Delete a material no product uses', [409]],
  groupedByType: ['POST', '/material/get-list-with-type', 'open', 'Materials grouped under their types'],
});
