import { restTable } from '../../rest.js';

/** Sign-in calls and the guard lookups of the spec's list of calls; login and register have no SPEC path, so ours. */
export const authRest = restTable('auth', {
  adminLogin: ['POST', '/admin/login', 'open', 'Staff login', [401, 429]],
  adminLogout: ['POST', '/admin/logout', 'open', 'Staff logout'],
  getAdminAuth: ['POST', '/get-admin-auth', 'staff', 'The logged-in staff member, 401 without'],
  getUser: ['GET', '/user/get-user', 'open', 'Staff guard lookup: { user } or null'],
  changePassword: ['POST', '/change-password', 'staff', 'Staff password change; ends other sessions'],
  customerRegister: [
    'POST',
    '/customer/register',
    'open',
    'Register and log in; an address with an account answers 422 on `email` and is mailed how to sign in',
    [429],
  ],
  customerLogin: ['POST', '/customer/login', 'open', 'Customer login', [401, 429]],
  customerLogout: ['POST', '/customer/logout', 'open', 'Customer logout'],
  getCustomerAuth: ['POST', '/get-customer-auth', 'open', 'Customer guard lookup: { customer } or null'],
});
