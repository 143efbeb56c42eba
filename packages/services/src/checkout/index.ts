export * from './checkout.service.js';
export * from './initiation.js';
export * from './payment-outcome.service.js';
export * from './payment-webhook.service.js';
export * from './refund.js';
export * from './failure-reason.js';
export { orderConfirmation } from './confirmation-mail.js';
export { SYSTEM_ACTOR, addOrderEvent, releaseOrderStock, type IOrderActor } from './order-writes.js';
