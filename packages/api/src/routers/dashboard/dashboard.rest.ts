import { restTable } from '../../rest.js';

/** Ours (the spec lists no call for the /admin home): the back-office dashboard's figures, any staff session. */
export const dashboardRest = restTable('dashboard', {
  summary: [
    'GET',
    '/dashboard/summary',
    'staff',
    'Sales per UTC day for the last 30 days, orders by status, top products, low stock and unread messages',
  ],
});
