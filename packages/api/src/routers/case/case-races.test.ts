import crypto from 'node:crypto';
import { Case, Order, Product, testDialects } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IRequestHttp } from '../../context.js';
import { deliveredOrder } from '../../test/cases.js';
import { servicesWith } from '../../test/checkout.js';
import { STRIPE_KEYS, startFakeStripe, type IFakeStripe } from '../../test/fake-stripe.js';
import { createHarness, type IHarness } from '../../test/harness.js';
import { ordersAtOnce } from '../../test/orders-at-once.js';

const key = () => `case-${crypto.randomUUID()}`;
const outcomes = (settled: PromiseSettledResult<unknown>[]) =>
  settled.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { code: string }).code)).sort();

/**
 * Returned ≤ delivered, one refund per case, one restock per receipt and one replacement per claim, with the calls
 * really at once: on MySQL both wait on the order's row (held by a third transaction) and then race; the money
 * goes through a fake Stripe on 127.0.0.1 that counts the refund requests it gets.
 */
describe.each(testDialects())('case races on %s', (dialect) => {
  let h: IHarness;
  let stripe: IFakeStripe;
  let shop: ReturnType<typeof servicesWith>;
  let adminHttp: IRequestHttp;
  let customerHttp: IRequestHttp;
  let intents = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    stripe = await startFakeStripe();
    shop = servicesWith(h, {
      payments: { stripe: { ...STRIPE_KEYS, apiBase: stripe.url, timeoutMs: 5_000 } },
    });
    adminHttp = await h.loggedIn('admin');
    customerHttp = await h.loggedIn('customer');
  });
  afterAll(async () => {
    await stripe?.close();
    await h?.close();
  });

  const admin = () => shop.caller(adminHttp);
  const customer = () => shop.caller(customerHttp);

  /** A delivered order paid through the fake Stripe. */
  async function paidWithStripe() {
    const providerRef = `pi_casetest${++intents}${dialect}`;
    const world = await deliveredOrder(h, admin(), { provider: 'stripe', providerRef });
    stripe.intents.set(providerRef, {
      id: providerRef,
      object: 'payment_intent',
      amount: world.order.totalCents,
      currency: 'usd',
      status: 'succeeded',
      client_secret: `${providerRef}_secret`,
      metadata: { orderNumber: world.order.number },
      last_payment_error: null,
    });
    return { ...world, providerRef };
  }

  async function reasonId(fault: 'customer' | 'shop') {
    return (
      await h
        .caller()
        .case.reasons()
        .catch(() => admin().case.reasons())
    ).find((r) => r.fault === fault)!.id;
  }

  it('of two returns of the last chairs at once, one opens a case and the other hears 409', async () => {
    const { order, chairs } = await paidWithStripe();
    const reason = await reasonId('customer');
    const ask = () =>
      customer().case.request({
        number: order.number,
        kind: 'return',
        idempotencyKey: key(),
        reasonId: reason,
        lines: [{ lineId: chairs.id, quantity: 2 }],
      });
    expect(outcomes(await ordersAtOnce(h, dialect, order.id, [ask, ask]))).toEqual(['CONFLICT', 'ok']);
    expect(await h.dataSource.getRepository(Case).countBy({ orderId: order.id })).toBe(1);
  });

  it('two staff refunding one case at once give one refund and one request to Stripe', async () => {
    const { order, chairs, providerRef } = await paidWithStripe();
    const created = await customer().case.request({
      number: order.number,
      kind: 'return',
      idempotencyKey: key(),
      reasonId: await reasonId('shop'),
      lines: [{ lineId: chairs.id, quantity: 1 }],
    });
    const { id } = await h.dataSource.getRepository(Case).findOneByOrFail({ number: created.number });
    // A shop-fault return may be refunded at once, before it comes back.
    const refund = () => admin().case.refund({ id, idempotencyKey: key() });
    expect(outcomes(await ordersAtOnce(h, dialect, order.id, [refund, refund]))).toEqual(['CONFLICT', 'ok']);
    expect(
      stripe.requests.filter((r) => r.path === '/v1/refunds' && r.body.includes(providerRef)),
    ).toHaveLength(1);
    expect(stripe.refunds.filter((r) => r.payment_intent === providerRef)).toEqual([
      expect.objectContaining({ amount: 10_000, idempotencyKey: `case-${id}` }),
    ]);
  });

  it('two receipts at once restock once, and two replacements at once make one order', async () => {
    const { order, chair, chairs } = await paidWithStripe();
    const created = await customer().case.request({
      number: order.number,
      kind: 'return',
      idempotencyKey: key(),
      reasonId: await reasonId('shop'),
      lines: [{ lineId: chairs.id, quantity: 2 }],
    });
    const row = await h.dataSource.getRepository(Case).findOneByOrFail({ number: created.number });
    await admin().case.approve({ id: row.id, instructions: '' });
    const [line] = (await admin().case.detail({ id: row.id })).lines;
    const stockBefore = (await h.dataSource.getRepository(Product).findOneByOrFail({ id: chair.id })).stock;
    const receive = () =>
      admin().case.receive({
        id: row.id,
        lines: [{ caseLineId: line!.id, received: 2, restocked: 1, damaged: 1 }],
      });
    expect(outcomes(await ordersAtOnce(h, dialect, order.id, [receive, receive]))).toEqual([
      'CONFLICT',
      'ok',
    ]);
    const stockAfter = (await h.dataSource.getRepository(Product).findOneByOrFail({ id: chair.id })).stock;
    // One back on sale; the damaged one never.
    expect(stockAfter).toBe(stockBefore + 1);

    const replace = () => admin().case.replace({ id: row.id });
    expect(outcomes(await ordersAtOnce(h, dialect, order.id, [replace, replace]))).toEqual([
      'CONFLICT',
      'ok',
    ]);
    const replacements = await h.dataSource.getRepository(Order).findBy({ replacesCaseId: row.id });
    expect(replacements).toHaveLength(1);
    expect(replacements[0]).toMatchObject({ totalCents: 0, status: 'paid' });
    const view = await admin().case.detail({ id: row.id });
    expect(view.replacementOrderNumber).toBe(replacements[0]!.number);
    // Linked both ways: the staff order pages name the case and the replacement.
    expect((await admin().order.detail({ id: replacements[0]!.id })).replacesCase).toEqual({
      id: row.id,
      number: row.number,
    });
    expect((await admin().order.detail({ id: order.id })).cases).toEqual([
      { id: row.id, number: row.number, kind: 'return', state: 'approved' },
    ]);
  });
});
