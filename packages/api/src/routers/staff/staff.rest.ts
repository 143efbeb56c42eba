import { restTable } from '../../rest.js';

/** The spec's staff calls (the spec's list of calls, ADMIN only), the invitation resend and the invitation's open call. */
export const staffRest = restTable('staff', {
  getList: [
    'GET',
    '/hrm/get-list',
    'admin',
    'Staff members, 15 a page: search by name or email, role filter',
  ],
  detail: ['GET', '/hrm/detail/{id}', 'admin', 'One staff member'],
  create: [
    'POST',
    '/hrm/create',
    'admin',
    'Add a staff member with a password, or invite them to set one by a mailed link',
  ],
  update: [
    'POST',
    '/hrm/update/{id}',
    'admin',
    'Change a staff member; nobody changes their own role and the last ADMIN stays one',
    [409],
  ],
  delete: [
    'POST',
    '/hrm/delete/{id}',
    'admin',
    'Delete a staff member and end their sessions; not oneself, not the last ADMIN',
    [409],
  ],
  invite: [
    'POST',
    '/hrm/invite/{id}',
    'admin',
    'Mail a new set-password link to a member who has not set a password',
    [409],
  ],
  setPassword: [
    'POST',
    '/admin/set-password',
    'open',
    'Set a password through an invitation link (single use, 72 hours)',
    [429],
  ],
});
