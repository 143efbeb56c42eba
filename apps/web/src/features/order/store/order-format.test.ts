import { describe, expect, it } from 'vitest';
import { eventLabel } from '#/features/order/shared/order-status';
import { deliveryEstimate, orderBadges, shippingLabel } from './order-format';

const labels = (order: Parameters<typeof orderBadges>[0]) =>
  orderBadges(order).map((b) => `${b.of}: ${b.label}`);

describe('order states in words', () => {
  it('shows the order state, then the delivery once paid, and the payment only when it went wrong', () => {
    expect(
      labels({ status: 'pending', paymentStatus: 'initiated', fulfilmentStatus: 'unfulfilled' }),
    ).toEqual(['Order: Awaiting payment']);
    expect(labels({ status: 'paid', paymentStatus: 'completed', fulfilmentStatus: 'unfulfilled' })).toEqual([
      'Order: Paid',
    ]);
    expect(labels({ status: 'paid', paymentStatus: 'completed', fulfilmentStatus: 'shipped' })).toEqual([
      'Order: Paid',
      'Delivery: Shipped',
    ]);
    expect(labels({ status: 'cancelled', paymentStatus: 'failed', fulfilmentStatus: 'unfulfilled' })).toEqual(
      ['Order: Cancelled', 'Payment: Failed'],
    );
    expect(
      labels({ status: 'cancelled', paymentStatus: 'refunded', fulfilmentStatus: 'unfulfilled' }),
    ).toEqual(['Order: Cancelled', 'Payment: Refunded']);
  });

  it('names timeline steps, also ones it does not know yet', () => {
    expect(eventLabel('created')).toBe('Order placed');
    expect(eventLabel('payment_failed')).toBe('Payment failed');
    expect(eventLabel('address_changed')).toBe('Address changed');
  });

  it('names the shipping in plain words, never by the carrier service code, with the estimate it was sold with', () => {
    const quote = { tier: 'Standard' as const, service: 'FEDEX_2_DAY', priceCents: 0, price: '$0.00' };
    expect(
      shippingLabel({ shippingTier: 'Express', shippingService: 'FEDEX_3_DAY_FREIGHT', quote: null }),
    ).toBe('Express freight delivery');
    expect(shippingLabel({ shippingTier: '', shippingService: 'FEDEX_2_DAY', quote: null })).toBe(
      'Standard delivery',
    );
    expect(
      shippingLabel({
        shippingTier: 'Express',
        shippingService: 'FEDEX_EXPRESS_SAVER',
        quote: { label: 'Express delivery' },
      }),
    ).toBe('Express delivery');
    expect(deliveryEstimate({ ...quote, minDays: 5, maxDays: 7, deliveryBy: '2026-12-04' })).toBe(
      '5–7 business days, expected by Fri, Dec 4, 2026',
    );
    expect(deliveryEstimate({ ...quote, minDays: 2, maxDays: 2, deliveryBy: '' })).toBe('2 business days');
    // Made-to-order pieces first: the date counts their wait, and the words say it.
    expect(
      deliveryEstimate({
        ...quote,
        minDays: 5,
        maxDays: 7,
        deliveryBy: '2027-02-03',
        shipsIn: 'ships in 6–8 weeks',
      }),
    ).toBe('ships in 6–8 weeks, then 5–7 business days, expected by Wed, Feb 3, 2027');
  });
});
