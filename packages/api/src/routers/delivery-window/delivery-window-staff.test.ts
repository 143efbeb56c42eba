import { Customer, Order, testDialects } from '@shop/db';
import { seedOrder } from '@shop/db/seed';
import { DELIVERY_STOP_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp, type IRequestHttp } from '../../context.js';
import { pieces, windowWorld, windowZone, type IWindowWorld } from '../../test/delivery-windows.js';
import { fieldErrors } from '../../test/field-errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/** The staff side of delivery windows: the calendar of booked and held units, and the crew's "Delivered". */
describe.each(testDialects())('delivery windows for staff on %s', (dialect) => {
  let h: IHarness;
  let world: IWindowWorld;
  let admin: IRequestHttp;
  let manager: IRequestHttp;
  let products: { sofa: number; chair: number };
  let guests = 0;
  const guest = () => memoryHttp(`10.4.0.${++guests % 250}`);

  beforeAll(async () => {
    h = await createHarness(dialect);
    world = await windowWorld(h, dialect);
    admin = await h.loggedIn('admin');
    manager = await h.loggedIn('manager');
    products = await pieces(h);
  });
  afterAll(async () => {
    await world?.close();
    await h?.close();
  });

  /** Two chairs white glove for the harness's customer, being prepared, booked into a window. */
  const bookedOrder = async (zoneId: number, date: string, windowStart: string) => {
    const customer = await h.dataSource
      .getRepository(Customer)
      .findOneByOrFail({ email: 'customer@test.shop' });
    const order = await seedOrder(h.dataSource, {
      customerId: customer.id,
      shipName: 'Cy Customer',
      phone: '212-555-0100',
      addressLine1: '1 Main St',
      city: 'New York',
      state: 'NY',
      postalCode: '10013',
      deliveryLevelKind: 'white_glove',
      deliveryLevelName: 'White glove',
      lines: [{ productId: products.chair, quantity: 2 }],
    });
    await h.dataSource.getRepository(Order).update({ id: order.id }, { fulfilmentStatus: 'processing' });
    const lines = [{ productId: products.chair, quantity: 2 }];
    const hold = await world
      .callerOn(guest())
      .deliveryWindow.hold({ zoneId, date, windowStart, kind: 'white_glove', lines });
    await world.services.deliveryWindow.book(hold.id, order.id);
    return { order, customerId: customer.id, bookingId: hold.id };
  };

  it('shows staff each date’s windows with capacity, booked and held units, and blackout days', async () => {
    const zoneId = await windowZone(world, admin, '10101');
    await bookedOrder(zoneId, '2027-03-02', '08:00');
    await world.callerOn(guest()).deliveryWindow.hold({
      zoneId,
      date: '2027-03-02',
      windowStart: '12:00',
      kind: 'curbside',
      lines: [{ productId: products.sofa, quantity: 1 }],
    });
    await world
      .callerOn(admin)
      .deliveryWindow.saveBlackout({ zoneId, date: '2027-03-03', reason: 'Inventory' });
    await world
      .callerOn(admin)
      .deliveryWindow.saveOverride({ zoneId, date: '2027-03-04', windowStart: '12:00', capacityUnits: 5 });

    // Today in New York is Monday 1 March: the calendar starts there without a date.
    const calendar = await world.callerOn(manager).deliveryWindow.calendar({ zoneId, days: 7 });
    expect(calendar.from).toBe('2027-03-01');
    expect(calendar.windows.map((w) => w.label)).toEqual(['8:00 AM – 12:00 PM', '12:00 PM – 4:00 PM']);
    const day = (date: string) => calendar.days.find((d) => d.date === date)!;
    const cells = (date: string) =>
      day(date).windows.map((w) => [w.windowStart, w.capacityUnits, w.bookedUnits, w.heldUnits]);
    expect(cells('2027-03-02')).toEqual([
      ['08:00', 3, 3, 0],
      ['12:00', 3, 0, 1],
    ]);
    expect(day('2027-03-03')).toMatchObject({ blackout: 'Inventory', dateLabel: 'Wednesday, March 3' });
    expect(cells('2027-03-03')).toEqual([
      ['08:00', 0, 0, 0],
      ['12:00', 0, 0, 0],
    ]);
    expect(cells('2027-03-04')).toEqual([
      ['08:00', 3, 0, 0],
      ['12:00', 5, 0, 0],
    ]);
    // Sunday is not a crew day.
    expect(day('2027-03-07').windows.every((w) => w.capacityUnits === 0)).toBe(true);
    expect(day('2027-03-07').blackout).toBeNull();

    const later = await world
      .callerOn(admin)
      .deliveryWindow.calendar({ zoneId, from: '2027-03-04', days: 2 });
    expect(later.days.map((d) => d.date)).toEqual(['2027-03-04', '2027-03-05']);
    await expect(world.callerOn().deliveryWindow.calendar({ zoneId })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(world.callerOn(admin).deliveryWindow.calendar({ zoneId: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('gives the crew pieces, assembly and access notes, and marks a stop delivered once', async () => {
    const zoneId = await windowZone(world, admin, '10102');
    const { order, customerId, bookingId } = await bookedOrder(zoneId, '2027-03-05', '12:00');
    await world.services.account.saveFitPassages(customerId, { doorWidthIn: 30, stairWidthIn: 36 });

    const sheet = await world.callerOn(manager).deliveryWindow.daySheet({ zoneId, date: '2027-03-05' });
    const stop = sheet.windows.find((w) => w.windowStart === '12:00')!.bookings[0]!;
    expect(stop).toMatchObject({
      bookingId,
      orderNumber: order.number,
      level: 'White glove',
      pieces: [{ name: order.lines[0]!.productName, quantity: 2, assembly: true }],
      accessNotes: ['Door width 30 in', 'Stair width 36 in'],
      delivered: false,
    });

    const delivered = (date = '2027-03-05', http = admin) =>
      world.callerOn(http).deliveryWindow.stopDelivered({ bookingId, date });
    world.clock.now = new Date('2027-03-05T19:00:00Z');
    try {
      expect(await fieldErrors(delivered('2027-03-04'))).toEqual({
        date: [DELIVERY_STOP_MESSAGES.otherDate],
      });
      await expect(delivered(undefined, manager)).rejects.toMatchObject({ code: 'FORBIDDEN' });

      const done = await delivered();
      expect(done).toMatchObject({ bookingId, orderId: order.id });
      expect(done.deliveredShipmentIds).toHaveLength(1);
      const shipments = await world.services.order.shipments(order.id);
      expect(shipments.shipments).toMatchObject([
        { carrier: 'crew', status: 'delivered', deliveredOn: '2027-03-05', lines: [{ quantity: 2 }] },
      ]);
      const saved = await h.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
      expect([saved.fulfilmentStatus, saved.status]).toEqual(['delivered', 'completed']);

      await expect(delivered()).rejects.toMatchObject({
        code: 'CONFLICT',
        message: DELIVERY_STOP_MESSAGES.alreadyDelivered,
      });
      const after = await world.callerOn(admin).deliveryWindow.daySheet({ zoneId, date: '2027-03-05' });
      expect(after.windows.find((w) => w.windowStart === '12:00')!.bookings[0]!.delivered).toBe(true);
    } finally {
      world.clock.now = new Date('2027-03-01T15:00:00Z');
    }
  });

  it('delivers the shipments already on their way when nothing is left to ship', async () => {
    const zoneId = await windowZone(world, admin, '10103');
    const { order, bookingId } = await bookedOrder(zoneId, '2027-03-02', '08:00');
    const [line] = (await world.services.order.shipments(order.id)).lines;
    const staff = { id: 1, name: 'Ada Admin' };
    await world.services.order.createShipment(
      {
        id: order.id,
        carrier: 'other',
        trackingNumbers: [],
        lines: [{ orderLineId: line!.orderLineId, quantity: 2 }],
      },
      staff,
    );
    world.clock.now = new Date('2027-03-02T19:00:00Z');
    try {
      const done = await world
        .callerOn(admin)
        .deliveryWindow.stopDelivered({ bookingId, date: '2027-03-02' });
      const shipments = (await world.services.order.shipments(order.id)).shipments;
      expect(shipments.map((s) => [s.carrier, s.status, s.deliveredOn])).toEqual([
        ['other', 'delivered', '2027-03-02'],
      ]);
      expect(done.deliveredShipmentIds).toEqual([shipments[0]!.id]);
    } finally {
      world.clock.now = new Date('2027-03-01T15:00:00Z');
    }
  });
});
