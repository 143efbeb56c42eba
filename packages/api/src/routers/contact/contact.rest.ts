import { restTable } from '../../rest.js';

/**
 * The spec's contact calls (the spec's list of calls), at their exact methods and paths under /api: the storefront's form,
 * and the back-office's messages (any staff session, the spec's roles and permissions). The unread count is ours, for the sidebar.
 */
export const contactRest = restTable('contact', {
  create: [
    'POST',
    '/contact/create',
    'open',
    'Send the shop a message: { name, email, subject, message }; 5 an hour per client address',
    [429],
  ],
  getList: [
    'POST',
    '/contact/get-list',
    'staff',
    'Messages, 15 a page, unread first then newest; filter (all, unread, read) and search by name, email, subject',
  ],
  detail: ['POST', '/contact/detail/{id}', 'staff', 'One message (reading it does not mark it read)'],
  changeRead: [
    'POST',
    '/contact/change-read/{id}',
    'staff',
    'Mark a message read or unread with { isRead }, or flip it without; answers the message as it now is',
  ],
  unreadCount: ['POST', '/contact/unread-count', 'staff', 'How many messages are unread: { unread }'],
});
