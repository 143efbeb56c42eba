import { Order, OrderEvent, Payment, Product, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { CHECKOUT_MESSAGES } from '@shop/domain';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';

const address = {
  name: 'Cy Customer',
  phone: '503-555-0100',
  addressLine1: '1 Main Street',
  city: 'Portland',
  state: 'OR' as const,
  postalCode: '97201',
};
const key = () => crypto.randomBytes(12).toString('hex');
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123' });

describe.each(testDialects())('payment on %s', (dialect) => {
  let h: IHarness;

  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  const stockOf = async (id: number) =>
    (await h.dataSource.getRepository(Product).findOneByOrFail({ id })).stock;

  it('initiates, reserves stock and completes with the success card', async () => {
    const me = h.caller(await h.loggedIn('customer'));
    const product = await seedProduct(h.dataSource, { stock: 4, priceCents: 10_000, discountPercent: 15 });
    const start = await me.payment.initiate({
      lines: [{ productId: product.id, quantity: 2 }],
      address,
      tier: 'Standard',
      idempotencyKey: key(),
    });
    expect(start).toMatchObject({ subtotalCents: 17_000, provider: 'test', clientSecret: null });
    expect(start.totalCents).toBe(start.subtotalCents + start.shippingCents);
    expect(await stockOf(product.id)).toBe(2);
    const result = await me.payment.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: key(),
      testCard: card('4242 4242 4242 4242'),
    });
    expect(result).toMatchObject({ status: 'paid', paymentStatus: 'completed' });
    const order = await h.dataSource.getRepository(Order).findOneByOrFail({ number: start.orderNumber });
    expect(order).toMatchObject({ status: 'paid', paymentStatus: 'completed', reservedUntil: null });
    const events = await h.dataSource.getRepository(OrderEvent).find({ where: { orderId: order.id } });
    expect(events.map((e) => e.kind).sort()).toEqual(['created', 'paid']);
    const payments = await h.dataSource.getRepository(Payment).find({ where: { orderId: order.id } });
    expect(payments.map((p) => p.status)).toEqual(['completed']);
  });

  it('declines and lets the customer try again', async () => {
    const me = h.caller(await h.loggedIn('customer'));
    const product = await seedProduct(h.dataSource, { stock: 4 });
    const start = await me.payment.initiate({
      lines: [{ productId: product.id, quantity: 1 }],
      address,
      tier: 'Express',
      idempotencyKey: key(),
    });
    const declined = await me.payment.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: key(),
      testCard: card('4000000000000002'),
    });
    expect(declined).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      message: CHECKOUT_MESSAGES.declined,
    });
    const paid = await me.payment.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: key(),
      testCard: card('4242424242424242'),
    });
    expect(paid.status).toBe('paid');
  });
});
