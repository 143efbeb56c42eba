import { Order, OrderEvent, OrderLine, Product, openDatabase, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { CHECKOUT_MESSAGES } from '@shop/domain';
import { createServices, type TServices } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner, type IRequestHttp } from '../../context.js';
import { createCaller } from '../../router.js';
import { ADDRESS, CARDS, attemptKey, fieldErrorsOf, testCard } from '../../test/checkout.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/**
 * Races as several app processes run them: on MySQL a second connection pool on the same database with its own
 * services. Several processes means MySQL (the design's run contract); on SQLite the second set of services shares the one
 * connection (a second better-sqlite3 connection in the same thread would block it while waiting for the lock).
 */
describe.each(testDialects())('payment races on %s', (dialect) => {
  let h: IHarness;
  let second: { dataSource: IHarness['dataSource']; services: TServices };
  let customer: IRequestHttp;
  const processes = () => [h.services, second.services];
  const callerOn = (services: TServices) => createCaller(createContextInner({ services, http: customer }));

  beforeAll(async () => {
    h = await createHarness(dialect);
    const dataSource =
      dialect === 'mysql' ? await openDatabase(h.database, { migrate: false }) : h.dataSource;
    second = { dataSource, services: createServices({ dataSource, dataDir: h.dataDir }) };
    customer = await h.loggedIn('customer');
  });
  afterAll(async () => {
    if (dialect === 'mysql') await second?.dataSource.destroy();
    await h?.close();
  });

  const stockOf = async (id: number) =>
    (await h.dataSource.getRepository(Product).findOneByOrFail({ id })).stock;
  const initiate = (services: TServices, productId: number, idempotencyKey = attemptKey()) =>
    callerOn(services).checkout.initiate({
      lines: [{ productId, quantity: 1 }],
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey,
    });

  it('30 checkouts at once for 5 in stock: exactly 5 pending orders, stock 0, never below', async () => {
    const product = await seedProduct(h.dataSource, { stock: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => initiate(processes()[i % 2]!, product.id)),
    );
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(5);
    for (const error of lost) {
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      expect(fieldErrorsOf(error)).toEqual({ 'lines.0.quantity': [CHECKOUT_MESSAGES.outOfStock] });
    }
    expect(await stockOf(product.id)).toBe(0);
    const lines = await h.dataSource.getRepository(OrderLine).find({ where: { productId: product.id } });
    expect(lines).toHaveLength(5);
    const orders = await h.dataSource.getRepository(Order).findBy({ status: 'pending' });
    expect(orders.filter((o) => lines.some((l) => l.orderId === o.id))).toHaveLength(5);
    expect(new Set(won.map((w) => w.orderNumber)).size).toBe(5);
  });

  it('numbers orders after the highest so far without collisions across processes, past a new digit', async () => {
    const product = await seedProduct(h.dataSource, { stock: 100 });
    const highest = await initiate(h.services, product.id);
    const next = Number(highest.orderNumber.slice(3)) + 1;
    const numbers = (
      await Promise.all(Array.from({ length: 12 }, (_, i) => initiate(processes()[i % 2]!, product.id)))
    ).map((s) => Number(s.orderNumber.slice(3)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => next + i));

    await h.dataSource.getRepository(Order).update({ number: highest.orderNumber }, { number: 'HT-99999' });
    await h.dataSource.getRepository(Order).update(
      { id: (await initiate(h.services, product.id)).orderId },
      {
        number: 'HT-100000',
      },
    );
    const after = await Promise.all([1, 2, 3].map((i) => initiate(processes()[i % 2]!, product.id)));
    expect(after.map((s) => s.orderNumber).sort()).toEqual(['HT-100001', 'HT-100002', 'HT-100003']);
  });

  it('one initiate key sent to two processes at once makes one order', async () => {
    const product = await seedProduct(h.dataSource, { stock: 10 });
    const key = attemptKey();
    const answers = await Promise.all(
      processes().flatMap((s) => [initiate(s, product.id, key), initiate(s, product.id, key)]),
    );
    expect(new Set(answers.map((a) => a.orderNumber)).size).toBe(1);
    expect(await stockOf(product.id)).toBe(9);
  });

  it('concurrent completes and cancels of one order change it once', async () => {
    const product = await seedProduct(h.dataSource, { stock: 10 });
    const paid = await initiate(h.services, product.id);
    const key = attemptKey();
    const completes = await Promise.all(
      processes().flatMap((s) =>
        [key, key, attemptKey()].map((k) =>
          callerOn(s).checkout.complete({
            orderNumber: paid.orderNumber,
            idempotencyKey: k,
            testCard: testCard(CARDS.success),
          }),
        ),
      ),
    );
    expect(completes.every((c) => c.status === 'paid')).toBe(true);
    const events = h.dataSource.getRepository(OrderEvent);
    expect(await events.countBy({ orderId: paid.orderId, kind: 'paid' })).toBe(1);

    const cancelled = await initiate(h.services, product.id);
    expect(await stockOf(product.id)).toBe(8);
    await Promise.all(
      processes().flatMap((s) =>
        [1, 2, 3].map(() => callerOn(s).checkout.cancel({ orderNumber: cancelled.orderNumber })),
      ),
    );
    expect(await stockOf(product.id)).toBe(9);
    expect(await events.countBy({ orderId: cancelled.orderId, kind: 'cancelled' })).toBe(1);
  });

  it('sweeps running in several processes expire each order once', async () => {
    const product = await seedProduct(h.dataSource, { stock: 10 });
    const starts = await Promise.all([1, 2, 3].map(() => initiate(h.services, product.id)));
    expect(await stockOf(product.id)).toBe(7);
    const ids = starts.map((s) => s.orderId);
    await h.dataSource.getRepository(Order).update(ids, { reservedUntil: new Date(Date.now() - 1_000) });
    const counts = await Promise.all(
      processes().flatMap((s) => [s.checkout.expireReservations(), s.checkout.expireReservations()]),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    expect(await stockOf(product.id)).toBe(10);
    for (const id of ids) {
      expect(await h.dataSource.getRepository(OrderEvent).countBy({ orderId: id, kind: 'expired' })).toBe(1);
      expect((await h.dataSource.getRepository(Order).findOneByOrFail({ id })).status).toBe('cancelled');
    }
  });

  it('8 checkouts at once of a made-to-order piece with 2 in stock: all sold, exactly 2 from stock', async () => {
    const product = await seedProduct(h.dataSource, { stock: 2 });
    await h.dataSource
      .getRepository(Product)
      .update(product.id, { sellingMode: 'made-to-order', leadTimeDays: 42 });
    const starts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => initiate(processes()[i % 2]!, product.id)),
    );
    expect(await stockOf(product.id)).toBe(0);
    const lines = await h.dataSource.getRepository(OrderLine).find({ where: { productId: product.id } });
    expect(lines).toHaveLength(8);
    expect(lines.reduce((sum, l) => sum + l.fromStockQuantity, 0)).toBe(2);
    expect(lines.reduce((sum, l) => sum + l.madeToOrderQuantity, 0)).toBe(6);
    for (const line of lines) {
      expect(line.shipWindow).toBe(line.madeToOrderQuantity > 0 ? 'ships in 6–8 weeks' : '');
      expect(line.backordered).toBe(false);
    }
    // Expired, the orders give back only what came from the shelf.
    await h.dataSource.getRepository(Order).update(
      starts.map((s) => s.orderId),
      { reservedUntil: new Date(Date.now() - 1_000) },
    );
    await Promise.all(processes().map((s) => s.checkout.expireReservations()));
    expect(await stockOf(product.id)).toBe(2);
  });

  it('keeps a backordered piece bought beyond its stock as backordered, for the order’s words', async () => {
    const product = await seedProduct(h.dataSource, { stock: 0 });
    await h.dataSource
      .getRepository(Product)
      .update(product.id, { sellingMode: 'backorder', leadTimeDays: 14 });
    await initiate(processes()[0]!, product.id);
    const [line] = await h.dataSource.getRepository(OrderLine).find({ where: { productId: product.id } });
    expect(line).toMatchObject({ fromStockQuantity: 0, madeToOrderQuantity: 1, backordered: true });
  });
});
