import { DeliverySlot, testDialects } from '@shop/db';
import { DELIVERY_HOLD_MINUTES, DELIVERY_WINDOW_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp, type IRequestHttp } from '../../context.js';
import { createOpenApiDocument } from '../../openapi.js';
import {
  RULES,
  customerOrder,
  pieces,
  windowWorld,
  windowZone,
  type IWindowWorld,
} from '../../test/delivery-windows.js';
import { fieldErrors } from '../../test/field-errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/** Delivery windows: staff rules, the storefront's availability, holds, bookings, reschedules and the day sheet. */
describe.each(testDialects())('delivery windows on %s', (dialect) => {
  let h: IHarness;
  let world: IWindowWorld;
  let admin: IRequestHttp;
  let customer: IRequestHttp;
  let products: { sofa: number; chair: number };
  const sofa = () => [{ productId: products.sofa, quantity: 1 }];
  const twoChairs = () => [{ productId: products.chair, quantity: 2 }];

  beforeAll(async () => {
    h = await createHarness(dialect);
    world = await windowWorld(h, dialect);
    admin = await h.loggedIn('admin');
    customer = await h.loggedIn('customer');
    products = await pieces(h);
  });
  afterAll(async () => {
    await world?.close();
    await h?.close();
  });

  const slotUse = async (zoneId: number, date: string, windowStart: string) => {
    const slot = await h.dataSource.getRepository(DeliverySlot).findOneBy({ zoneId, date, windowStart });
    return slot ? [slot.usedUnits, slot.capacityUnits] : null;
  };
  const holdAt = (http: IRequestHttp, zoneId: number, date: string, windowStart: string, lines = sofa()) =>
    world.callerOn(http).deliveryWindow.hold({ zoneId, date, windowStart, kind: 'white_glove', lines });
  let guests = 0;
  /** A new guest: no session, a cart session once a hold makes one. */
  const guest = () => memoryHttp(`10.3.0.${++guests % 250}`);

  it('offers a zone’s windows by ZIP from the lead time on, in its time, never on blackout days', async () => {
    const zoneId = await windowZone(world, admin, '10001');
    const anyone = world.callerOn();
    const week = await anyone.deliveryWindow.availability({ postalCode: '10001', lines: sofa(), days: 7 });
    expect(week.zone).toMatchObject({ id: zoneId, timeZone: 'America/New_York' });
    expect(week.units).toBe(1);
    // Tuesday 2 to Monday 8 March, Sunday left out: six days of two windows.
    expect(week.windows).toHaveLength(12);
    expect(week.windows[0]).toEqual({
      date: '2027-03-02',
      dateLabel: 'Tuesday, March 2',
      windowStart: '08:00',
      windowEnd: '12:00',
      label: '8:00 AM – 12:00 PM',
      start: '2027-03-02T13:00:00.000Z',
      end: '2027-03-02T17:00:00.000Z',
      available: true,
    });
    expect(week.windows.some((w) => w.date === '2027-03-07')).toBe(false);

    await world
      .callerOn(admin)
      .deliveryWindow.saveBlackout({ zoneId, date: '2027-03-03', reason: 'Inventory' });
    const afterBlackout = await anyone.deliveryWindow.availability({ zoneId, units: 1, days: 3 });
    expect([...new Set(afterBlackout.windows.map((w) => w.date))]).toEqual(['2027-03-02', '2027-03-04']);
    // After 14:00 in New York the order counts from Tuesday: Wednesday is blacked out, so Thursday is first.
    world.clock.now = new Date('2027-03-01T19:30:00Z');
    try {
      const late = await anyone.deliveryWindow.availability({ zoneId, units: 1, days: 2 });
      expect(late.windows.map((w) => w.date)).toEqual(['2027-03-04', '2027-03-04']);
    } finally {
      world.clock.now = new Date('2027-03-01T15:00:00Z');
    }
    // A job bigger than a window fits nowhere; outside every zone there are no windows.
    const big = await anyone.deliveryWindow.availability({ zoneId, units: 4, days: 2 });
    expect(big.windows.every((w) => !w.available)).toBe(true);
    expect(await anyone.deliveryWindow.availability({ postalCode: '94110', units: 1 })).toEqual({
      zone: null,
      units: 1,
      windows: [],
    });
  });

  it('holds a window for its buyer only, refuses a full one with 409 and replaces the buyer’s earlier hold', async () => {
    const zoneId = await windowZone(world, admin, '10002');
    // Two chairs, white glove: two freight pieces and one hour of assembly.
    const chairs = await holdAt(customer, zoneId, '2027-03-02', '08:00', twoChairs());
    expect(chairs).toMatchObject({
      units: 3,
      state: 'held',
      date: '2027-03-02',
      start: '2027-03-02T13:00:00.000Z',
    });
    expect(Date.parse(chairs.expiresAt)).toBe(world.clock.now.getTime() + DELIVERY_HOLD_MINUTES * 60_000);
    const shopper = guest();
    await expect(holdAt(shopper, zoneId, '2027-03-02', '08:00')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: DELIVERY_WINDOW_MESSAGES.full,
    });
    const window = (await world.callerOn().deliveryWindow.availability({ zoneId, units: 1, days: 1 }))
      .windows;
    expect(window.map((w) => w.available)).toEqual([false, true]);

    const guestHold = await holdAt(shopper, zoneId, '2027-03-02', '12:00');
    expect(shopper.cart).toBeTruthy();
    await expect(world.callerOn(customer).deliveryWindow.release({ id: guestHold.id })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
    await expect(world.callerOn().deliveryWindow.mine({ id: guestHold.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await world.callerOn(shopper).deliveryWindow.mine({ id: guestHold.id })).state).toBe('held');

    // The customer moves to the afternoon: the morning's units come back.
    await holdAt(customer, zoneId, '2027-03-02', '12:00');
    expect((await world.callerOn(customer).deliveryWindow.mine({ id: chairs.id })).state).toBe('released');
    expect(await slotUse(zoneId, '2027-03-02', '08:00')).toEqual([0, 3]);
    expect(await slotUse(zoneId, '2027-03-02', '12:00')).toEqual([2, 3]);
    expect((await world.callerOn(shopper).deliveryWindow.release({ id: guestHold.id })).state).toBe(
      'released',
    );
    expect((await world.callerOn(shopper).deliveryWindow.release({ id: guestHold.id })).state).toBe(
      'released',
    );
    expect(await slotUse(zoneId, '2027-03-02', '12:00')).toEqual([1, 3]);

    // Sunday, before the lead time, or a window the zone does not have: 422 on the window.
    for (const [date, start] of [
      ['2027-03-07', '08:00'],
      ['2027-03-01', '08:00'],
      ['2027-03-02', '09:00'],
    ])
      expect(await fieldErrors(holdAt(customer, zoneId, date!, start!))).toEqual({
        windowStart: [DELIVERY_WINDOW_MESSAGES.notOffered],
      });
  });

  it('books a live hold, takes an expired one again while there is room, else records needs_window', async () => {
    const zoneId = await windowZone(world, admin, '10003');
    const { deliveryWindow } = world.services;
    const order = await customerOrder(h);
    const live = await holdAt(customer, zoneId, '2027-03-04', '08:00', twoChairs());
    expect((await deliveryWindow.book(live.id, order.id)).outcome).toBe('booked');
    expect((await deliveryWindow.book(live.id, order.id)).outcome).toBe('booked');
    await expect(deliveryWindow.book(live.id, order.id + 1000)).rejects.toMatchObject({
      message: DELIVERY_WINDOW_MESSAGES.bookedElsewhere,
    });
    // A booked window is the order's: its buyer reschedules it, never lets it go.
    await expect(world.callerOn(customer).deliveryWindow.release({ id: live.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: DELIVERY_WINDOW_MESSAGES.bookedRelease,
    });

    const late = await holdAt(guest(), zoneId, '2027-03-04', '12:00');
    const expiry = new Date(world.clock.now.getTime() + (DELIVERY_HOLD_MINUTES + 1) * 60_000);
    expect(await deliveryWindow.expireHolds(expiry)).toBe(1);
    expect(await deliveryWindow.expireHolds(expiry)).toBe(0);
    expect(await slotUse(zoneId, '2027-03-04', '12:00')).toEqual([0, 3]);
    // Inside the payment's transaction, as checkout may call it.
    const lateOrder = await customerOrder(h);
    const retaken = await world.services.transaction((tx) => tx.deliveryWindow.book(late.id, lateOrder.id));
    expect([retaken.outcome, retaken.hold.state]).toEqual(['booked', 'booked']);
    expect(await slotUse(zoneId, '2027-03-04', '12:00')).toEqual([1, 3]);

    const lost = await holdAt(guest(), zoneId, '2027-03-05', '08:00', twoChairs());
    await deliveryWindow.expireHolds(expiry);
    await holdAt(customer, zoneId, '2027-03-05', '08:00', twoChairs());
    const missed = await deliveryWindow.book(lost.id, (await customerOrder(h)).id);
    expect([missed.outcome, missed.hold.state]).toEqual(['needs_window', 'needs_window']);
    expect(await slotUse(zoneId, '2027-03-05', '08:00')).toEqual([3, 3]);

    // Cancelling the order gives its units back once.
    expect(await deliveryWindow.cancelBooking(order.id)).toEqual({ cancelled: 1 });
    expect(await deliveryWindow.cancelBooking(order.id)).toEqual({ cancelled: 0 });
    expect(await slotUse(zoneId, '2027-03-04', '08:00')).toEqual([0, 3]);
  });

  it('lets the buyer reschedule until two business days before the window, and staff at any time', async () => {
    const zoneId = await windowZone(world, admin, '10004');
    const order = await customerOrder(h);
    const hold = await holdAt(customer, zoneId, '2027-03-04', '08:00', twoChairs());
    await world.services.deliveryWindow.book(hold.id, order.id);
    const mine = world.callerOn(customer).deliveryWindow;
    // Thursday 08:00 closes Tuesday 08:00; Friday 12:00 closes Wednesday 12:00: both still open on Monday.
    const moved = await mine.reschedule({ id: hold.id, date: '2027-03-05', windowStart: '12:00' });
    expect(moved).toMatchObject({ state: 'booked', date: '2027-03-05', windowStart: '12:00', units: 3 });
    expect(await slotUse(zoneId, '2027-03-04', '08:00')).toEqual([0, 3]);
    expect(await slotUse(zoneId, '2027-03-05', '12:00')).toEqual([3, 3]);
    await expect(
      world
        .callerOn(guest())
        .deliveryWindow.reschedule({ id: hold.id, date: '2027-03-09', windowStart: '08:00' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    world.clock.now = new Date('2027-03-03T18:00:00Z'); // Wednesday 13:00 in New York
    try {
      await expect(
        mine.reschedule({ id: hold.id, date: '2027-03-09', windowStart: '08:00' }),
      ).rejects.toMatchObject({
        code: 'CONFLICT',
        message: DELIVERY_WINDOW_MESSAGES.pastCutoff,
      });
      const byStaff = await world
        .callerOn(admin)
        .deliveryWindow.moveBooking({ id: hold.id, date: '2027-03-04', windowStart: '12:00' });
      expect(byStaff).toMatchObject({ state: 'booked', date: '2027-03-04', windowStart: '12:00' });
      expect(await slotUse(zoneId, '2027-03-05', '12:00')).toEqual([0, 3]);
    } finally {
      world.clock.now = new Date('2027-03-01T15:00:00Z');
    }
    await expect(
      world
        .callerOn(admin)
        .deliveryWindow.moveBooking({ id: hold.id, date: '2027-03-09', windowStart: '08:00' }),
    ).resolves.toMatchObject({ date: '2027-03-09' });
    await holdAt(guest(), zoneId, '2027-03-06', '08:00', twoChairs());
    await expect(
      mine.reschedule({ id: hold.id, date: '2027-03-06', windowStart: '08:00' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: DELIVERY_WINDOW_MESSAGES.full,
    });
  });

  it('refuses a capacity change or blackout over bookings with 409, and moves them with moveBookings', async () => {
    const zoneId = await windowZone(world, admin, '10005');
    const staff = world.callerOn(admin).deliveryWindow;
    const order = await customerOrder(h);
    const hold = await holdAt(customer, zoneId, '2027-03-10', '08:00', twoChairs());
    await world.services.deliveryWindow.book(hold.id, order.id);

    const lower = { zoneId, date: '2027-03-10', windowStart: '08:00', capacityUnits: 2 };
    await expect(staff.saveOverride(lower)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: DELIVERY_WINDOW_MESSAGES.capacityInUse,
    });
    expect((await staff.schedule({ zoneId })).overrides).toEqual([]);
    expect(await slotUse(zoneId, '2027-03-10', '08:00')).toEqual([3, 3]);
    const raised = await staff.saveOverride({ ...lower, capacityUnits: 5 });
    expect(raised).toMatchObject({
      movedOrderIds: [],
      schedule: { overrides: [{ date: '2027-03-10', capacityUnits: 5 }] },
    });
    expect(await slotUse(zoneId, '2027-03-10', '08:00')).toEqual([3, 5]);
    const moved = await staff.saveOverride({ ...lower, moveBookings: true });
    expect(moved.movedOrderIds).toEqual([order.id]);
    expect(await slotUse(zoneId, '2027-03-10', '08:00')).toEqual([0, 2]);
    expect((await world.callerOn(customer).deliveryWindow.mine({ id: hold.id })).state).toBe('needs_window');
    expect(await staff.needsWindow({ zoneId })).toEqual([
      expect.objectContaining({
        bookingId: hold.id,
        orderId: order.id,
        orderNumber: order.number,
        units: 3,
        lastDate: '2027-03-10',
        lastWindowStart: '08:00',
      }),
    ]);

    // Staff give it a window again; then a blackout over it is refused, or moves it.
    await staff.moveBooking({ id: hold.id, date: '2027-03-10', windowStart: '12:00' });
    expect(await staff.needsWindow({ zoneId })).toEqual([]);
    await expect(staff.saveBlackout({ zoneId, date: '2027-03-10' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await staff.schedule({ zoneId })).blackouts).toEqual([]);
    expect(
      (await staff.saveBlackout({ zoneId, date: '2027-03-10', moveBookings: true })).movedOrderIds,
    ).toEqual([order.id]);
    expect(await slotUse(zoneId, '2027-03-10', '12:00')).toEqual([0, 0]);
    await staff.deleteBlackout({ zoneId, date: '2027-03-10' });
    expect(await slotUse(zoneId, '2027-03-10', '12:00')).toEqual([0, 3]);
    await expect(staff.deleteBlackout({ zoneId, date: '2027-03-10' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    // The weekly rules too: 3 units booked, capacity 2 everywhere.
    await staff.moveBooking({ id: hold.id, date: '2027-03-11', windowStart: '08:00' });
    const rules = { zoneId, ...RULES, capacityUnits: 2 };
    await expect(staff.saveRules(rules)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await staff.saveRules({ ...rules, moveBookings: true })).movedOrderIds).toEqual([order.id]);
    expect(await slotUse(zoneId, '2027-03-11', '08:00')).toEqual([0, 2]);
  });

  it('lists a day’s bookings window by window with their orders for staff', async () => {
    const zoneId = await windowZone(world, admin, '10006');
    const book = async (start: string, http: IRequestHttp) => {
      const order = await customerOrder(h);
      const hold = await holdAt(http, zoneId, '2027-03-12', start);
      await world.services.deliveryWindow.book(hold.id, order.id);
      return order;
    };
    const afternoon = await book('12:00', guest());
    const morning = await book('08:00', guest());
    const sheet = await world
      .callerOn(await h.loggedIn('manager'))
      .deliveryWindow.daySheet({ zoneId, date: '2027-03-12' });
    expect(
      sheet.windows.map((w) => [
        w.windowStart,
        w.usedUnits,
        w.capacityUnits,
        w.bookings.map((b) => b.orderNumber),
      ]),
    ).toEqual([
      ['08:00', 1, 3, [morning.number]],
      ['12:00', 1, 3, [afternoon.number]],
    ]);
    expect(sheet.windows[0]!.bookings[0]).toMatchObject({
      orderId: morning.id,
      name: 'Cy Customer',
      address: '1 Main St, Apt 4, New York, NY 10013',
      phone: '212-555-0100',
      units: 1,
    });
  });

  it('lets staff read and administrators change; anonymous callers hear 401', async () => {
    const zoneId = await windowZone(world, admin, '10007');
    const manager = world.callerOn(await h.loggedIn('manager')).deliveryWindow;
    expect((await manager.schedule({ zoneId })).rules).toMatchObject({ capacityUnits: 3, leadDays: 1 });
    for (const change of [
      () => manager.saveRules({ zoneId, ...RULES }),
      () => manager.saveBlackout({ zoneId, date: '2027-03-10' }),
      () => manager.saveOverride({ zoneId, date: '2027-03-10', windowStart: '08:00', capacityUnits: 1 }),
      () => manager.moveBooking({ id: 1, date: '2027-03-10', windowStart: '08:00' }),
    ])
      await expect(change()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = world.callerOn().deliveryWindow;
    await expect(anonymous.schedule({ zoneId })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.needsWindow({ zoneId })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.daySheet({ zoneId, date: '2027-03-10' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      world.callerOn(customer).deliveryWindow.saveBlackout({ zoneId, date: '2027-03-10' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(world.callerOn(admin).deliveryWindow.schedule({ zoneId: 99_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('documents every call under /api/delivery with its statuses', () => {
    const paths = createOpenApiDocument('http://shop.test/api').paths as Record<
      string,
      Record<string, { responses: Record<string, unknown> }>
    >;
    const statuses = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses ?? {}).sort();
    expect(statuses('/delivery/windows/hold', 'post')).toEqual(
      expect.arrayContaining(['403', '404', '409', '422']),
    );
    expect(statuses('/delivery/windows/hold', 'post')).not.toContain('401');
    expect(statuses('/delivery/zones/{zoneId}/windows', 'post')).toEqual(
      expect.arrayContaining(['401', '403', '404', '409', '422']),
    );
    expect(statuses('/delivery/zones/{zoneId}/day-sheet/{date}', 'get')).toEqual(
      expect.arrayContaining(['401', '404']),
    );
    for (const path of [
      '/delivery/windows/availability',
      '/delivery/holds/{id}/release',
      '/delivery/bookings/{id}/reschedule',
      '/delivery/bookings/{id}/move',
      '/delivery/zones/{zoneId}/blackouts/{date}',
      '/delivery/zones/{zoneId}/overrides',
    ])
      expect(Object.keys(paths), path).toContain(path);
  });
});
