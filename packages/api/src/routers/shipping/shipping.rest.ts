import { restTable } from '../../rest.js';

/** The spec's shipping quote call (the spec's list of calls, "POST /api/fedex/prepare"), for a customer or a guest (whose cart session it starts). */
export const shippingRest = restTable('shipping', {
  prepare: [
    'POST',
    '/fedex/prepare',
    'shopper',
    'Shipping quote for a cart and a US address: Standard, Expedited and Express, parcel or freight',
  ],
});
