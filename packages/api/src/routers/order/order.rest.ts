import { restTable } from '../../rest.js';

/**
 * The spec's order calls (the spec's list of calls) and the fulfilment moves the spec needs but does not list, in the same
 * style: ADMIN only (the spec's roles and permissions). A move the order's state does not allow, or one another admin made first,
 * answers 409 with the reason.
 */
export const orderRest = restTable('order', {
  getList: [
    'GET',
    '/order/get-list',
    'admin',
    'Orders, newest first, 15 a page: status, paymentStatus, fulfilmentStatus, from/to (YYYY-MM-DD), customerId; search by number, customer name or email',
  ],
  customer: ['GET', '/order/customer', 'admin', "One customer's orders, newest first", [404]],
  lines: ['GET', '/order/getListProductInOrder', 'admin', 'The lines of one order (orderId)', [404]],
  detail: [
    'GET',
    '/order/detail/{id}',
    'admin',
    'One order: lines, address, quote, payments, timeline, customer and the moves it allows',
    [404],
  ],
  process: ['POST', '/order/process/{id}', 'admin', 'Start preparing a paid order', [404, 409]],
  produce: [
    'POST',
    '/order/produce/{id}',
    'admin',
    'Start making the made-to-order pieces of a paid order (in production); the customer is mailed',
    [404, 409],
  ],
  ready: [
    'POST',
    '/order/ready/{id}',
    'admin',
    'Mark an order in production as ready to ship; the customer is mailed',
    [404, 409],
  ],
  ship: [
    'POST',
    '/order/ship/{id}',
    'admin',
    'Mark an order being prepared as shipped with its tracking number; the customer is mailed',
    [404, 409],
  ],
  deliver: [
    'POST',
    '/order/deliver/{id}',
    'admin',
    'Mark a shipped order as delivered (completed)',
    [404, 409],
  ],
  cancel: [
    'POST',
    '/order/cancel/{id}',
    'admin',
    'Cancel a paid order not yet shipped: refund (all, or amountCents), return its stock',
    [404, 409],
  ],
  refundPart: [
    'POST',
    '/order/refund-part/{id}',
    'admin',
    'Refund part of a paid order that goes on: some items (lines: lineId, quantity) with their tax, or amountCents; idempotencyKey makes a retry the same refund',
    [404, 409],
  ],
  // Shipping an order in parts: each shipment names its lines and quantities, a carrier and tracking numbers.
  shipments: [
    'GET',
    '/order/{id}/shipments',
    'admin',
    "An order's shipments, and per line what has shipped, what is left and what may ship now",
    [404],
  ],
  createShipment: [
    'POST',
    '/order/{id}/shipments',
    'admin',
    'Ship some units of some lines (lines: orderLineId, quantity) with a carrier (fedex, ups, usps, crew, other) and trackingNumbers; more than is left: 422 on the line; a cancelled order or nothing left: 409; the customer is mailed',
    [404, 409],
  ],
  deliverShipment: [
    'POST',
    '/order/{id}/shipments/{shipmentId}/deliver',
    'admin',
    'Mark one shipment delivered (deliveredOn YYYY-MM-DD, today without it); the last one of a wholly shipped order completes it; twice: 409',
    [404, 409],
  ],
  // The session customer's own orders (the account screens); the paths are the spec's.
  mine: ['POST', '/my-account/order', 'customer', 'My orders, newest first, 15 a page'],
  mineDetail: [
    'POST',
    '/my-account/order/detail',
    'customer',
    "One of my orders by its number, with lines, payments and timeline (another customer's: 404)",
    [404],
  ],
  // The confirmation page (its own address, so it survives a reload): the buyer's order, customer or guest.
  placed: [
    'POST',
    '/order/placed',
    'shopper',
    'The order just placed, by its number, for its buyer: the customer, or the guest by the cart session it was placed from (anyone else: 404)',
    [404],
  ],
  // A guest's order (or anyone's) by number and the email it was placed with: no session, rate limited.
  lookup: [
    'POST',
    '/order/lookup',
    'open',
    'Find an order by its number and the email it was placed with (a wrong email and an unknown number: the same 404)',
    [404, 429],
  ],
});
