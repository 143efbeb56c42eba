import { Order, OrderEvent, OrderLine, Payment, Product, testDialects } from '@shop/db';
import { seedOrder, seedProduct, seedStaff, uniqueSuffix, type ISeedOrderOverrides } from '@shop/db/seed';
import { ORDER_ACTIONS, ORDER_ADMIN_MESSAGES, ROLE, type TOrderAction } from '@shop/domain';
import { hashPassword, refusalOf, type IOrderState } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp } from '../../context.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';
import { ordersAtOnce } from '../../test/orders-at-once.js';

/** The states an order can be found in, and the moves the issue allows from each. */
const STATES: Record<string, { over: ISeedOrderOverrides; allowed: TOrderAction[] }> = {
  pending: { over: { status: 'pending' }, allowed: [] },
  paid: { over: {}, allowed: ['process', 'cancel'] },
  processing: { over: { fulfilmentStatus: 'processing' }, allowed: ['ship', 'cancel'] },
  shipped: { over: { fulfilmentStatus: 'shipped', trackingNumber: 'T1' }, allowed: ['deliver'] },
  delivered: { over: { status: 'completed', fulfilmentStatus: 'delivered' }, allowed: [] },
  refunded: { over: { status: 'cancelled', paymentStatus: 'refunded' }, allowed: [] },
  failed: { over: { status: 'cancelled', paymentStatus: 'failed' }, allowed: [] },
};

