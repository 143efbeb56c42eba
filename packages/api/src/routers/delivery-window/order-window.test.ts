import { DeliveryHold, DeliverySlot, OutboxMessage, testDialects } from '@shop/db';
import { DELIVERY_WINDOW_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IRequestHttp } from '../../context.js';
import { ADDRESS, CARDS, attemptKey, testCard } from '../../test/checkout.js';
import { pieces, windowWorld, windowZone, type IWindowWorld } from '../../test/delivery-windows.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/**
 * A delivery window through the order's life: held at checkout and booked by the payment (or, when it filled after
 * the hold ran out, "needs a window" and a mail), let go by a cancellation once, and chosen on the order's page
 * when it has none (made to order).
 */
describe.each(testDialects())('an order’s delivery window on %s', (dialect) => {
  let h: IHarness;
  let world: IWindowWorld;
  let admin: IRequestHttp;
  let customer: IRequestHttp;
  let sofa: number;
  let zoneId: number;
  let levelId: number;
  const zip = '10001';
  const address = { ...ADDRESS, city: 'New York', state: 'NY' as const, postalCode: zip };

  beforeAll(async () => {
    h = await createHarness(dialect);
    world = await windowWorld(h, dialect);
    admin = await h.loggedIn('admin');
    customer = await h.loggedIn('customer');
    sofa = (await pieces(h)).sofa;
    zoneId = await windowZone(world, admin, zip, { capacityUnits: 1 });
    const zone = await world.callerOn(admin).delivery.saveLevel({
      zoneId,
      kind: 'white_glove',
      name: 'White glove',
      description: 'Placed and unpacked.',
      baseCents: 20_000,
      perExtraItemCents: 0,
      assemblyPerItemCents: 0,
    });
    levelId = zone.levels[0]!.id;
  });
  afterAll(async () => {
    await world?.close();
    await h?.close();
  });

  const lines = () => [{ productId: sofa, quantity: 1 }];
  const used = async (date: string, windowStart: string) =>
    (await h.dataSource.getRepository(DeliverySlot).findOneByOrFail({ zoneId, date, windowStart })).usedUnits;

  /** Holds a window for the buyer and places the order at the level with it. */
  async function orderWithHold(http: IRequestHttp, date: string, windowStart = '08:00') {
    const caller = world.callerOn(http);
    const hold = await caller.deliveryWindow.hold({
      zoneId,
      date,
      windowStart,
      kind: 'white_glove',
      lines: lines(),
    });
    const start = await caller.checkout.initiate({
      lines: lines(),
      address,
      delivery: { levelId, feeCents: 20_000, holdId: hold.id },
      idempotencyKey: attemptKey(),
    });
    return { hold, start };
  }
  const pay = (http: IRequestHttp, orderNumber: string) =>
    world.callerOn(http).checkout.complete({
      orderNumber,
      idempotencyKey: attemptKey(),
      testCard: testCard(CARDS.success),
    });

  it('books the window held at checkout when the order is paid, and a cancellation gives it back once', async () => {
    const { hold, start } = await orderWithHold(customer, '2027-03-02');
    expect(await used('2027-03-02', '08:00')).toBe(1);
    expect((await pay(customer, start.orderNumber)).status).toBe('paid');
    const window = await world.callerOn(customer).deliveryWindow.orderWindow({ number: start.orderNumber });
    expect(window).toMatchObject({
      id: hold.id,
      state: 'booked',
      orderId: start.orderId,
      date: '2027-03-02',
    });

    await world.callerOn(admin).order.cancel({ id: start.orderId });
    await world.services.deliveryWindow.endForOrder(start.orderId);
    expect(await used('2027-03-02', '08:00')).toBe(0);
    expect((await h.dataSource.getRepository(DeliveryHold).findOneByOrFail({ id: hold.id })).state).toBe(
      'cancelled',
    );
  });

  it('a payment after its hold ran out on a window that filled meanwhile never overbooks: the order needs a window and its buyer is told', async () => {
    const { start } = await orderWithHold(customer, '2027-03-08');
    world.clock.now = new Date(world.clock.now.getTime() + 16 * 60_000);
    try {
      expect(await world.services.deliveryWindow.expireHolds()).toBeGreaterThanOrEqual(1);
      // Someone else takes the last unit while the first buyer is still paying.
      const other = await h.loggedIn('manager');
      await world
        .callerOn(other)
        .deliveryWindow.hold({
          zoneId,
          date: '2027-03-08',
          windowStart: '08:00',
          kind: 'white_glove',
          lines: lines(),
        })
        .catch(() => undefined);
      const rival = await world.services.deliveryWindow.availability({ zoneId, units: 1, days: 7 } as never);
      expect(rival.windows.find((w) => w.date === '2027-03-08' && w.windowStart === '08:00')?.available).toBe(
        false,
      );
      expect((await pay(customer, start.orderNumber)).status).toBe('paid');
      const window = await world.callerOn(customer).deliveryWindow.orderWindow({ number: start.orderNumber });
      expect(window?.state).toBe('needs_window');
      expect(await used('2027-03-08', '08:00')).toBe(1);
      // Queued in the outbox (this world's clock is in 2027: the harness's worker would deliver it only then).
      const mail = await h.dataSource.getRepository(OutboxMessage).findOneBy({
        subject: `Choose a delivery day for your order ${start.orderNumber}`,
      });
      expect(mail?.payload).toContain(`/my-account/order/detail/${start.orderNumber}`);

      // The buyer chooses another window from the order's page; a full one is refused.
      const full = await world
        .callerOn(customer)
        .deliveryWindow.chooseOrderWindow({
          number: start.orderNumber,
          date: '2027-03-08',
          windowStart: '08:00',
        })
        .catch((e: unknown) => e);
      expect(full).toMatchObject({ code: 'CONFLICT', message: DELIVERY_WINDOW_MESSAGES.full });
      const chosen = await world.callerOn(customer).deliveryWindow.chooseOrderWindow({
        number: start.orderNumber,
        date: '2027-03-04',
        windowStart: '12:00',
      });
      expect(chosen).toMatchObject({ state: 'booked', date: '2027-03-04', windowStart: '12:00' });
      expect(await used('2027-03-04', '12:00')).toBe(1);
    } finally {
      world.clock.now = new Date('2027-03-01T15:00:00Z');
    }
  });

  it('an order paid without a window (made to order) has none until its buyer chooses one; another buyer sees nothing', async () => {
    const caller = world.callerOn(customer);
    const start = await caller.checkout.initiate({
      lines: lines(),
      address,
      delivery: { levelId, feeCents: 20_000 },
      idempotencyKey: attemptKey(),
    });
    await pay(customer, start.orderNumber);
    expect(await caller.deliveryWindow.orderWindow({ number: start.orderNumber })).toBeNull();
    const stranger = world.callerOn(await h.loggedIn('manager'));
    await expect(stranger.deliveryWindow.orderWindow({ number: start.orderNumber })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const booked = await caller.deliveryWindow.chooseOrderWindow({
      number: start.orderNumber,
      date: '2027-03-05',
      windowStart: '08:00',
    });
    expect(booked).toMatchObject({ state: 'booked', orderId: start.orderId });
    // Choosing again moves the booking: one booking, its old window free.
    await caller.deliveryWindow.chooseOrderWindow({
      number: start.orderNumber,
      date: '2027-03-05',
      windowStart: '12:00',
    });
    expect([await used('2027-03-05', '08:00'), await used('2027-03-05', '12:00')]).toEqual([0, 1]);
    expect(await h.dataSource.getRepository(DeliveryHold).countBy({ orderId: start.orderId })).toBe(1);
  });
});
