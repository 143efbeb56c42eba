import { restTable } from '../../rest.js';

/**
 * The back-office's outbound webhooks, ADMIN only (an endpoint's address may carry a receiver's token): endpoints
 * with the events they want, their signing secret shown only by create and rotate-secret, and their deliveries.
 */
export const webhooksRest = restTable('webhooks', {
  getList: ['POST', '/admin/webhooks/get-list', 'admin', 'Every endpoint, oldest first; never a secret'],
  detail: ['POST', '/admin/webhooks/detail/{id}', 'admin', 'One endpoint; never its secret'],
  create: [
    'POST',
    '/admin/webhooks/create',
    'admin',
    'Register an endpoint (url, events, description): answers its whsec_ signing secret, shown this once. 422 for an address that is not http(s), does not resolve, or is private without WEBHOOKS_ALLOW_PRIVATE',
  ],
  update: [
    'POST',
    '/admin/webhooks/update/{id}',
    'admin',
    'Change the address, events or description, or disable/enable it (enabling forgets its failures)',
  ],
  rotateSecret: [
    'POST',
    '/admin/webhooks/rotate-secret/{id}',
    'admin',
    'A new signing secret, shown this once; waiting deliveries are signed with it',
  ],
  delete: [
    'POST',
    '/admin/webhooks/delete/{id}',
    'admin',
    'Remove an endpoint; its waiting deliveries are cancelled',
  ],
  deliveries: [
    'POST',
    '/admin/webhooks/deliveries/{id}',
    'admin',
    "An endpoint's deliveries, 15 a page, newest first: state, response code, attempts",
  ],
  resend: [
    'POST',
    '/admin/webhooks/resend/{id}',
    'admin',
    'Send a failed, cancelled or sent delivery again from its first attempt (409 while waiting or sending, or while its endpoint is disabled)',
    [409],
  ],
});
