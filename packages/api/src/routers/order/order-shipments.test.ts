import { Customer, Order, OrderLine, ShipmentLine, testDialects } from '@shop/db';
import { seedOrder, seedProduct } from '@shop/db/seed';
import { SHIPMENT_MESSAGES } from '@shop/domain';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';
import { ordersAtOnce } from '../../test/orders-at-once.js';

/** Shipping an order in parts: lines and quantities per shipment, carriers and tracking, delivery per shipment. */
describe.each(testDialects())('order shipments on %s', (dialect) => {
  let h: IHarness;
  let admin: ReturnType<IHarness['caller']>;

  beforeAll(async () => {
    h = await createHarness(dialect);
    admin = h.caller(await h.loggedIn('admin'));
  });
  afterAll(() => h?.close());

  const errorOf = (promise: Promise<unknown>): Promise<TRPCError> =>
    promise.then(
      () => {
        throw new Error('expected the call to be refused');
      },
      (e: unknown) => e as TRPCError,
    );

  /** A paid order being prepared: two chairs and a lamp, for the harness's customer. */
  async function chairsAndLamp(over: Parameters<typeof seedOrder>[1] = {}) {
    const chair = await seedProduct(h.dataSource, { name: 'Oak chair', stock: 10 });
    const lamp = await seedProduct(h.dataSource, { name: 'Brass lamp', stock: 10 });
    const order = await seedOrder(h.dataSource, {
      fulfilmentStatus: 'processing',
      lines: [
        { productId: chair.id, quantity: 2 },
        { productId: lamp.id, quantity: 1 },
      ],
      ...over,
    });
    const [chairs, lamps] = order.lines;
    return { order, chairs: chairs!, lamps: lamps! };
  }

  it('ships an order in two parts with tracking links, mails each part and completes once both arrived', async () => {
    const { order, chairs, lamps } = await chairsAndLamp();
    const first = await admin.order.createShipment({
      id: order.id,
      carrier: 'fedex',
      trackingNumbers: [' 7712 3456 7890 '],
      lines: [
        { orderLineId: chairs.id, quantity: 1 },
        { orderLineId: lamps.id, quantity: 1 },
      ],
    });
    expect(first.fulfilmentStatus).toBe('partially_shipped');
    expect(first.actions).not.toContain('cancel');
    expect(first.shipments).toEqual([
      expect.objectContaining({
        sequence: 1,
        carrier: 'fedex',
        carrierLabel: 'FedEx',
        status: 'shipped',
        deliveredOn: null,
        tracking: [
          { number: '7712 3456 7890', url: 'https://www.fedex.com/fedextrack/?trknbr=771234567890' },
        ],
        lines: [
          expect.objectContaining({ orderLineId: chairs.id, productName: 'Oak chair', quantity: 1 }),
          expect.objectContaining({ orderLineId: lamps.id, productName: 'Brass lamp', quantity: 1 }),
        ],
      }),
    ]);
    expect((await admin.order.shipments({ id: order.id })).lines).toEqual([
      { orderLineId: chairs.id, shipped: 1, remaining: 1, shippableNow: 1 },
      { orderLineId: lamps.id, shipped: 1, remaining: 0, shippableNow: 0 },
    ]);

    // More than is left answers 422 on the line, naming what can still go.
    const tooMany = await errorOf(
      admin.order.createShipment({
        id: order.id,
        carrier: 'ups',
        trackingNumbers: ['1Z999AA10123456784'],
        lines: [{ orderLineId: chairs.id, quantity: 2 }],
      }),
    );
    expect(fieldErrorsOf(tooMany)).toEqual({ 'lines.0.quantity': ['Only 1 of Oak chair can ship now.'] });

    const second = await admin.order.createShipment({
      id: order.id,
      carrier: 'ups',
      trackingNumbers: ['1Z999AA10123456784', '1Z999AA10123456785'],
      lines: [{ orderLineId: chairs.id, quantity: 1 }],
    });
    expect(second.fulfilmentStatus).toBe('shipped');
    expect(second.trackingNumber).toBe('7712 3456 7890');
    expect(second.shipments[1]?.tracking.map((t) => t.url)).toEqual([
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      'https://www.ups.com/track?tracknum=1Z999AA10123456785',
    ]);

    // The customer sees both shipments on their order page, and got one mail per shipment.
    const cy = await h.dataSource.getRepository(Customer).findOneByOrFail({ email: 'customer@test.shop' });
    await h.dataSource.getRepository(Order).update({ id: order.id }, { customerId: cy.id });
    const customer = h.caller(await h.loggedIn('customer'));
    const mine = await customer.order.mineDetail({ number: order.number });
    expect(mine.shipments.map((s) => [s.carrierLabel, s.tracking.length])).toEqual([
      ['FedEx', 1],
      ['UPS', 2],
    ]);
    const mails = (await h.deliveredMail()).filter((m) => m.to === order.email && /shipped/.test(m.subject));
    expect(mails.map((m) => m.subject)).toEqual([
      `Part of your order ${order.number} has shipped`,
      `Your order ${order.number} has shipped`,
    ]);
    expect(mails[0]?.text).toContain('1 x Oak chair');
    expect(mails[0]?.text).toContain('https://www.fedex.com/fedextrack/?trknbr=771234567890');
    expect(mails[0]?.text).toContain('The other 1 piece(s) will follow');

    const [one, two] = second.shipments;
    const afterOne = await admin.order.deliverShipment({ id: order.id, shipmentId: one!.id });
    expect(afterOne).toMatchObject({ status: 'paid', fulfilmentStatus: 'shipped' });
    expect(afterOne.shipments[0]).toMatchObject({ status: 'delivered', deliveredOn: expect.any(String) });
    const done = await admin.order.deliverShipment({ id: order.id, shipmentId: two!.id });
    expect(done).toMatchObject({ status: 'completed', fulfilmentStatus: 'delivered', actions: [] });
    await expect(admin.order.deliverShipment({ id: order.id, shipmentId: two!.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: SHIPMENT_MESSAGES.alreadyDelivered,
    });
    expect(done.events.map((e) => e.kind)).toEqual([
      'created',
      'shipment',
      'shipped',
      'shipment_delivered',
      'shipment_delivered',
      'delivered',
    ]);
  });

  it('refuses a parcel without tracking, a foreign line, a future delivery day, and orders not ready to ship', async () => {
    const { order, chairs } = await chairsAndLamp();
    const untracked = await errorOf(
      admin.order.createShipment({
        id: order.id,
        carrier: 'usps',
        lines: [{ orderLineId: chairs.id, quantity: 1 }],
      }),
    );
    expect(fieldErrorsOf(untracked)).toEqual({ trackingNumbers: [SHIPMENT_MESSAGES.trackingRequired] });
    const other = await chairsAndLamp();
    const foreign = await errorOf(
      admin.order.createShipment({
        id: order.id,
        carrier: 'crew',
        lines: [{ orderLineId: other.chairs.id, quantity: 1 }],
      }),
    );
    expect(fieldErrorsOf(foreign)).toEqual({ 'lines.0.orderLineId': [SHIPMENT_MESSAGES.lineUnknown] });

    // Our own crew needs no tracking number and gets no tracking link.
    const crew = await admin.order.createShipment({
      id: order.id,
      carrier: 'crew',
      lines: [{ orderLineId: chairs.id, quantity: 2 }],
    });
    expect(crew.shipments[0]).toMatchObject({ carrierLabel: 'Our delivery crew', tracking: [] });
    const future = await errorOf(
      admin.order.deliverShipment({
        id: order.id,
        shipmentId: crew.shipments[0]!.id,
        deliveredOn: '2999-01-01',
      }),
    );
    expect(fieldErrorsOf(future)).toEqual({ deliveredOn: [SHIPMENT_MESSAGES.deliveredInFuture] });
    await expect(admin.order.cancel({ id: order.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: SHIPMENT_MESSAGES.shippedPartly,
    });

    const unprepared = await chairsAndLamp({ fulfilmentStatus: 'unfulfilled' });
    const cancelled = await chairsAndLamp({ status: 'cancelled', paymentStatus: 'refunded' });
    for (const [seeded, message] of [
      [unprepared, SHIPMENT_MESSAGES.notPrepared],
      [cancelled, 'This order is cancelled: nothing more can be done with it.'],
    ] as const)
      await expect(
        admin.order.createShipment({
          id: seeded.order.id,
          carrier: 'crew',
          lines: [{ orderLineId: seeded.chairs.id, quantity: 1 }],
        }),
      ).rejects.toMatchObject({ code: 'CONFLICT', message });
    await expect(
      admin.order.createShipment({ id: 999_999, carrier: 'crew', lines: [{ orderLineId: 1, quantity: 1 }] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('ships the stock pieces of a made-to-order order first and the made piece once it is ready', async () => {
    const { order, chairs, lamps } = await chairsAndLamp();
    await h.dataSource
      .getRepository(OrderLine)
      .update({ id: chairs.id }, { fromStockQuantity: 1, madeToOrderQuantity: 1 });
    const early = await admin.order.createShipment({
      id: order.id,
      carrier: 'fedex',
      trackingNumbers: ['111'],
      lines: [
        { orderLineId: chairs.id, quantity: 1 },
        { orderLineId: lamps.id, quantity: 1 },
      ],
    });
    // Its workshop step is still ahead, so the order stays where production starts from.
    expect(early.fulfilmentStatus).toBe('processing');
    expect(early.actions).toContain('produce');
    const unmade = await errorOf(
      admin.order.createShipment({
        id: order.id,
        carrier: 'crew',
        lines: [{ orderLineId: chairs.id, quantity: 1 }],
      }),
    );
    expect(fieldErrorsOf(unmade)).toEqual({
      'lines.0.quantity': ['Oak chair is made to order and not made yet.'],
    });
    await admin.order.produce({ id: order.id });
    await admin.order.ready({ id: order.id });
    const rest = await admin.order.createShipment({
      id: order.id,
      carrier: 'crew',
      lines: [{ orderLineId: chairs.id, quantity: 1 }],
    });
    expect(rest.fulfilmentStatus).toBe('shipped');
    expect(rest.shipments.map((s) => s.sequence)).toEqual([1, 2]);
  });

  it('ships what is left in one FedEx shipment through the one-step move, and delivers every shipment with it', async () => {
    const { order, chairs } = await chairsAndLamp();
    await admin.order.createShipment({
      id: order.id,
      carrier: 'crew',
      lines: [{ orderLineId: chairs.id, quantity: 1 }],
    });
    const shipped = await admin.order.ship({ id: order.id, trackingNumber: 'FX 42' });
    expect(shipped.fulfilmentStatus).toBe('shipped');
    expect(shipped.shipments[1]).toMatchObject({
      carrier: 'fedex',
      tracking: [{ number: 'FX 42', url: 'https://www.fedex.com/fedextrack/?trknbr=FX42' }],
      lines: [expect.objectContaining({ quantity: 1 }), expect.objectContaining({ quantity: 1 })],
    });
    const delivered = await admin.order.deliver({ id: order.id });
    expect(delivered.shipments.map((s) => s.status)).toEqual(['delivered', 'delivered']);
  });

  it('gives one shipment when two staff ship the last units at once', async () => {
    const { order, chairs, lamps } = await chairsAndLamp();
    const everything = () =>
      admin.order.createShipment({
        id: order.id,
        carrier: 'crew',
        lines: [
          { orderLineId: chairs.id, quantity: 2 },
          { orderLineId: lamps.id, quantity: 1 },
        ],
      });
    const settled = await ordersAtOnce(h, dialect, order.id, [everything, everything]);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    const loser = settled.find((s) => s.status === 'rejected');
    expect(loser).toMatchObject({ reason: { code: 'CONFLICT', message: SHIPMENT_MESSAGES.nothingLeft } });
    const shipped = await h.dataSource
      .getRepository(ShipmentLine)
      .find({ where: { orderLineId: chairs.id } });
    expect(shipped.reduce((sum, line) => sum + line.quantity, 0)).toBe(2);
    expect((await h.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).fulfilmentStatus).toBe(
      'shipped',
    );
  });

  it('is for administrators: managers hear 403, anonymous callers 401', async () => {
    const { order, chairs } = await chairsAndLamp();
    const manager = h.caller(await h.loggedIn('manager'));
    const input = {
      id: order.id,
      carrier: 'crew' as const,
      lines: [{ orderLineId: chairs.id, quantity: 1 }],
    };
    await expect(manager.order.createShipment(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(manager.order.shipments({ id: order.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(h.caller().order.createShipment(input)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(h.caller().order.deliverShipment({ id: order.id, shipmentId: 1 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
