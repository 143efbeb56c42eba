import { testDialects } from '@shop/db';
import { seedCustomer, seedOrder, seedProduct, uniqueSuffix } from '@shop/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';

/** The shipping option the order was sold with, as checkout stores it. */
const storedQuote = JSON.stringify({
  tier: 'Express',
  service: 'FEDEX_EXPRESS_SAVER',
  priceCents: 8_999,
  price: '$89.99',
  minDays: 2,
  maxDays: 3,
  deliveryBy: '2026-11-24',
});

describe.each(testDialects())('order back-office lists on %s', (dialect) => {
  let h: IHarness;
  const tag = uniqueSuffix();
  let olive: number;
  let pete: number;
  const orders: Record<
    'oldDelivered' | 'paid' | 'shipped' | 'pending' | 'refunded',
    { id: number; number: string }
  > = {} as never;

  beforeAll(async () => {
    h = await createHarness(dialect);
    const ds = h.dataSource;
    olive = (await seedCustomer(ds, { name: `Olive Oakley ${tag}`, email: `olive-${tag}@example.com` })).id;
    pete = (await seedCustomer(ds, { name: `Pete Pine ${tag}`, email: `pete-${tag}@example.com` })).id;
    const chair = await seedProduct(ds, {
      name: `Order chair ${tag}`,
      priceCents: 10_000,
      discountPercent: 10,
    });
    const lamp = await seedProduct(ds, { name: `Order lamp ${tag}`, priceCents: 4_000 });
    const at = (day: string) => new Date(`${day}T12:00:00.000Z`);
    orders.oldDelivered = await seedOrder(ds, {
      customerId: olive,
      status: 'completed',
      fulfilmentStatus: 'delivered',
      createdAt: at('2026-09-01'),
      lines: [{ productId: chair.id, quantity: 2 }, { productId: lamp.id }],
    });
    orders.paid = await seedOrder(ds, {
      customerId: olive,
      createdAt: at('2026-10-15'),
      shippingQuote: storedQuote,
      lines: [{ productId: chair.id, quantity: 3 }],
    });
    orders.shipped = await seedOrder(ds, {
      customerId: pete,
      fulfilmentStatus: 'shipped',
      trackingNumber: '7712 3456 7890',
      createdAt: at('2026-10-20'),
    });
    orders.pending = await seedOrder(ds, {
      customerId: pete,
      status: 'pending',
      createdAt: at('2026-11-01'),
    });
    orders.refunded = await seedOrder(ds, {
      customerId: olive,
      status: 'cancelled',
      paymentStatus: 'refunded',
      createdAt: at('2026-11-02'),
    });
  });
  afterAll(() => h?.close());

  const admin = async () => h.caller(await h.loggedIn('admin'));
  const numbers = (list: { data: { number: string }[] }) => list.data.map((o) => o.number);
  const mine = { search: tag };

  it('answers 401 without a staff session and 403 to a manager, for every call', async () => {
    const manager = h.caller(await h.loggedIn('manager'));
    const customer = h.caller(await h.loggedIn('customer'));
    const id = orders.paid.id;
    for (const [caller, code] of [
      [h.caller(), 'UNAUTHORIZED'],
      [customer, 'UNAUTHORIZED'],
      [manager, 'FORBIDDEN'],
    ] as const) {
      for (const call of [
        () => caller.order.getList({}),
        () => caller.order.customer({ customerId: olive }),
        () => caller.order.lines({ orderId: id }),
        () => caller.order.detail({ id }),
        () => caller.order.process({ id }),
        () => caller.order.ship({ id, trackingNumber: '1Z999' }),
        () => caller.order.deliver({ id }),
        () => caller.order.cancel({ id }),
      ])
        await expect(call()).rejects.toMatchObject({ code });
    }
    expect((await (await admin()).order.detail({ id })).status).toBe('paid');
  });

  it('lists newest first with the customer, item count, total and the three states', async () => {
    const list = await (await admin()).order.getList(mine);
    expect(numbers(list)).toEqual(
      ['refunded', 'pending', 'shipped', 'paid', 'oldDelivered'].map(
        (k) => orders[k as keyof typeof orders].number,
      ),
    );
    expect(list.total).toBe(5);
    const delivered = list.data.at(-1)!;
    expect(delivered).toMatchObject({
      customer: { id: olive, name: `Olive Oakley ${tag}`, email: `olive-${tag}@example.com` },
      itemCount: 3,
      status: 'completed',
      paymentStatus: 'completed',
      fulfilmentStatus: 'delivered',
      createdAt: '2026-09-01T12:00:00.000Z',
    });
    // Two chairs at $90.00, a lamp at $40.00 and $24.99 shipping.
    expect(delivered).toMatchObject({ totalCents: 24_499, total: '$244.99' });
  });

  it('filters by each state, a date range and a customer, and searches number, name and email', async () => {
    const me = await admin();
    const only = async (filter: Parameters<typeof me.order.getList>[0]) =>
      numbers(await me.order.getList({ ...mine, ...filter }));
    expect(await only({ status: 'pending' })).toEqual([orders.pending.number]);
    expect(await only({ paymentStatus: 'refunded' })).toEqual([orders.refunded.number]);
    expect(await only({ fulfilmentStatus: 'shipped' })).toEqual([orders.shipped.number]);
    expect(await only({ status: 'paid', fulfilmentStatus: 'unfulfilled' })).toEqual([orders.paid.number]);
    // Both ends of the range are whole days, inclusive.
    expect(await only({ from: '2026-10-15', to: '2026-10-20' })).toEqual([
      orders.shipped.number,
      orders.paid.number,
    ]);
    expect(await only({ to: '2026-09-01' })).toEqual([orders.oldDelivered.number]);
    expect(await only({ customerId: pete })).toEqual([orders.pending.number, orders.shipped.number]);

    expect(numbers(await me.order.getList({ search: orders.shipped.number }))).toEqual([
      orders.shipped.number,
    ]);
    expect(numbers(await me.order.getList({ q: `pete-${tag}@` }))).toEqual([
      orders.pending.number,
      orders.shipped.number,
    ]);
    expect((await me.order.getList({ search: `Olive Oakley ${tag}` })).total).toBe(3);
    expect((await me.order.getList({ search: `nobody-${tag}` })).total).toBe(0);
  });

  it('ignores filter values it does not understand rather than failing', async () => {
    const me = await admin();
    const all = await me.order.getList(mine);
    const odd = await me.order.getList({
      ...mine,
      status: 'lost',
      paymentStatus: 42,
      fulfilmentStatus: '',
      from: '2026-13-45',
      to: 'yesterday',
      customerId: 'x',
    });
    expect(odd.total).toBe(all.total);
    await expect(me.order.getList({ page: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("lists one customer's orders, 404 for an unknown customer", async () => {
    const me = await admin();
    expect(numbers(await me.order.customer({ customerId: olive }))).toEqual([
      orders.refunded.number,
      orders.paid.number,
      orders.oldDelivered.number,
    ]);
    await expect(me.order.customer({ customerId: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads the lines of an order with their snapshots, 404 for an unknown order', async () => {
    const me = await admin();
    const lines = await me.order.lines({ orderId: orders.oldDelivered.id });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      productName: `Order chair ${tag}`,
      quantity: 2,
      unitPriceCents: 10_000,
      discountPercent: 10,
      unitPaidCents: 9_000,
      lineTotalCents: 18_000,
      lineTotal: '$180.00',
    });
    await expect(me.order.lines({ orderId: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('details an order: customer, address, quote, payments, timeline and the moves it allows', async () => {
    const me = await admin();
    const detail = await me.order.detail({ id: orders.paid.id });
    expect(detail).toMatchObject({
      number: orders.paid.number,
      customer: { id: olive, name: `Olive Oakley ${tag}` },
      itemCount: 3,
      address: { city: 'Portland', state: 'OR', postalCode: '97201' },
      quote: {
        tier: 'Express',
        service: 'FEDEX_EXPRESS_SAVER',
        priceCents: 8_999,
        price: '$89.99',
        deliveryBy: '2026-11-24',
      },
      payments: [{ provider: 'test', status: 'completed', amountCents: detail.totalCents, refundedCents: 0 }],
      events: [{ kind: 'created', actorType: 'customer' }],
      actions: ['process', 'cancel'],
      refundableCents: detail.totalCents,
    });
    expect((await me.order.detail({ id: orders.shipped.id })).actions).toEqual(['deliver']);
    expect((await me.order.detail({ id: orders.pending.id })).actions).toEqual([]);
    expect((await me.order.detail({ id: orders.refunded.id })).refundableCents).toBe(0);
    await expect(me.order.detail({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
