import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/**
 * The BackorderedLines migration on a shop with orders: lines sold before keep their quantities and windows and are
 * not backordered (they were worded as made to order), a backordered line is stored as such, and it undoes cleanly.
 */
describe.each(testDialects())('backordered order lines on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;
  const transaction = dialect === 'mysql' ? 'all' : 'none';

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('keeps existing lines as they were, not backordered', async () => {
    await undoMigrationsThrough(dataSource, 'BackorderedLines');
    await dataSource.query(
      `INSERT INTO customers (id, name, email, password_hash) VALUES (3, 'Ann', 'a@x.io', 'x')`,
    );
    await dataSource.query(`INSERT INTO orders (id, number, customer_id) VALUES (4, 'FS-1', 3)`);
    await dataSource.query(
      `INSERT INTO order_lines (id, order_id, product_name, product_slug, quantity, from_stock_quantity, made_to_order_quantity, ship_window)
       VALUES (5, 4, 'Sofa', 'sofa', 3, 1, 2, 'ships in 6–8 weeks')`,
    );
    await dataSource.runMigrations({ transaction });

    const [row] = await dataSource.query(
      `SELECT quantity, made_to_order_quantity, ship_window, backordered FROM order_lines WHERE id = 5`,
    );
    expect([
      Number(row.quantity),
      Number(row.made_to_order_quantity),
      row.ship_window,
      Number(row.backordered),
    ]).toEqual([3, 2, 'ships in 6–8 weeks', 0]);
    await dataSource.query(`UPDATE order_lines SET backordered = 1 WHERE id = 5`);
    const [own] = await dataSource.query(`SELECT backordered FROM order_lines WHERE id = 5`);
    expect(Number(own.backordered)).toBe(1);

    await undoMigrationsThrough(dataSource, 'BackorderedLines');
    const [before] = await dataSource.query(`SELECT made_to_order_quantity FROM order_lines WHERE id = 5`);
    expect(Number(before.made_to_order_quantity)).toBe(2);
    await dataSource.runMigrations({ transaction });
    const [again] = await dataSource.query(`SELECT backordered FROM order_lines WHERE id = 5`);
    expect(Number(again.backordered)).toBe(0);
  });
});
