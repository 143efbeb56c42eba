import { ContactMessage, Order, type Product, testDialects } from '@shop/db';
import { seedOrder, seedProduct, seedRoomType } from '@shop/db/seed';
import { addDays, LOW_STOCK_THRESHOLD, utcDay } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IRequestHttp } from '../../context.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

describe.each(testDialects())('dashboard summary on %s', (dialect) => {
  let h: IHarness;
  let manager: IRequestHttp;
  const today = utcDay(Date.now());
  const summary = () => h.caller(manager).dashboard.summary();

  beforeAll(async () => {
    h = await createHarness(dialect);
    manager = await h.loggedIn('manager');
  });
  afterAll(() => h?.close());

  it('shows a new shop as thirty zero days, every status at zero and empty tables', async () => {
    const empty = await summary();
    expect(empty.from).toBe(addDays(today, -29));
    expect(empty.to).toBe(today);
    expect(empty.sales.days).toHaveLength(30);
    expect(empty.sales.days.every((d) => d.cents === 0 && d.orders === 0)).toBe(true);
    expect(empty.sales).toMatchObject({
      totalCents: 0,
      total: '$0.00',
      orders: 0,
      todayCents: 0,
      todayOrders: 0,
    });
    expect(empty.ordersByStatus).toEqual([
      { status: 'pending', label: 'Awaiting payment', count: 0 },
      { status: 'paid', label: 'Paid', count: 0 },
      { status: 'completed', label: 'Completed', count: 0 },
      { status: 'cancelled', label: 'Cancelled', count: 0 },
    ]);
    expect(empty.topProducts).toEqual([]);
    expect(empty.lowStock).toEqual({ total: 0, products: [] });
    expect(empty.unreadMessages).toBe(0);
    expect(empty.recoveredCarts).toBe(0);
  });

  describe('with orders, stock and messages', () => {
    const product: Record<string, number> = {};

    beforeAll(async () => {
      const ds = h.dataSource;
      const { id: roomTypeId } = await seedRoomType(ds);
      const make = async (key: string, over: Partial<Product> = {}) => {
        product[key] = (await seedProduct(ds, { roomTypeId, name: `Piece ${key}`, stock: 50, ...over })).id;
      };
      for (const key of ['sofa', 'chair', 'lamp', 'rug', 'desk', 'shelf', 'stool']) await make(key);
      // Low stock: active products at or below the threshold, emptiest first; archived ones are not work to do.
      await make('empty', { stock: 0, leadTimeDays: 21 });
      await make('last', { stock: 1 });
      await make('edge', { stock: LOW_STOCK_THRESHOLD });
      await make('archived', { stock: 0, active: false });
      await make('plenty', { stock: LOW_STOCK_THRESHOLD + 1 });

      const order = (
        status: string,
        createdAt: Date,
        lines: [string, number][],
        totalCents?: number,
        discountCents = 0,
      ) =>
        seedOrder(ds, {
          status,
          createdAt,
          shippingCents: 0,
          lines: lines.map(([key, quantity]) => ({ productId: product[key]!, quantity })),
        }).then(async (o) => {
          if (totalCents !== undefined)
            await ds.getRepository(Order).update(o.id, { totalCents, discountCents });
          return o;
        });
      // Counted: paid and completed orders of the last 30 UTC days, by the day they were placed.
      await order('paid', at(today, '00:00:00'), [['sofa', 1]], 10_000, 1_500);
      await order(
        'completed',
        new Date(),
        [
          ['chair', 4],
          ['lamp', 1],
        ],
        2_550,
      );
      await order('paid', at(addDays(today, -2), '23:59:59'), [['chair', 2]], 7_000);
      await order('completed', at(addDays(today, -29), '00:00:01'), [['rug', 3]], 1_234);
      await order(
        'paid',
        at(addDays(today, -5), '12:00:00'),
        [
          ['desk', 1],
          ['shelf', 1],
          ['stool', 1],
        ],
        500,
      );
      // Not counted as sales: unpaid, cancelled, or before the window.
      await order('pending', new Date(), [['sofa', 9]], 90_000, 9_000);
      await order('cancelled', new Date(), [['lamp', 9]], 80_000);
      await order('paid', at(addDays(today, -30), '23:59:59'), [['rug', 9]], 70_000);

      await ds.getRepository(ContactMessage).insert([
        { name: 'A', email: 'a@example.com', subject: 'One', message: 'x' },
        { name: 'B', email: 'b@example.com', subject: 'Two', message: 'x' },
        { name: 'C', email: 'c@example.com', subject: 'Read', message: 'x', isRead: true },
      ]);
    });

    it('sums paid and completed orders per UTC day, zero days included', async () => {
      const { sales } = await summary();
      const byDay = new Map(sales.days.map((d) => [d.day, d]));
      expect(sales.days.map((d) => d.day)).toEqual(
        Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)),
      );
      // Discount given per day: the promotions of those same orders (the pending order's are not counted).
      expect(byDay.get(today)).toEqual({ day: today, orders: 2, cents: 12_550, discountCents: 1_500 });
      expect(byDay.get(addDays(today, -2))).toEqual({
        day: addDays(today, -2),
        orders: 1,
        cents: 7_000,
        discountCents: 0,
      });
      expect(byDay.get(addDays(today, -29))).toEqual({
        day: addDays(today, -29),
        orders: 1,
        cents: 1_234,
        discountCents: 0,
      });
      expect(byDay.get(addDays(today, -1))).toEqual({
        day: addDays(today, -1),
        orders: 0,
        cents: 0,
        discountCents: 0,
      });
      expect(sales.days.filter((d) => d.orders > 0)).toHaveLength(4);
      expect(sales).toMatchObject({
        totalCents: 21_284,
        total: '$212.84',
        discountCents: 1_500,
        discount: '$15.00',
        orders: 5,
        todayCents: 12_550,
        today: '$125.50',
        todayOrders: 2,
      });
    });

    it('counts every order by status over all time', async () => {
      const { ordersByStatus } = await summary();
      expect(ordersByStatus.map(({ status, count }) => [status, count])).toEqual([
        ['pending', 1],
        ['paid', 4],
        ['completed', 2],
        ['cancelled', 1],
      ]);
    });

    it('ranks the five best sellers of the window by units, from paid and completed orders only', async () => {
      const { topProducts } = await summary();
      expect(topProducts[0]).toEqual({
        productId: product.chair,
        name: 'Piece chair',
        slug: expect.any(String),
        units: 6,
        revenueCents: 6 * 19_900,
        revenue: '$1,194.00',
      });
      // The rug's 9 before the window, the sofa's 9 unpaid and the lamp's 9 cancelled do not count; equal units
      // and takings are ranked by product id.
      expect(topProducts.map((p) => [p.productId, p.units])).toEqual([
        [product.chair, 6],
        [product.rug, 3],
        [product.sofa, 1],
        [product.lamp, 1],
        [product.desk, 1],
      ]);
    });

    it('lists active products at or below the low-stock threshold, emptiest first', async () => {
      const { lowStock } = await summary();
      expect(lowStock.total).toBe(3);
      expect(lowStock.products).toEqual([
        { id: product.empty, name: 'Piece empty', slug: expect.any(String), stock: 0, leadTimeDays: 21 },
        { id: product.last, name: 'Piece last', slug: expect.any(String), stock: 1, leadTimeDays: 0 },
        {
          id: product.edge,
          name: 'Piece edge',
          slug: expect.any(String),
          stock: LOW_STOCK_THRESHOLD,
          leadTimeDays: 0,
        },
      ]);
    });

    it('shows at most ten low-stock products and the count of all of them', async () => {
      const { id: roomTypeId } = await seedRoomType(h.dataSource);
      for (let n = 0; n < 9; n++) await seedProduct(h.dataSource, { roomTypeId, stock: 2 });
      const { lowStock } = await summary();
      expect(lowStock.total).toBe(12);
      expect(lowStock.products.map((p) => p.stock)).toEqual([0, 1, 2, 2, 2, 2, 2, 2, 2, 2]);
    });

    it('counts the unread messages', async () => {
      expect((await summary()).unreadMessages).toBe(2);
    });

    it('is staff-only: anonymous and customer sessions get 401, an admin and a manager get the figures', async () => {
      await expect(h.caller().dashboard.summary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      const customer = h.caller(await h.loggedIn('customer'));
      await expect(customer.dashboard.summary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      const admin = h.caller(await h.loggedIn('admin'));
      expect((await admin.dashboard.summary()).sales.orders).toBe(5);
    });

    it('counts the money an order kept: a cancelled order keeping part of its payment, a paid one less its refunds', async () => {
      const day = addDays(today, -10);
      const placed = (status: string, paymentStatus: string, totalCents: number, refundedCents: number) =>
        seedOrder(h.dataSource, {
          status,
          paymentStatus,
          createdAt: at(day, '10:00:00'),
          shippingCents: 0,
          totalCents,
          payment: { status: paymentStatus, amountCents: totalCents, refundedCents },
        });
      await placed('cancelled', 'completed', 6_000, 4_000);
      await placed('paid', 'completed', 3_000, 1_000);
      // Cancelled with all of it given back: no money made.
      await placed('cancelled', 'refunded', 5_000, 5_000);
      const { sales } = await summary();
      expect(sales.days.find((d) => d.day === day)).toEqual({
        day,
        orders: 2,
        cents: 4_000,
        discountCents: 0,
      });
    });
  });
});
