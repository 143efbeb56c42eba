import { restTable } from '../../rest.js';

/** The log of staff actions (beyond the spec), for ADMINs. */
export const auditRest = restTable('audit', {
  getList: [
    'GET',
    '/audit/get-list',
    'admin',
    'Staff actions, newest first, 15 a page: filter by entity (and record id) and by staff member',
  ],
  filters: [
    'GET',
    '/audit/filters',
    'admin',
    'The entities and staff members the log names, for its filters',
  ],
});
