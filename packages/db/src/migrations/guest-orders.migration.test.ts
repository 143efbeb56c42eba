import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { Customer, Order, OrderLine, Payment } from '../entities/index.js';
import { seedOrder } from '../order/order.factory.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The GuestOrders migration: orders.customer_id may be null (a guest's order), with the guest's session hash. */
describe.each(testDialects())('guest orders migration on %s', (dialect) => {
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

  it("keeps the customers' orders, lines and payments, then takes guest orders and still guards customer_id", async () => {
    const sold = await seedOrder(dataSource, { lines: [{ quantity: 2 }, { quantity: 1 }] });
    await undoMigrationsThrough(dataSource, 'GuestOrders');
    // As the app migrates ('each'): on SQLite, TypeORM turns foreign keys off only around a migration's own
    // transaction; without one, rebuilding `orders` would cascade into its lines and payments.
    await dataSource.runMigrations({ transaction: 'each' });

    const order = await dataSource.getRepository(Order).findOneByOrFail({ id: sold.id });
    expect(order).toMatchObject({
      number: sold.number,
      customerId: sold.customerId,
      guestSessionHash: null,
      totalCents: sold.totalCents,
      email: sold.email,
    });
    expect(await dataSource.getRepository(OrderLine).countBy({ orderId: sold.id })).toBe(2);
    expect(await dataSource.getRepository(Payment).countBy({ orderId: sold.id })).toBe(1);

    const guest = await seedOrder(dataSource, { customerId: null, guestSessionHash: 'a'.repeat(64) });
    expect(await dataSource.getRepository(Order).findOneByOrFail({ id: guest.id })).toMatchObject({
      customerId: null,
      guestSessionHash: 'a'.repeat(64),
    });
    // The foreign key is still there: no order of a customer who does not exist, no customer deleted under one.
    await expect(
      dataSource.getRepository(Order).update({ id: guest.id }, { customerId: 999_999 }),
    ).rejects.toThrow();
    await expect(dataSource.getRepository(Customer).delete({ id: sold.customerId! })).rejects.toThrow();
  });
});
