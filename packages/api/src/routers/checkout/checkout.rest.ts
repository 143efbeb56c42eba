import { restTable } from '../../rest.js';

/**
 * The spec's shipping quote and payment calls (the spec's list of calls, "POST /api/fedex/prepare" among them), for
 * the shopper's own orders: the logged-in customer's, or a guest's made in the same cart session (which the quote
 * starts).
 */
export const checkoutRest = restTable('checkout', {
  quote: [
    'POST',
    '/fedex/prepare',
    'shopper',
    'Shipping quote for a cart and a US address: Standard, Expedited and Express, parcel or freight',
  ],
  initiate: [
    'POST',
    '/payment/initiate',
    'shopper',
    'Create the pending order, reserve its stock and start the payment (repeatable with the same key)',
    [409],
  ],
  complete: [
    'POST',
    '/payment/complete',
    'shopper',
    'Pay an order: the test card (test mode) or the Stripe payment is checked with the provider; a declined card answers 402 with the result and the reason',
    [402, 404, 409],
  ],
  failure: [
    'POST',
    '/payment/failure',
    'shopper',
    'Report a failed payment; the order stays open',
    [404, 409],
  ],
  cancel: ['POST', '/payment/cancel', 'shopper', 'Cancel an unpaid order and release its stock', [404, 409]],
});
