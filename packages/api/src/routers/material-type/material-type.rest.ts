import { restTable } from '../../rest.js';

/** The spec's material type calls (the spec's list of calls), at their exact methods and paths under /api. */
export const materialTypeRest = restTable('material type', {
  getList: ['GET', '/material/type/get-list', 'open', 'Material types, 15 a page, with search and sort'],
  options: ['POST', '/material/type/get-list-without-paginate', 'open', 'Every material type, by name'],
  detail: ['GET', '/material/type/detail/{id}', 'open', 'One material type'],
  create: ['POST', '/material/type/create', 'staff', 'Create a material type'],
  update: ['POST', '/material/type/update/{id}', 'staff', 'Update a material type'],
  checkSlug: ['POST', '/material/type/check-slug', 'open', 'Whether a material type slug is valid and free'],
  delete: ['POST', '/material/type/delete/{id}', 'staff', 'Delete a material type without materials', [409]],
});