describe.each(testDialects())('order moves on %s', (dialect) => {
  let h: IHarness;
  const tag = uniqueSuffix();
  let admin: ReturnType<IHarness['caller']>;
  let backup: ReturnType<IHarness['caller']>;
  let adaId: number;

  beforeAll(async () => {
    h = await createHarness(dialect);
    const bea = await seedStaff(h.dataSource, {
      name: 'Bea Backup',
      email: `bea-${tag}@test.shop`,
      role: ROLE.ADMIN,
      passwordHash: await hashPassword(PASSWORD),
    });
    admin = h.caller(await h.loggedIn('admin'));
    const http = memoryHttp('10.40.0.1');
    await h.caller(http).auth.adminLogin({ email: bea.email, password: PASSWORD });
    backup = h.caller(http);
    adaId = (await admin.auth.getUser()).user!.id;
  });
  afterAll(() => h?.close());

  const stateOf = async (id: number) => {
    const o = await h.dataSource.getRepository(Order).findOneByOrFail({ id });
    return { status: o.status, paymentStatus: o.paymentStatus, fulfilmentStatus: o.fulfilmentStatus };
  };
  const stockOf = async (id: number) =>
    (await h.dataSource.getRepository(Product).findOneByOrFail({ id })).stock;
  const atOnce = <T>(orderId: number, moves: (() => Promise<T>)[]) =>
    ordersAtOnce(h, dialect, orderId, moves);

  const move = (who: typeof admin, action: TOrderAction, id: number) =>
    action === 'ship' ? who.order.ship({ id, trackingNumber: 'TRACK 1' }) : who.order[action]({ id });

  it('walks a paid order through preparing, shipping and delivery, each step naming the admin', async () => {
    const order = await seedOrder(h.dataSource);
    expect((await admin.order.process({ id: order.id })).fulfilmentStatus).toBe('processing');
    const shipped = await backup.order.ship({ id: order.id, trackingNumber: '  7712 3456 7890 ' });
    expect(shipped).toMatchObject({
      fulfilmentStatus: 'shipped',
      trackingNumber: '7712 3456 7890',
      actions: ['deliver'],
    });
    const done = await admin.order.deliver({ id: order.id });
    expect(done).toMatchObject({
      status: 'completed',
      paymentStatus: 'completed',
      fulfilmentStatus: 'delivered',
    });
    expect(done.actions).toEqual([]);
    expect(done.events.map((e) => [e.kind, e.actorType, e.actorName, e.note])).toEqual([
      ['created', 'customer', '', ''],
      ['processing', 'staff', 'Ada Admin', ''],
      ['shipped', 'staff', 'Bea Backup', 'Tracking number 7712 3456 7890'],
      ['delivered', 'staff', 'Ada Admin', ''],
    ]);
    const stored = await h.dataSource
      .getRepository(OrderEvent)
      .findBy({ orderId: order.id, kind: 'processing' });
    expect(stored.map((e) => e.actorId)).toEqual([adaId]);
  });

  // On SQLite only: the table is the domain's rules and one conditional update, the same SQL on both databases, over
  // 7 states and 6 moves (some 40 orders and moves: a third of this file's time on MySQL). Every move's MySQL path
  // (its row lock, its update, the 409 of an update that matched nothing) is walked by the other tests of this file.
  it.skipIf(dialect === 'mysql')(
    'allows exactly the moves of the table from each state and refuses the rest with 409 and the reason',
    async () => {
      for (const [name, { over, allowed }] of Object.entries(STATES)) {
        const order = await seedOrder(h.dataSource, over);
        const before = await stateOf(order.id);
        expect((await admin.order.detail({ id: order.id })).actions, name).toEqual(allowed);
        for (const action of ORDER_ACTIONS.filter((a) => !allowed.includes(a))) {
          const error = await move(admin, action, order.id).catch((e: unknown) => e);
          expect(error, `${action} from ${name}`).toMatchObject({
            code: 'CONFLICT',
            message: refusalOf(action, before as IOrderState),
          });
          expect(await stateOf(order.id)).toEqual(before);
        }
        for (const action of allowed) {
          const fresh = await seedOrder(h.dataSource, over);
          await expect(move(admin, action, fresh.id), `${action} from ${name}`).resolves.toMatchObject({
            id: fresh.id,
          });
        }
      }
    },
  );

  it('needs a tracking number to ship (422) and mails it to the customer', async () => {
    const order = await seedOrder(h.dataSource, { fulfilmentStatus: 'processing', shipName: 'Sam Shipley' });
    for (const trackingNumber of ['', '   ', '<script>']) {
      const error = await admin.order.ship({ id: order.id, trackingNumber }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect((await stateOf(order.id)).fulfilmentStatus).toBe('processing');
    await admin.order.ship({ id: order.id, trackingNumber: 'FX-99812' });
    const outbox = await h.deliveredMail();
    const mail = outbox.find((m) => m.to === order.email);
    expect(mail).toMatchObject({ subject: `Your order ${order.number} has shipped` });
    expect(mail?.text).toContain('Hello Sam Shipley,');
    expect(mail?.text).toContain('Tracking number: FX-99812');
    expect(mail?.text).toContain('https://www.fedex.com/fedextrack/?trknbr=FX-99812');
  });

  it('takes an order with made-to-order pieces through production: timeline and a mail at each step', async () => {
    const order = await seedOrder(h.dataSource, { shipName: 'Mo Maker', lines: [{ quantity: 3 }] });
    await h.dataSource.getRepository(OrderLine).update(
      { orderId: order.id },
      {
        fromStockQuantity: 1,
        madeToOrderQuantity: 2,
        shipWindow: 'ships in 6–8 weeks',
        shipsFrom: '2026-04-12',
        shipsBy: '2026-04-26',
      },
    );
    expect((await admin.order.detail({ id: order.id })).actions).toEqual(['process', 'produce', 'cancel']);
    const made = await admin.order.produce({ id: order.id });
    expect(made).toMatchObject({ fulfilmentStatus: 'in_production', actions: ['ready', 'cancel'] });
    const ready = await backup.order.ready({ id: order.id });
    expect(ready).toMatchObject({ fulfilmentStatus: 'ready_to_ship', actions: ['ship', 'cancel'] });
    await admin.order.ship({ id: order.id, trackingNumber: 'FX-1' });
    // The customer's own view of the order has both steps on its timeline, and the line says which is which.
    const mine = await h.services.order.mineDetail(order.customerId!, order.number);
    expect(mine.events.map((e) => [e.kind, e.note])).toEqual([
      ['created', ''],
      ['in_production', 'Your made-to-order pieces are being made'],
      ['ready_to_ship', 'Your order is ready to ship'],
      ['shipped', 'Tracking number FX-1'],
    ]);
    expect(mine.lines[0]).toMatchObject({ fromStockQuantity: 1, madeToOrderQuantity: 2 });
    const outbox = await h.deliveredMail();
    const subjects = outbox.filter((m) => m.to === order.email).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your order ${order.number} is in production`,
        `Your order ${order.number} is ready to ship`,
      ]),
    );
    const mail = outbox.find((m) => m.subject === `Your order ${order.number} is in production`);
    expect(mail?.text).toContain('1 from stock, 2 made to order: ships in 6–8 weeks (Apr 12 – Apr 26, 2026)');
  });

  it('keeps an order with made-to-order pieces from shipping before they are made', async () => {
    const order = await seedOrder(h.dataSource, { fulfilmentStatus: 'processing' });
    await h.dataSource.getRepository(OrderLine).update({ orderId: order.id }, { madeToOrderQuantity: 1 });
    expect((await admin.order.detail({ id: order.id })).actions).toEqual(['produce', 'cancel']);
    await expect(admin.order.ship({ id: order.id, trackingNumber: 'FX-2' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('lets one of two admins pressing the same button at once win; the other hears 409', async () => {
    const order = await seedOrder(h.dataSource);
    const results = await atOnce(order.id, [
      () => admin.order.process({ id: order.id }),
      () => backup.order.process({ id: order.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });
    const events = await h.dataSource
      .getRepository(OrderEvent)
      .findBy({ orderId: order.id, kind: 'processing' });
    expect(events).toHaveLength(1);
  });

  it('cancels with a full refund and returns the stock once, even when two admins cancel at once', async () => {
    const product = await seedProduct(h.dataSource, { stock: 4 });
    const order = await seedOrder(h.dataSource, {
      fulfilmentStatus: 'processing',
      lines: [{ productId: product.id, quantity: 3 }, {}],
    });
    const results = await atOnce(order.id, [
      () => admin.order.cancel({ id: order.id }),
      () => backup.order.cancel({ id: order.id }),
    ]);
    expect(
      results.filter((r) => r.status === 'fulfilled'),
      JSON.stringify(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))),
    ).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });
    expect(await stockOf(product.id)).toBe(7);
    const detail = await admin.order.detail({ id: order.id });
    expect(detail).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundableCents: 0,
      actions: [],
    });
    expect(detail.payments).toEqual([
      expect.objectContaining({
        status: 'refunded',
        amountCents: order.totalCents,
        refundedCents: order.totalCents,
      }),
    ]);
    expect(detail.events.filter((e) => e.kind === 'cancelled').map((e) => e.note)).toEqual([
      'Stock returned: 4 items.',
    ]);
    await expect(admin.order.cancel({ id: order.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await stockOf(product.id)).toBe(7);
  });

  it('refunds no more than what is left of the payment: 422 above it, a smaller refund recorded as asked', async () => {
    const order = await seedOrder(h.dataSource, { payment: { refundedCents: 1_000 } });
    const left = order.totalCents - 1_000;
    const error = await admin.order.cancel({ id: order.id, amountCents: left + 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(JSON.stringify(error)).toContain(ORDER_ADMIN_MESSAGES.refundTooLarge);
    expect(await stateOf(order.id)).toMatchObject({ status: 'paid', paymentStatus: 'completed' });
    await expect(admin.order.cancel({ id: order.id, amountCents: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });

    // A partial refund leaves the payment completed with what went back, and the order's payment status with it:
    // the order is not 'refunded' while part of the money stays with the shop.
    const cancelled = await admin.order.cancel({ id: order.id, amountCents: 2_500 });
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'completed', pendingRefund: null });
    expect(cancelled.payments[0]).toMatchObject({ status: 'completed', refundedCents: 3_500 });
    expect(cancelled.refundableCents).toBe(order.totalCents - 3_500);
    expect(await stateOf(order.id)).toEqual({
      status: 'cancelled',
      paymentStatus: 'completed',
      fulfilmentStatus: 'unfulfilled',
    });
    expect(cancelled.events.find((e) => e.kind === 'refunded')).toMatchObject({
      actorType: 'staff',
      actorName: 'Ada Admin',
      note: expect.stringMatching(/^Refunded \$25\.00 \(test_re_[\w-]+\)$/),
    });
  });

  it('changes nothing when the refund cannot go back through the provider that took the payment', async () => {
    const product = await seedProduct(h.dataSource, { stock: 2 });
    const order = await seedOrder(h.dataSource, {
      lines: [{ productId: product.id }],
      payment: { provider: 'stripe', providerRef: 'pi_unknown' },
    });
    await expect(admin.order.cancel({ id: order.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await stateOf(order.id)).toEqual({
      status: 'paid',
      paymentStatus: 'completed',
      fulfilmentStatus: 'unfulfilled',
    });
    expect(await stockOf(product.id)).toBe(2);
    const payment = await h.dataSource.getRepository(Payment).findOneByOrFail({ orderId: order.id });
    expect(payment).toMatchObject({ status: 'completed', refundedCents: 0 });
  });

  it('answers 404 for an unknown order on every move', async () => {
    for (const action of ORDER_ACTIONS)
      await expect(move(admin, action, 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
