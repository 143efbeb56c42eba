/*
 * What order/ lends the other service folders: checkout writes the orders it takes (numbers, events, payment
 * outcomes, refunds) and the account claims guest orders; returns and claims lock, refund and restock through it. Everything else in this folder is its own.
 */
export {
  confirmationVariables,
  followOrder,
  productionVariables,
  refundVariables,
  shippedVariables,
} from './order-mail-variables.js';
export { findCustomerOrder, ownsOrder, type ICheckoutCustomer } from './customer-order.js';
export { cleanFailureReason } from './failure-reason.js';
export { claimGuestOrders, hasGuestOrders, sameEmail } from './guest-orders.js';
export { insertNumberedOrder } from './order-number.js';
export {
  SYSTEM_ACTOR,
  addOrderEvent,
  cancelPending,
  lockPendingOrder,
  markPaid,
  putBack,
  recordDecline,
  recordLatePayment,
  type IOrderActor,
} from './order-writes.js';
export { claimRefund, completeRefund, lockOrderRow, refundPayment } from './refund.js';
export { mailRefundNotice } from './refund-mail.js';
export { mailWindowNeeded } from './window-mail.js';
