import { restTable } from '../../rest.js';

/**
 * The back-office's outbox: every message the shop owes, with its state and attempts. Both staff roles read it;
 * only an ADMIN starts a message over or stops one.
 */
export const outboxRest = restTable('outbox', {
  getList: [
    'POST',
    '/admin/outbox/get-list',
    'staff',
    'Messages, 15 a page, newest first; state (all, pending, sending, sent, failed, cancelled). Secrets masked',
  ],
  detail: ['POST', '/admin/outbox/detail/{id}', 'staff', 'One message, its text masked'],
  resend: [
    'POST',
    '/admin/outbox/resend/{id}',
    'admin',
    'Send a failed, cancelled or sent message again from its first attempt (409 while waiting or sending)',
    [409],
  ],
  cancel: [
    'POST',
    '/admin/outbox/cancel/{id}',
    'admin',
    'Stop a waiting or failed message (409 once sending or sent)',
    [409],
  ],
  failedCount: [
    'POST',
    '/admin/outbox/failed-count',
    'staff',
    'How many messages failed for good: { failed }',
  ],
});
