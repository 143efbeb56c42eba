import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { Customer, Order, OrderLine, Promotion } from '../entities/index.js';
import { seedOrder } from '../order/order.factory.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The Promotions migration: orders sold before it keep every row and get no discount; codes are unique. */
describe.each(testDialects())('promotions migration on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('keeps orders, lines and customers sold before it, with no discount', async () => {
    const sold = await seedOrder(dataSource, { lines: [{ quantity: 2 }] });
    await undoMigrationsThrough(dataSource, 'Promotions');
    await dataSource.runMigrations({ transaction: dialect === 'sqlite' ? 'none' : 'all' });

    const order = await dataSource.getRepository(Order).findOneByOrFail({ id: sold.id });
    expect(order).toMatchObject({
      totalCents: sold.totalCents,
      discountCents: 0,
      shippingDiscountCents: 0,
      promotions: '',
    });
    const lines = await dataSource.getRepository(OrderLine).findBy({ orderId: sold.id });
    expect(lines.map((l) => [l.quantity, l.discountCents])).toEqual([[2, 0]]);
    const customer = await dataSource.getRepository(Customer).findOneByOrFail({ id: order.customerId! });
    expect(customer.customerGroup).toBe('none');

    const promotions = dataSource.getRepository(Promotion);
    await promotions.insert({ name: 'Auto A', code: null, kind: 'percent', percent: 5, roomTypeIds: [3, 4] });
    await promotions.insert({ name: 'Auto B', code: null, kind: 'freeShipping' });
    await promotions.insert({ name: 'Code', code: 'SAVE10', kind: 'percent', percent: 10 });
    await expect(
      promotions.insert({ name: 'Again', code: 'SAVE10', kind: 'fixed', amountCents: 1 }),
    ).rejects.toThrow();
    expect((await promotions.findOneByOrFail({ name: 'Auto A' })).roomTypeIds).toEqual([3, 4]);
    expect((await promotions.findOneByOrFail({ name: 'Auto B' })).roomTypeIds).toEqual([]);
  });
});
