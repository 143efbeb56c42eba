import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/**
 * The MadeToOrder migration: products with a lead time become made to order, the others stay sold from stock, and
 * order lines sold before came wholly from stock.
 */
describe.each(testDialects())('made to order on %s', (dialect) => {
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

  it('makes products with a lead time made to order and records old lines as from stock', async () => {
    await undoMigrationsThrough(dataSource, 'MadeToOrder');
    await dataSource.query(
      `INSERT INTO rooms (id, name, slug, description) VALUES (1, 'Living', 'living', '')`,
    );
    await dataSource.query(
      `INSERT INTO room_types (id, room_id, name, slug, description) VALUES (2, 1, 'Sofas', 'sofas', '')`,
    );
    for (const [id, slug, lead] of [
      [7, 'oak-sofa', 0],
      [8, 'made-sofa', 42],
    ] as const)
      await dataSource.query(
        `INSERT INTO products (id, room_type_id, name, slug, sku, description, price_cents, lead_time_days)
         VALUES (?, 2, ?, ?, ?, '', 100, ?)`,
        [id, slug, slug, `FS-${id}`, lead],
      );
    await dataSource.query(
      `INSERT INTO customers (id, name, email, password_hash) VALUES (3, 'Ann', 'a@x.io', 'x')`,
    );
    await dataSource.query(`INSERT INTO orders (id, number, customer_id) VALUES (4, 'FS-1', 3)`);
    await dataSource.query(
      `INSERT INTO order_lines (order_id, product_id, product_name, product_slug, quantity) VALUES (4, 8, 'Sofa', 'made-sofa', 3)`,
    );
    await dataSource.runMigrations({ transaction: dialect === 'mysql' ? 'all' : 'none' });

    const products = await dataSource.query(`SELECT id, selling_mode FROM products ORDER BY id`);
    expect(products.map((r: { id: number; selling_mode: string }) => [Number(r.id), r.selling_mode])).toEqual(
      [
        [7, 'stock'],
        [8, 'made-to-order'],
      ],
    );
    const [line] = await dataSource.query(
      `SELECT quantity, from_stock_quantity, made_to_order_quantity, ship_window, ships_by FROM order_lines`,
    );
    expect(
      [
        line.quantity,
        line.from_stock_quantity,
        line.made_to_order_quantity,
        line.ship_window,
        line.ships_by,
      ].map(String),
    ).toEqual(['3', '3', '0', '', 'null']);
    // The migration goes back cleanly and forward again with the rows in place.
    await undoMigrationsThrough(dataSource, 'MadeToOrder');
    expect(Number((await dataSource.query(`SELECT COUNT(*) AS n FROM order_lines`))[0].n)).toBe(1);
    await dataSource.runMigrations({ transaction: dialect === 'mysql' ? 'all' : 'none' });
  });
});
