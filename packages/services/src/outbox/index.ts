/*
 * What outbox/ lends the other service folders: webhooks/ writes and claims its deliveries as outbox rows, with
 * the same times, errors and masks as mail. Everything else in this folder is its own.
 */
export { errorText, wholeSecond, type IClaimedMessage } from './outbox-claim.js';
export { OutboxMailQueue } from './outbox-mail-queue.js';
export { maskSecrets } from './mask-secrets.js';
