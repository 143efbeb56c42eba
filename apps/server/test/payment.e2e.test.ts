import { Order, PaymentEvent, Product } from '@shop/db';
import { uniqueSuffix } from '@shop/db/seed';
import { CHECKOUT_MESSAGES } from '@shop/domain';
import crypto from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET } from './built-server.js';
import { sharedServers } from './shared-servers.js';

const ADDRESS = {
  name: 'Contract Shopper',
  phone: '503-555-0100',
  addressLine1: '1 Contract Way',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
};
const key = () => crypto.randomBytes(12).toString('hex');

/** A Stripe event delivery as Stripe sends it: JSON, its signature header, no cookie, no X-Requested-With. */
function webhook(secret: string, type: string, intentId: string) {
  const payload = JSON.stringify({
    id: `evt_${key()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: intentId, object: 'payment_intent', amount: 1000, currency: 'usd' } },
  });
  return {
    payload,
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}

describe.each(sharedServers())('REST payment and shipping on $dialect', (server) => {
  const customer = server.as('customer');
  let productId: number;

  beforeAll(async () => {
    productId = (await server.seed.product({ name: `Checkout ${uniqueSuffix()}`, stock: 3 })).id;
  });

  const lines = () => [{ productId, quantity: 1 }];

  it('takes a guest through quote, order and payment with a cart session cookie, and no other session', async () => {
    const guest = server.client();
    const own = (await server.seed.product({ name: `Guest buy ${uniqueSuffix()}`, stock: 2 })).id;
    const lines = () => [{ productId: own, quantity: 1 }];
    const quote = await guest.post('/api/fedex/prepare', { lines: lines(), address: ADDRESS });
    expect(quote.status).toBe(200);
    const cookie = /shop_cart=([\w-]+);[^\n]*HttpOnly/i.exec(quote.headers.getSetCookie().join('\n'));
    expect(cookie, 'an httpOnly cart session cookie').not.toBeNull();
    expect(quote.headers.getSetCookie().join('\n')).toMatch(/SameSite=Lax/i);
    const email = `guest-${key()}@shop.test`;
    const initiate = { lines: lines(), address: ADDRESS, tier: 'Standard', idempotencyKey: key() };
    const noEmail = await guest.post('/api/payment/initiate', initiate);
    expect(noEmail.status).toBe(422);
    expect(noEmail.data.errors).toEqual({ email: [CHECKOUT_MESSAGES.guestEmail] });
    const start = await guest.post('/api/payment/initiate', { ...initiate, email });
    expect(start.status).toBe(200);
    const orderNumber = start.data.orderNumber as string;
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    // Another guest, a customer and staff get 404 for it: nothing is paid or cancelled by them.
    for (const stranger of [server.client(), customer, server.as('admin')]) {
      for (const [path, body] of [
        ['/api/payment/complete', { orderNumber, idempotencyKey: key(), testCard: card }],
        ['/api/payment/failure', { orderNumber, reason: 'x' }],
        ['/api/payment/cancel', { orderNumber }],
      ] as const) {
        const res = await stranger.post(path, body);
        expect(res.status, path).toBe(404);
      }
    }
    const paid = await guest.post('/api/payment/complete', {
      orderNumber,
      idempotencyKey: key(),
      testCard: card,
    });
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ orderNumber, status: 'paid' });

    // Later, from anywhere: the order by number and email; a wrong email and an unknown number alike are 404.
    const found = await server.client().post('/api/order/lookup', { number: orderNumber, email });
    expect(found.status).toBe(200);
    expect(found.data).toMatchObject({
      number: orderNumber,
      status: 'paid',
      totalCents: start.data.totalCents,
    });
    const wrong = await server
      .client()
      .post('/api/order/lookup', { number: orderNumber, email: `x${email}` });
    const unknown = await server.client().post('/api/order/lookup', { number: 'HT-99999997', email });
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(wrong.data).toEqual(unknown.data);
    const invalid = await server.client().post('/api/order/lookup', { number: orderNumber, email: 'nope' });
    expect(invalid.status).toBe(422);
    await server.readDatabase(async (ds) => {
      const order = await ds.getRepository(Order).findOneByOrFail({ number: orderNumber });
      expect(order).toMatchObject({ customerId: null, email, status: 'paid' });
    });
  });

  it('answers an anonymous payment call as a guest with no order (404), making no cart session', async () => {
    const anon = server.client();
    const res = await anon.post('/api/payment/cancel', { orderNumber: 'HT-10001' });
    expect(res.status).toBe(404);
    expect(anon.jar.has('shop_cart')).toBe(false);
  });

  it('quotes, initiates, declines, then pays with 4242 over REST', async () => {
    const quote = await customer.post('/api/fedex/prepare', { lines: lines(), address: ADDRESS });
    expect(quote.status).toBe(200);
    expect(quote.data).toMatchObject({ source: 'table', freight: false });
    expect(quote.data.options.map((o: { service: string }) => o.service)).toEqual([
      'FEDEX_2_DAY',
      'FEDEX_2_DAY',
      'FEDEX_EXPRESS_SAVER',
    ]);

    const initiate = { lines: lines(), address: ADDRESS, tier: 'Express', idempotencyKey: key() };
    const start = await customer.post('/api/payment/initiate', initiate);
    expect(start.status).toBe(200);
    expect(start.data).toMatchObject({
      provider: 'test',
      clientSecret: null,
      shippingCents: quote.data.options[2].priceCents,
    });
    expect(start.data.orderNumber).toMatch(/^HT-\d+$/);
    expect((await customer.post('/api/payment/initiate', initiate)).data).toEqual(start.data);

    const card = (number: string) => ({ number, expiry: '12/30', cvc: '123' });
    const declined = await customer.post('/api/payment/complete', {
      orderNumber: start.data.orderNumber,
      idempotencyKey: key(),
      testCard: card('4000 0000 0000 0002'),
    });
    // A legacy client reading only the status must not see success: 402, the result with the reason as the body.
    expect(declined.status).toBe(402);
    expect(declined.data).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      message: CHECKOUT_MESSAGES.declined,
    });
    const expired = await customer.post('/api/payment/complete', {
      orderNumber: start.data.orderNumber,
      idempotencyKey: key(),
      testCard: { ...card('4242 4242 4242 4242'), expiry: '01/20' },
    });
    expect(expired.status).toBe(402);
    expect(expired.data).toMatchObject({ status: 'pending', message: expect.stringContaining('expired') });
    const paid = await customer.post('/api/payment/complete', {
      orderNumber: start.data.orderNumber,
      idempotencyKey: key(),
      testCard: card('4242 4242 4242 4242'),
    });
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({
      orderNumber: start.data.orderNumber,
      status: 'paid',
      paymentStatus: 'completed',
    });

    const cancel = await customer.post('/api/payment/cancel', { orderNumber: start.data.orderNumber });
    expect(cancel.status).toBe(409);
    await server.readDatabase(async (ds) => {
      const order = await ds.getRepository(Order).findOneByOrFail({ number: start.data.orderNumber });
      expect(order.status).toBe('paid');
      expect((await ds.getRepository(Product).findOneByOrFail({ id: productId })).stock).toBe(2);
    });
  });

  it('answers 422 with field errors, 404 for an unknown order and 403 without the XHR header', async () => {
    const tooMany = await customer.post('/api/payment/initiate', {
      lines: [{ productId, quantity: 50 }],
      address: { ...ADDRESS, state: 'XX' },
      tier: 'Standard',
      idempotencyKey: key(),
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.data.errors).toMatchObject({ 'address.state': [CHECKOUT_MESSAGES.stateInvalid] });
    const overStock = await customer.post('/api/fedex/prepare', {
      lines: [{ productId, quantity: 50 }],
      address: ADDRESS,
    });
    expect(overStock.status).toBe(422);
    expect(overStock.data.errors).toEqual({ 'lines.0.quantity': [CHECKOUT_MESSAGES.outOfStock] });
    const unknown = await customer.post('/api/payment/cancel', { orderNumber: 'HT-99999998' });
    expect(unknown.status).toBe(404);
    const noHeader = await customer.post(
      '/api/payment/cancel',
      { orderNumber: 'HT-99999998' },
      { xhr: false },
    );
    expect(noHeader.status).toBe(403);
  });

  it('takes signed webhooks without a cookie or XHR header: 400 for a bad signature, 200 for a payment not ours', async () => {
    const anon = server.client();
    const forged = webhook('whsec_not_the_shops', 'payment_intent.succeeded', 'pi_contract');
    const refused = await anon.post('/api/payment/webhook', undefined, {
      xhr: false,
      headers: forged.headers,
      body: forged.payload,
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ message: 'The webhook signature does not match.', code: 'BAD_REQUEST' });
    const unsigned = await anon.post('/api/payment/webhook', undefined, {
      xhr: false,
      headers: { 'Content-Type': 'application/json' },
      body: forged.payload,
    });
    expect(unsigned.status).toBe(400);

    const signed = webhook(WEBHOOK_SECRET, 'payment_intent.succeeded', `pi_unknown_${key()}`);
    const accepted = await anon.post('/api/payment/webhook', undefined, {
      xhr: false,
      headers: signed.headers,
      body: signed.payload,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual({ received: true, outcome: 'unknown-payment' });
    const recorded = await server.readDatabase((ds) =>
      ds.getRepository(PaymentEvent).countBy({ eventId: JSON.parse(signed.payload).id }),
    );
    expect(recorded).toBe(0);
  });

  it('lists the payment calls and the webhook in the OpenAPI document', async () => {
    const doc = (await server.client().get('/api/openapi.json')).data;
    for (const path of [
      '/payment/initiate',
      '/payment/complete',
      '/payment/failure',
      '/payment/cancel',
      '/fedex/prepare',
      '/payment/webhook',
      '/order/lookup',
      '/my-account/guest-orders',
    ])
      expect(doc.paths[path]?.post, path).toBeDefined();
    expect(doc.paths['/payment/webhook'].post.security).toEqual([]);
    expect(doc.paths['/order/lookup'].post.security).toEqual([]);
    expect(Object.keys(doc.paths['/order/lookup'].post.responses)).toEqual(
      expect.arrayContaining(['200', '404', '422', '429']),
    );
    // Checkout takes a customer session, a guest's cart session, or none yet (the quote starts one): never 401.
    expect(doc.paths['/payment/initiate'].post.security).toEqual([
      { customerSession: [] },
      { cartSession: [] },
      {},
    ]);
    expect(doc.paths['/payment/initiate'].post.responses['401']).toBeUndefined();
    expect(doc.components.securitySchemes.cartSession).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'shop_cart',
    });
  });
});
