/*
 * What webhooks/ lends the other service folders: the use cases report their events through IWebhookEvents, with
 * the data each event carries. Everything else in this folder is its own.
 */
export type { IWebhookEvents } from './webhook-events.js';
export { orderEventData, productEventData, refundEventData } from './webhook-payloads.js';
export { reportSale } from './sale-events.js';
