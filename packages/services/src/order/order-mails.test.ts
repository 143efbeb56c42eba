import type { Order, OrderLine } from '@shop/db';
import { describe, expect, it } from 'vitest';
import { orderConfirmation } from './confirmation-mail.js';
import { productionMail, shippedMail } from './order-mail.js';

const SHOP = 'https://shop.example';

const order = {
  number: 'HT-10042',
  email: 'ann@example.com',
  customerId: 7,
  shipName: 'Ann <Lee>',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Salem',
  state: 'OR',
  postalCode: '97301',
  country: 'US',
  subtotalCents: 150_000,
  shippingCents: 9_000,
  shippingTier: 'Standard',
  shippingQuote: JSON.stringify({
    tier: 'Standard',
    service: 'FEDEX_2_DAY',
    priceCents: 9_000,
    price: '$90.00',
    minDays: 5,
    maxDays: 7,
    deliveryBy: '2027-02-03',
    shipsIn: 'ships in 6–8 weeks',
  }),
  discountCents: 0,
  promotions: '',
  taxSource: null,
  taxCents: 0,
  taxJurisdiction: '',
  totalCents: 159_000,
  trackingNumber: '7946 1234',
} as unknown as Order;

const sofa = {
  quantity: 1,
  productName: 'Rowan 3-Seat Leather Sofa',
  sku: 'ROW-3S-COG',
  options: JSON.stringify([
    { name: 'Leather', value: 'Cognac', surchargeCents: 0, surchargeLeadDays: 0 },
    { name: 'Grade', value: 'Grade C', surchargeCents: 30_000, surchargeLeadDays: 14 },
  ]),
  unitPaidCents: 150_000,
  lineTotalCents: 150_000,
  fromStockQuantity: 0,
  madeToOrderQuantity: 1,
  shipWindow: 'ships in 6–8 weeks',
  shipsFrom: '2027-01-11',
  shipsBy: '2027-01-25',
  backordered: false,
} as unknown as OrderLine;

describe('the mails about an order', () => {
  it('confirms each line with its options, surcharges, SKU and window, the promised delivery, and absolute links', () => {
    const mail = orderConfirmation(order, [sofa], 'Oak & Linen', SHOP);
    expect(mail.text).toContain(
      '  1 x Rowan 3-Seat Leather Sofa at $1,500.00 = $1,500.00\n' +
        '    Leather: Cognac · Grade: Grade C (+$300.00)\n' +
        '    SKU ROW-3S-COG\n' +
        '    Made to order: ships in 6–8 weeks (Jan 11 – Jan 25, 2027)',
    );
    // The same promise as checkout and the order page: the wait, then the speed, and the last day.
    expect(mail.text).toContain(
      'Shipping (Standard delivery): $90.00\n  ships in 6–8 weeks, then 5–7 business days, expected by Wed, Feb 3, 2027',
    );
    expect(mail.text).toContain(`${SHOP}/my-account/order/detail/HT-10042`);
    const guest = orderConfirmation({ ...order, customerId: null } as Order, [sofa], 'Oak & Linen', SHOP);
    expect(guest.text).toContain(`${SHOP}/orders/find?number=HT-10042`);
    expect(guest.text).not.toContain('/my-account');
  });

  it('points a guest to the order lookup, a customer to their account, in text and HTML', () => {
    const guest = shippedMail({ ...order, customerId: null } as Order, SHOP);
    expect(guest.text).toContain(`"Find an order" on our site: ${SHOP}/orders/find?number=HT-10042`);
    expect(guest.text).not.toContain('My orders');
    expect(guest.html).toContain(`<a href="${SHOP}/orders/find?number=HT-10042">`);
    expect(guest.html).toContain('Hello Ann &#60;Lee&#62;,');
    expect(shippedMail(order, SHOP).text).toContain(
      `My orders in your account: ${SHOP}/my-account/order/detail/`,
    );
  });

  it('gives the window when production starts and does not repeat it once the pieces are made', () => {
    expect(productionMail(order, [sofa], 'produce', SHOP).text).toContain(
      'Rowan 3-Seat Leather Sofa: Made to order: ships in 6–8 weeks (Jan 11 – Jan 25, 2027)',
    );
    const ready = productionMail(order, [sofa], 'ready', SHOP);
    expect(ready.text).toContain('1 x Rowan 3-Seat Leather Sofa: made');
    expect(ready.text).not.toMatch(/ships in/);
    expect(ready.html).not.toMatch(/ships in/);
  });
});
