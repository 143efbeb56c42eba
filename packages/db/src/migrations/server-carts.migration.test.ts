import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { Cart, Customer } from '../entities/index.js';
import { seedCustomer } from '../customer/customer.factory.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The ServerCarts migration: one cart per customer or cart session, gone with the customer. */
describe.each(testDialects())('server carts migration on %s', (dialect) => {
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

  it('arrives beside the customers already there, one cart each, and leaves with the customer', async () => {
    const customer = await seedCustomer(dataSource.manager);
    await undoMigrationsThrough(dataSource, 'ServerCarts');
    expect(await dataSource.createQueryRunner().getTables(['carts'])).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });
    expect(await dataSource.getRepository(Customer).countBy({ id: customer.id })).toBe(1);

    const carts = dataSource.getRepository(Cart);
    const now = new Date();
    await carts.insert({ customerId: customer.id, lines: '[{"productId":1,"quantity":2}]', updatedAt: now });
    await carts.insert({ tokenHash: 'b'.repeat(64), lines: '[]', updatedAt: now });
    await expect(carts.insert({ customerId: customer.id, lines: '[]', updatedAt: now })).rejects.toThrow();
    await expect(carts.insert({ tokenHash: 'b'.repeat(64), lines: '[]', updatedAt: now })).rejects.toThrow();
    expect(await carts.findOneByOrFail({ customerId: customer.id })).toMatchObject({
      email: '',
      reminderConsent: false,
      remindedAt: null,
      orderedAt: null,
    });
    await dataSource.getRepository(Customer).delete({ id: customer.id });
    expect(await carts.count()).toBe(1);
  });
});
