import { describe, expect, it } from 'vitest';
import { deliveryEstimate, eventLabel, orderBadges, serviceName } from './order-format';

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

  it('spells out carrier services and the delivery estimate the order was sold with', () => {
    expect(serviceName('FEDEX_EXPRESS_SAVER')).toBe('FedEx Express Saver');
    expect(serviceName('SOME_NEW_SERVICE')).toBe('SOME NEW SERVICE');
    const quote = { tier: 'Standard' as const, service: 'FEDEX_2_DAY', priceCents: 0, price: '$0.00' };
    expect(deliveryEstimate({ ...quote, minDays: 5, maxDays: 7, deliveryBy: '2026-12-04' })).toBe(
      '5–7 business days, expected by Fri, Dec 4, 2026',
    );
    expect(deliveryEstimate({ ...quote, minDays: 2, maxDays: 2, deliveryBy: '' })).toBe('2 business days');
  });
});
