import { Order, OrderEvent, Payment, PaymentEvent, Product, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { CHECKOUT_MESSAGES } from '@shop/domain';
import { WebhookSignatureError, type TServices } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IRequestHttp } from '../../context.js';
import {
  ADDRESS,
  CARDS,
  attemptKey,
  fieldErrorsOf,
  servicesWith,
  signedEvent,
  testCard,
} from '../../test/checkout.js';
import { STRIPE_KEYS, startFakeStripe, type IFakeStripe } from '../../test/fake-stripe.js';
import { createHarness, type IHarness } from '../../test/harness.js';

describe.each(testDialects())('payment with Stripe on %s', (dialect) => {
  let h: IHarness;
  let stripe: IFakeStripe;
  let customer: IRequestHttp;
  let shop: ReturnType<typeof servicesWith>;
  let services: TServices;

  const stripeAt = (apiBase: string) =>
    servicesWith(h, {
      payments: {
        stripe: { ...STRIPE_KEYS, apiBase, timeoutMs: 2_000 },
        webhookSecret: STRIPE_KEYS.webhookSecret,
      },
    });

  beforeAll(async () => {
    h = await createHarness(dialect);
    stripe = await startFakeStripe();
    customer = await h.loggedIn('customer');
    shop = stripeAt(stripe.url);
    services = shop.services;
  });
  afterAll(async () => {
    await stripe?.close();
    await h?.close();
  });

  const me = () => shop.caller(customer);
  const stockOf = async (id: number) =>
    (await h.dataSource.getRepository(Product).findOneByOrFail({ id })).stock;
  const eventsOf = async (orderId: number) =>
    (await h.dataSource.getRepository(OrderEvent).find({ where: { orderId }, order: { id: 'ASC' } })).map(
      (e) => e.kind,
    );
  const paymentOf = (orderId: number) => h.dataSource.getRepository(Payment).findOneByOrFail({ orderId });

  async function checkout(idempotencyKey = attemptKey()) {
    const product = await seedProduct(h.dataSource, { stock: 5 });
    const start = await me().checkout.initiate({
      lines: [{ productId: product.id, quantity: 1 }],
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey,
    });
    const payment = await paymentOf(start.orderId);
    return { product, start, payment, intent: stripe.intents.get(payment.providerRef!)! };
  }

  const event = (
    type: string,
    intent: { id: string; amount: number },
    id = `evt_${attemptKey()}`,
    secret = STRIPE_KEYS.webhookSecret,
  ) =>
    signedEvent(secret, {
      id,
      type,
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: 'usd',
        last_payment_error: type.endsWith('failed') ? { message: 'Your card has insufficient funds.' } : null,
      },
    });
  const deliver = (delivery: { payload: string; signature: string }) =>
    services.checkout.webhook(Buffer.from(delivery.payload), delivery.signature);

  it('starts a PaymentIntent for the order total with the attempt key, once per key', async () => {
    const key = attemptKey();
    const { start, intent } = await checkout(key);
    expect(start).toMatchObject({
      provider: 'stripe',
      clientSecret: intent.client_secret,
      publishableKey: STRIPE_KEYS.publishableKey,
    });
    expect(intent).toMatchObject({
      amount: start.totalCents,
      currency: 'usd',
      metadata: { orderNumber: start.orderNumber },
    });
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(created.at(-1)!.headers['idempotency-key']).toBe(`initiate-${key}`);
    const replay = await me().checkout.initiate({
      lines: [{ productId: 1, quantity: 1 }],
      address: ADDRESS,
      tier: 'Express',
      idempotencyKey: key,
    });
    expect(replay).toEqual(start);
    expect(
      stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents'),
    ).toHaveLength(created.length);
    expect(stripe.complaints).toEqual([]);
  });

  it('marks paid only when Stripe says the PaymentIntent succeeded, never on the client word, and refuses card numbers', async () => {
    const { start, intent } = await checkout();
    const error = await me()
      .checkout.complete({
        orderNumber: start.orderNumber,
        idempotencyKey: attemptKey(),
        testCard: testCard(CARDS.success),
      })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(error)).toEqual({ testCard: [CHECKOUT_MESSAGES.testCardRefused] });
    const early = await me().checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
    });
    expect(early).toMatchObject({ status: 'pending', paymentStatus: 'initiated' });
    stripe.settle(intent.id, 'succeeded');
    const paid = await me().checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
    });
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'completed' });
    expect(await eventsOf(start.orderId)).toEqual(['created', 'paid']);
  });

  it("records Stripe's decline and pays on the customer's next try with the same PaymentIntent", async () => {
    const { start, intent } = await checkout();
    stripe.settle(intent.id, 'requires_payment_method', 'Your card was declined.');
    const declined = await me().checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
    });
    expect(declined).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      message: 'Your card was declined.',
    });
    stripe.settle(intent.id, 'succeeded');
    expect(
      (await me().checkout.complete({ orderNumber: start.orderNumber, idempotencyKey: attemptKey() })).status,
    ).toBe('paid');
    expect((await paymentOf(start.orderId)).status).toBe('completed');
  });

  it('never calls an amount other than the order total paid', async () => {
    const { start, intent } = await checkout();
    intent.amount = 100;
    stripe.settle(intent.id, 'succeeded');
    const result = await me().checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
    });
    expect(result.status).toBe('pending');
    expect(await deliver(event('payment_intent.succeeded', intent))).toMatchObject({ outcome: 'ignored' });
    expect((await h.dataSource.getRepository(Order).findOneByOrFail({ id: start.orderId })).status).toBe(
      'pending',
    );
  });

  it('applies a signed succeeded webhook once however often it is delivered', async () => {
    const { start, intent } = await checkout();
    stripe.settle(intent.id, 'succeeded');
    const delivery = event('payment_intent.succeeded', intent);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(delivery)));
    expect(results.filter((r) => r.outcome === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'duplicate')).toHaveLength(9);
    expect(await eventsOf(start.orderId)).toEqual(['created', 'paid']);
    expect(
      await h.dataSource
        .getRepository(PaymentEvent)
        .countBy({ provider: 'stripe', eventId: JSON.parse(delivery.payload).id }),
    ).toBe(1);
    expect((await h.dataSource.getRepository(Order).findOneByOrFail({ id: start.orderId })).status).toBe(
      'paid',
    );
    expect(
      (await me().checkout.complete({ orderNumber: start.orderNumber, idempotencyKey: attemptKey() })).status,
    ).toBe('paid');
  });

  it('records a payment_failed webhook and keeps the order open', async () => {
    const { start, intent } = await checkout();
    expect(await deliver(event('payment_intent.payment_failed', intent))).toMatchObject({
      outcome: 'applied',
    });
    expect(await paymentOf(start.orderId)).toMatchObject({
      status: 'failed',
      failureReason: CHECKOUT_MESSAGES.insufficientFunds,
    });
    expect(await eventsOf(start.orderId)).toEqual(['created', 'payment_failed']);
    expect((await h.dataSource.getRepository(Order).findOneByOrFail({ id: start.orderId })).status).toBe(
      'pending',
    );
  });

  it('refuses a wrong signature and changes nothing; names no payment of ours: 200 and nothing', async () => {
    const { start, intent } = await checkout();
    const forged = event('payment_intent.succeeded', intent, undefined, 'whsec_someone_else');
    await expect(deliver(forged)).rejects.toBeInstanceOf(WebhookSignatureError);
    const tampered = event('payment_intent.succeeded', intent);
    await expect(
      services.checkout.webhook(
        Buffer.from(tampered.payload.replace(intent.id, 'pi_other')),
        tampered.signature,
      ),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    expect(
      await deliver(event('payment_intent.succeeded', { id: 'pi_not_ours', amount: 100 })),
    ).toMatchObject({ outcome: 'unknown-payment' });
    expect(await deliver(event('charge.refunded', intent))).toMatchObject({ outcome: 'ignored' });
    expect(await eventsOf(start.orderId)).toEqual(['created']);
    expect(
      await h.dataSource.getRepository(PaymentEvent).countBy({ eventId: JSON.parse(forged.payload).id }),
    ).toBe(0);
  });

  it('cancels the PaymentIntent with the order, and refunds a payment that arrives after the order expired', async () => {
    const cancelled = await checkout();
    await me().checkout.cancel({ orderNumber: cancelled.start.orderNumber });
    expect(cancelled.intent.status).toBe('canceled');
    expect(await stockOf(cancelled.product.id)).toBe(5);

    const late = await checkout();
    await h.dataSource
      .getRepository(Order)
      .update(late.start.orderId, { reservedUntil: new Date(Date.now() - 1_000) });
    await services.checkout.expireReservations();
    late.intent.status = 'succeeded';
    expect(await deliver(event('payment_intent.succeeded', late.intent))).toMatchObject({
      outcome: 'applied',
    });
    expect(await eventsOf(late.start.orderId)).toEqual([
      'created',
      'expired',
      'paid_after_cancel',
      'refunded',
    ]);
    expect(await paymentOf(late.start.orderId)).toMatchObject({
      status: 'refunded',
      refundedCents: late.start.totalCents,
    });
    expect(stripe.refunds.at(-1)).toMatchObject({
      payment_intent: late.intent.id,
      amount: late.start.totalCents,
    });
  });

  it('refunds part and then the rest of a paid order through Stripe', async () => {
    const { start, intent, payment } = await checkout();
    stripe.settle(intent.id, 'succeeded');
    await me().checkout.complete({ orderNumber: start.orderNumber, idempotencyKey: attemptKey() });
    const part = await services.order.refund(payment, 1_000, { type: 'staff', id: 1, name: 'Ada Admin' });
    expect(part).toMatchObject({ refundedCents: 1_000, status: 'completed' });
    await expect(services.order.refund(payment, start.totalCents)).rejects.toMatchObject({
      fieldErrors: { amountCents: [expect.any(String)] },
    });
    const rest = await services.order.refund(payment.id, start.totalCents - 1_000);
    expect(rest).toMatchObject({ refundedCents: start.totalCents, status: 'refunded' });
    expect(stripe.refunds.filter((r) => r.payment_intent === intent.id).map((r) => r.amount)).toEqual([
      1_000,
      start.totalCents - 1_000,
    ]);
    expect(
      (await h.dataSource.getRepository(Order).findOneByOrFail({ id: start.orderId })).paymentStatus,
    ).toBe('refunded');
    expect(await eventsOf(start.orderId)).toEqual(['created', 'paid', 'refunded', 'refunded']);
    await expect(services.order.refund(payment, 1)).rejects.toMatchObject({
      message: 'Only a completed payment can be refunded.',
    });
  });

  it('says the payment service is down (503) when Stripe does not answer, and the same key works once it does', async () => {
    const gone = await startFakeStripe();
    const deadUrl = gone.url;
    await gone.close();
    const product = await seedProduct(h.dataSource, { stock: 5 });
    const input = {
      lines: [{ productId: product.id, quantity: 1 }],
      address: ADDRESS,
      tier: 'Standard' as const,
      idempotencyKey: attemptKey(),
    };
    const error = await stripeAt(deadUrl)
      .caller(customer)
      .checkout.initiate(input)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: CHECKOUT_MESSAGES.providerDown });
    const start = await me().checkout.initiate(input);
    expect(start.clientSecret).toMatch(/^pi_fake\d+_secret_/);
    expect(await stockOf(product.id)).toBe(4);
  });
});
