import { DeliveryHold, DeliverySlot, testDialects } from '@shop/db';
import { DELIVERY_HOLD_MINUTES, DELIVERY_WINDOW_MESSAGES } from '@shop/domain';
import type { TServices } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp, type IRequestHttp } from '../../context.js';
import {
  RULES,
  customerOrder,
  pieces,
  windowWorld,
  windowZone,
  type IWindowWorld,
} from '../../test/delivery-windows.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/**
 * Capacity under concurrency, as several app processes meet it: on MySQL a second connection pool with its own
 * services, so the calls really run at once and only the conditional updates keep booked + held within capacity;
 * on SQLite (one connection, transactions taking turns) the same calls interleave at every await.
 */
describe.each(testDialects())('delivery window races on %s', (dialect) => {
  let h: IHarness;
  let world: IWindowWorld;
  let admin: IRequestHttp;
  let products: { sofa: number; chair: number };
  let guests = 0;
  const guest = () => memoryHttp(`10.4.0.${++guests % 250}`);

  beforeAll(async () => {
    h = await createHarness(dialect);
    world = await windowWorld(h, dialect);
    admin = await h.loggedIn('admin');
    products = await pieces(h);
  });
  afterAll(async () => {
    await world?.close();
    await h?.close();
  });

  const on = (i: number): TServices => world.processes[i % world.processes.length]!;
  const holdAt = (
    http: IRequestHttp,
    services: TServices,
    zoneId: number,
    date: string,
    windowStart: string,
  ) =>
    world.callerOn(http, services).deliveryWindow.hold({
      zoneId,
      date,
      windowStart,
      kind: 'curbside',
      lines: [{ productId: products.sofa, quantity: 1 }],
    });
  const slotOf = (zoneId: number, date: string, windowStart: string) =>
    h.dataSource.getRepository(DeliverySlot).findOneByOrFail({ zoneId, date, windowStart });
  const rejections = (settled: PromiseSettledResult<unknown>[]) =>
    settled.flatMap((r) => (r.status === 'rejected' ? [r.reason as { code: string; message: string }] : []));

  it('five holds at once on a window of one unit: one hold, four “That window just filled up”', async () => {
    const zoneId = await windowZone(world, admin, '11001', { capacityUnits: 1 });
    const settled = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => holdAt(guest(), on(i), zoneId, '2027-03-02', '08:00')),
    );
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(rejections(settled).map((e) => [e.code, e.message])).toEqual(
      Array.from({ length: 4 }, () => ['CONFLICT', DELIVERY_WINDOW_MESSAGES.full]),
    );
    const slot = await slotOf(zoneId, '2027-03-02', '08:00');
    expect([slot.usedUnits, slot.capacityUnits]).toEqual([1, 1]);
    expect(await h.dataSource.getRepository(DeliveryHold).countBy({ slotId: slot.id, state: 'held' })).toBe(
      1,
    );
  });

  it('holds that expire with two processes sweeping twice each give their units back exactly once', async () => {
    const zoneId = await windowZone(world, admin, '11002', { capacityUnits: 8 });
    for (let i = 0; i < 5; i++) await holdAt(guest(), on(i), zoneId, '2027-03-02', '08:00');
    const start = world.clock.now;
    world.clock.now = new Date(start.getTime() + 10 * 60_000);
    try {
      const live = await world.callerOn(guest()).deliveryWindow.hold({
        zoneId,
        date: '2027-03-02',
        windowStart: '08:00',
        kind: 'curbside',
        lines: [{ productId: products.sofa, quantity: 2 }],
      });
      expect(live.units).toBe(2);
    } finally {
      world.clock.now = start;
    }
    const due = new Date(start.getTime() + (DELIVERY_HOLD_MINUTES + 1) * 60_000);
    // Holds of other tests expire in the same sweeps: every expiry a sweep counts is one state change, once.
    const expiredRows = () => h.dataSource.getRepository(DeliveryHold).countBy({ state: 'expired' });
    const before = await expiredRows();
    const expired = await Promise.all([0, 1, 2, 3].map((i) => on(i).deliveryWindow.expireHolds(due)));
    expect(expired.reduce((sum, n) => sum + n, 0)).toBe((await expiredRows()) - before);
    const slot = await slotOf(zoneId, '2027-03-02', '08:00');
    expect(slot.usedUnits).toBe(2);
    expect(
      await h.dataSource.getRepository(DeliveryHold).countBy({ slotId: slot.id, state: 'expired' }),
    ).toBe(5);
  });

  it('a hold booked after it expired: needs_window on a filled window, and never more than capacity', async () => {
    const zoneId = await windowZone(world, admin, '11003', { capacityUnits: 1 });
    const due = new Date(world.clock.now.getTime() + (DELIVERY_HOLD_MINUTES + 1) * 60_000);
    const late = await holdAt(guest(), on(0), zoneId, '2027-03-02', '08:00');
    await on(1).deliveryWindow.expireHolds(due);
    await holdAt(guest(), on(1), zoneId, '2027-03-02', '08:00');
    const missed = await on(0).deliveryWindow.book(late.id, (await customerOrder(h)).id);
    expect(missed.outcome).toBe('needs_window');
    expect((await slotOf(zoneId, '2027-03-02', '08:00')).usedUnits).toBe(1);

    // An expired hold booked while four others race for its unit: exactly one of them all gets it.
    const raced = await holdAt(guest(), on(0), zoneId, '2027-03-02', '12:00');
    await on(1).deliveryWindow.expireHolds(due);
    const order = await customerOrder(h);
    const [booking, ...holds] = await Promise.allSettled([
      on(0).deliveryWindow.book(raced.id, order.id),
      ...Array.from({ length: 4 }, (_, i) => holdAt(guest(), on(i + 1), zoneId, '2027-03-02', '12:00')),
    ]);
    expect(booking?.status).toBe('fulfilled');
    const booked = booking?.status === 'fulfilled' && booking.value.outcome === 'booked' ? 1 : 0;
    expect(booked + holds.filter((r) => r.status === 'fulfilled').length).toBe(1);
    const slot = await slotOf(zoneId, '2027-03-02', '12:00');
    expect([slot.usedUnits, slot.capacityUnits]).toEqual([1, 1]);
  });

  it('two reschedules of one booking at once leave one booking, counted once', async () => {
    const zoneId = await windowZone(world, admin, '11004');
    const customer = await h.loggedIn('customer');
    const order = await customerOrder(h);
    const hold = await holdAt(customer, on(0), zoneId, '2027-03-04', '08:00');
    await on(0).deliveryWindow.book(hold.id, order.id);
    const targets = ['08:00', '12:00'];
    const settled = await atOnce(
      hold.id,
      targets.map(
        (windowStart, i) => () =>
          world
            .callerOn(customer, on(i))
            .deliveryWindow.reschedule({ id: hold.id, date: '2027-03-05', windowStart }),
      ),
    );
    const won = settled.filter((r) => r.status === 'fulfilled');
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const error of rejections(settled))
      expect([error.code, error.message]).toEqual(['CONFLICT', DELIVERY_WINDOW_MESSAGES.changedMeanwhile]);
    // On MySQL both read the booking before either moved it: exactly one may win.
    if (dialect === 'mysql') expect(won).toHaveLength(1);
    const booking = await h.dataSource.getRepository(DeliveryHold).findOneByOrFail({ id: hold.id });
    expect(booking.state).toBe('booked');
    const used = await Promise.all(
      [['2027-03-04', '08:00'], ...targets.map((t) => ['2027-03-05', t])].map(async ([date, start]) => {
        const slot = await slotOf(zoneId, date!, start!);
        return [slot.id, slot.usedUnits] as const;
      }),
    );
    expect(used.filter(([, units]) => units > 0)).toEqual([[booking.slotId, 1]]);
  });

  it('a capacity change racing the first holds of a window: the slot ends with the new capacity, never overused', async () => {
    const zoneId = await windowZone(world, admin, '11005', { capacityUnits: 3 });
    const staff = world.callerOn(admin).deliveryWindow;
    const settled = await Promise.allSettled([
      ...Array.from({ length: 4 }, (_, i) => holdAt(guest(), on(i), zoneId, '2027-03-02', '08:00')),
      staff.saveRules({ zoneId, ...RULES, capacityUnits: 1, moveBookings: true }),
      ...Array.from({ length: 4 }, (_, i) => holdAt(guest(), on(i + 1), zoneId, '2027-03-02', '08:00')),
    ]);
    expect(settled[4]?.status).toBe('fulfilled');
    for (const error of rejections(settled)) expect(error.message).toBe(DELIVERY_WINDOW_MESSAGES.full);
    const slot = await slotOf(zoneId, '2027-03-02', '08:00');
    const live = await h.dataSource.getRepository(DeliveryHold).findBy([
      { slotId: slot.id, state: 'held' },
      { slotId: slot.id, state: 'booked' },
    ]);
    expect(slot.capacityUnits).toBe(1);
    expect(slot.usedUnits).toBe(live.reduce((sum, hold) => sum + hold.units, 0));
    expect(slot.usedUnits).toBeLessThanOrEqual(1);
  });

  /**
   * Runs the calls at once. On MySQL a third transaction holds the booking's row until every call waits on it to
   * write, so all of them read it before any moved it; SQLite's transactions take turns anyway.
   */
  async function atOnce<T>(holdId: number, calls: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
    if (dialect !== 'mysql') return Promise.allSettled(calls.map((call) => call()));
    const holder = h.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query('SELECT id FROM delivery_holds WHERE id = ? FOR UPDATE', [holdId]);
      const settled = Promise.allSettled(calls.map((call) => call()));
      for (let waiting = 0, polls = 0; waiting < calls.length && polls < 100; polls++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const [row] = await h.dataSource.query<{ n: number | string }[]>(
          'SELECT COUNT(*) AS n FROM information_schema.innodb_trx t JOIN information_schema.processlist p ' +
            "ON p.id = t.trx_mysql_thread_id WHERE t.trx_state = 'LOCK WAIT' AND p.db = DATABASE()",
        );
        waiting = Number(row?.n ?? 0);
      }
      await holder.commitTransaction();
      return await settled;
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
  }
});
