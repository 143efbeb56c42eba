import { Order, OrderEvent, Payment, Product, Refund, testDialects } from '@shop/db';
import { seedOrder, seedProduct } from '@shop/db/seed';
import { ORDER_ADMIN_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IRequestHttp } from '../../context.js';
import { servicesWith } from '../../test/checkout.js';
import { STRIPE_KEYS, startFakeStripe, type IFakeStripe } from '../../test/fake-stripe.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/**
 * The back-office cancel of a paid Stripe order when Stripe fails: the fake Stripe on 127.0.0.1 checks the
 * Idempotency-Key of every refund request and can fail, lose its answer or refuse; meanwhile the test checks that
 * the shop holds no transaction (another write commits at once).
 */
describe.each(testDialects())('cancel and refund through a failing Stripe on %s', (dialect) => {
  let h: IHarness;
  let stripe: IFakeStripe;
  let shop: ReturnType<typeof servicesWith>;
  let admin: IRequestHttp;
  let intentCounter = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    stripe = await startFakeStripe();
    shop = servicesWith(h, {
      payments: { stripe: { ...STRIPE_KEYS, apiBase: stripe.url, timeoutMs: 2_000 } },
    });
    admin = await h.loggedIn('admin');
  });
  afterAll(async () => {
    await stripe?.close();
    await h?.close();
  });

  const staff = () => shop.caller(admin);

  /** A paid, unshipped Stripe order of 2 pieces of a product with 3 more in stock. */
  async function paidOrder() {
    const product = await seedProduct(h.dataSource, { stock: 3 });
    const providerRef = `pi_refundtest${++intentCounter}${dialect}`;
    const order = await seedOrder(h.dataSource, {
      lines: [{ productId: product.id, quantity: 2 }],
      payment: { provider: 'stripe', providerRef },
    });
    stripe.intents.set(providerRef, {
      id: providerRef,
      object: 'payment_intent',
      amount: order.totalCents,
      currency: 'usd',
      status: 'succeeded',
      client_secret: `${providerRef}_secret`,
      metadata: { orderNumber: order.number },
      last_payment_error: null,
    });
    return { product, order, providerRef };
  }

  /** Everything a failed refund must leave as it was. */
  async function snapshot(orderId: number, productId: number) {
    const o = await h.dataSource.getRepository(Order).findOneByOrFail({ id: orderId });
    const p = await h.dataSource.getRepository(Payment).findOneByOrFail({ orderId });
    return {
      order: [o.status, o.paymentStatus, o.fulfilmentStatus, o.trackingNumber],
      payment: [p.status, p.amountCents, p.refundedCents],
      stock: (await h.dataSource.getRepository(Product).findOneByOrFail({ id: productId })).stock,
      events: (await h.dataSource.getRepository(OrderEvent).findBy({ orderId }))
        .map((e) => e.kind)
        .filter((kind) => kind !== 'refund_failed'),
    };
  }

  const refundRequests = (providerRef: string) =>
    stripe.requests.filter((r) => r.path === '/v1/refunds' && r.body.includes(providerRef));

  it('leaves the order paid, cancellable again and nothing else changed when Stripe does not answer; the retry refunds exactly once', async () => {
    const { product, order, providerRef } = await paidOrder();
    const before = await snapshot(order.id, product.id);
    // Stripe makes the refund but its answer is lost, on the first try and on stripe-node's own retry.
    stripe.refundTrouble = { mode: 'lost', times: 2 };
    const error = await staff()
      .order.cancel({ id: order.id })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: ORDER_ADMIN_MESSAGES.refundNotAnswered,
    });
    expect(await snapshot(order.id, product.id)).toEqual(before);
    const pending = await staff().order.detail({ id: order.id });
    expect(pending).toMatchObject({
      status: 'paid',
      paymentStatus: 'completed',
      actions: ['cancel'],
      pendingRefund: { amountCents: order.totalCents, purpose: 'cancel', attempts: 1, sending: false },
    });
    expect(pending.pendingRefund?.reason).toContain('answer was lost');
    expect(pending.events.at(-1)).toMatchObject({ kind: 'refund_failed', actorName: 'Ada Admin' });
    // Nothing ships while the money may be on its way back.
    await expect(staff().order.process({ id: order.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ORDER_ADMIN_MESSAGES.refundPending,
    });
    // A retry for another amount is refused: the pending refund is retried as it was asked.
    await expect(staff().order.cancel({ id: order.id, amountCents: 100 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ORDER_ADMIN_MESSAGES.refundAmountPending,
    });

    const done = await staff().order.cancel({ id: order.id });
    expect(done).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      actions: [],
      pendingRefund: null,
      refundableCents: 0,
    });
    // Stripe was asked three times (two lost answers, one retry), always with the same key, and refunded once.
    const keys = refundRequests(providerRef).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(stripe.refunds.filter((r) => r.payment_intent === providerRef)).toHaveLength(1);
    const after = await snapshot(order.id, product.id);
    expect(after.payment).toEqual(['refunded', order.totalCents, order.totalCents]);
    expect(after.stock).toBe(5);
    expect(after.events.filter((kind) => kind === 'refunded')).toHaveLength(1);
    expect(after.events.filter((kind) => kind === 'cancelled')).toHaveLength(1);
    await expect(staff().order.cancel({ id: order.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(stripe.complaints).toEqual([]);
  });

  it('changes nothing when Stripe refuses the refund, and the order can be cancelled again with a new refund', async () => {
    const { product, order, providerRef } = await paidOrder();
    const before = await snapshot(order.id, product.id);
    stripe.refundTrouble = { mode: 'refuse', times: 1 };
    await expect(staff().order.cancel({ id: order.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining(ORDER_ADMIN_MESSAGES.refundRefused),
    });
    expect(await snapshot(order.id, product.id)).toEqual(before);
    expect(await staff().order.detail({ id: order.id })).toMatchObject({
      actions: ['process', 'cancel'],
      pendingRefund: null,
    });
    const refused = await h.dataSource.getRepository(Refund).findBy({ orderId: order.id });
    expect(refused.map((r) => [r.status, r.attempts])).toEqual([['failed', 1]]);

    await expect(staff().order.cancel({ id: order.id })).resolves.toMatchObject({ status: 'cancelled' });
    const keys = refundRequests(providerRef).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(stripe.refunds.filter((r) => r.payment_intent === providerRef)).toHaveLength(1);
  });

  it('holds no transaction while Stripe is asked: another write to the same order commits during the call and survives', async () => {
    const { product, order } = await paidOrder();
    const problems: string[] = [];
    let phone = 0;
    /** What a concurrent request would do: write to the order's own row (which the claim had locked). */
    stripe.duringRefund = async () => {
      const sqlite = (h.dataSource.driver as unknown as { databaseConnection?: { inTransaction: boolean } })
        .databaseConnection;
      if (dialect === 'sqlite' && sqlite?.inTransaction) problems.push('a transaction is open on SQLite');
      const runner = h.dataSource.createQueryRunner();
      try {
        await runner.connect();
        if (dialect === 'mysql') await runner.query('SET SESSION innodb_lock_wait_timeout = 1');
        await runner.query('UPDATE orders SET phone = ? WHERE id = ?', [`555-01${++phone}`, order.id]);
      } catch (error) {
        problems.push(String(error));
      } finally {
        await runner.release();
      }
    };
    try {
      stripe.refundTrouble = { mode: 'down', times: 2 };
      await expect(staff().order.cancel({ id: order.id })).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(problems).toEqual([]);
      expect(phone).toBe(2);
      // The write made during the failed call is still there.
      const kept = await h.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
      expect(kept).toMatchObject({ phone: '555-012', status: 'paid' });
      expect((await snapshot(order.id, product.id)).stock).toBe(3);

      await expect(staff().order.cancel({ id: order.id })).resolves.toMatchObject({ status: 'cancelled' });
      expect(problems).toEqual([]);
      expect(phone).toBe(3);
      expect(await h.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).toMatchObject({
        phone: '555-013',
        status: 'cancelled',
      });
    } finally {
      stripe.duringRefund = null;
    }
  });

  it('answers 409 to a second cancel while the first one is still waiting for Stripe', async () => {
    const { order, providerRef } = await paidOrder();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const reached = new Promise<void>((resolve) => (asked = resolve));
    stripe.duringRefund = async () => {
      asked();
      await held;
    };
    try {
      const first = staff().order.cancel({ id: order.id });
      await reached;
      await expect(staff().order.cancel({ id: order.id })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: ORDER_ADMIN_MESSAGES.refundSending,
      });
      expect((await staff().order.detail({ id: order.id })).pendingRefund).toMatchObject({ sending: true });
      release();
      await expect(first).resolves.toMatchObject({ status: 'cancelled' });
    } finally {
      stripe.duringRefund = null;
    }
    expect(stripe.refunds.filter((r) => r.payment_intent === providerRef)).toHaveLength(1);
  });

  it('keeps a refund of a cancelled order pending when Stripe fails, and the back-office retries it', async () => {
    // Money that arrived after the order was cancelled (a late payment) is refunded on its own.
    const { product, order, providerRef } = await paidOrder();
    await h.dataSource.getRepository(Order).update({ id: order.id }, { status: 'cancelled' });
    stripe.refundTrouble = { mode: 'down', times: 2 };
    await expect(shop.services.order.refund(order.payment, order.totalCents)).rejects.toMatchObject({
      message: ORDER_ADMIN_MESSAGES.refundNotAnswered,
    });
    const pending = await staff().order.detail({ id: order.id });
    expect(pending).toMatchObject({
      status: 'cancelled',
      actions: ['cancel'],
      pendingRefund: { purpose: 'refund', amountCents: order.totalCents, attempts: 1 },
    });
    // Only the back-office retry finishes it; a second refund of the payment meanwhile would be a second refund.
    await expect(shop.services.order.refund(order.payment, 100)).rejects.toMatchObject({
      message: ORDER_ADMIN_MESSAGES.refundAmountPending,
    });
    const done = await staff().order.cancel({ id: order.id });
    expect(done).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      actions: [],
      pendingRefund: null,
    });
    expect(stripe.refunds.filter((r) => r.payment_intent === providerRef)).toHaveLength(1);
    // The order was already cancelled: no stock goes back twice.
    expect((await snapshot(order.id, product.id)).stock).toBe(3);
  });
});
