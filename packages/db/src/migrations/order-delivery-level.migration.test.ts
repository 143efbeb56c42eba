import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/**
 * The OrderDeliveryLevel migration on a shop with orders: an order sold before crew delivery keeps its row and its
 * totals, with no level and no fee, and the migration undoes cleanly.
 */
describe.each(testDialects())('order delivery level migration on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;
  const transaction = dialect === 'mysql' ? 'all' : 'none';

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
    await undoMigrationsThrough(dataSource, 'OrderDeliveryLevel');
    await dataSource.query(
      `INSERT INTO orders (id, number, status, payment_status, fulfilment_status, subtotal_cents, shipping_cents, total_cents)
       VALUES (7, 'HT-00007', 'paid', 'completed', 'unfulfilled', 10000, 2500, 12500)`,
    );
    await dataSource.runMigrations({ transaction });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('keeps earlier orders with no level and no fee', async () => {
    const [row] = await dataSource.query(
      `SELECT total_cents AS total, delivery_level_id AS levelId, delivery_level_name AS name,
              delivery_fee_cents AS fee, delivery_fee_tax_cents AS feeTax FROM orders WHERE id = 7`,
    );
    expect([Number(row.total), row.levelId, row.name, Number(row.fee), Number(row.feeTax)]).toEqual([
      12500,
      null,
      '',
      0,
      0,
    ]);
  });

  it('undoes cleanly and applies again', async () => {
    await undoMigrationsThrough(dataSource, 'OrderDeliveryLevel');
    const columns = (await dataSource.createQueryRunner().getTable('orders'))!.columns.map((c) => c.name);
    expect(columns.filter((name) => name.startsWith('delivery_'))).toEqual([]);
    await dataSource.runMigrations({ transaction });
  });
});
