import { Invoice, createTestDatabase, openDatabase, testDialects, type ITestDatabase } from '@shop/db';
import { seedCustomer, seedOrder, seedProduct } from '@shop/db/seed';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../common/db.js';
import { markPaid, SYSTEM_ACTOR } from '../order/index.js';

const PAYMENTS = 50;

/**
 * Invoice numbers under load where MySQL really runs transactions side by side: 50 payments at once, split over two
 * connection pools (two app processes), give 50 consecutive numbers, each once. SQLite takes its writers one at a
 * time, so the race exists only here.
 */
describe.runIf(testDialects().includes('mysql'))('invoice numbers under concurrent payments on mysql', () => {
  let database: ITestDatabase;
  let first: DataSource;
  let second: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('mysql', { migrated: true });
    first = await openDatabase(database.config);
    second = await openDatabase(database.config, { migrate: false });
  });
  afterAll(async () => {
    await second?.destroy();
    await first?.destroy();
    await database?.drop();
  });

  it('numbers 50 payments made at once 1 to 50, none repeated, none skipped', async () => {
    const at = new Date('2026-06-30T12:00:00Z');
    const product = await seedProduct(first);
    const customer = await seedCustomer(first);
    const orders = await Promise.all(
      Array.from({ length: PAYMENTS }, () =>
        seedOrder(first, { status: 'pending', customerId: customer.id, lines: [{ productId: product.id }] }),
      ),
    );
    const pools = [Db.of(first), Db.of(second)];
    const outcomes = await Promise.all(
      orders.map((order, i) =>
        pools[i % 2]!.transaction((tx) => markPaid(tx, order, order.payment, null, SYSTEM_ACTOR, at)),
      ),
    );
    expect(outcomes.every(Boolean)).toBe(true);
    const invoices = await first.getRepository(Invoice).find();
    expect(invoices).toHaveLength(PAYMENTS);
    expect(new Set(invoices.map((i) => i.orderId)).size).toBe(PAYMENTS);
    const numbers = invoices.map((i) => i.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: PAYMENTS }, (_, i) => `INV-2026-${String(i + 1).padStart(6, '0')}`),
    );
  });
});
