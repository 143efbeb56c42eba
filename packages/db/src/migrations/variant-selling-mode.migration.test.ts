import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/**
 * The VariantSellingMode migration on a shop in use: existing variants get no mode of their own (they follow their
 * product's, so a made-to-order sofa's sizes stay made to order), their stock is untouched, and it undoes cleanly.
 */
describe.each(testDialects())('variant selling mode on %s', (dialect) => {
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

  it('leaves existing variants following their product', async () => {
    await undoMigrationsThrough(dataSource, 'VariantSellingMode');
    await dataSource.query(`INSERT INTO rooms (id, name, slug, description) VALUES (1, 'Den', 'den', '')`);
    await dataSource.query(
      `INSERT INTO room_types (id, room_id, name, slug, description) VALUES (2, 1, 'Sofas', 'sofas', '')`,
    );
    await dataSource.query(
      `INSERT INTO products (id, room_type_id, name, slug, sku, description, price_cents, stock, lead_time_days, selling_mode)
       VALUES (5, 2, 'Sofa', 'sofa', 'FS-5', '', 100, 3, 42, 'made-to-order')`,
    );
    await dataSource.query(
      `INSERT INTO product_options (id, product_id, position, name, kind) VALUES (6, 5, 0, 'Size', 'variant')`,
    );
    await dataSource.query(
      `INSERT INTO product_option_values (id, option_id, product_id, position, label) VALUES (7, 6, 5, 0, 'Large')`,
    );
    await dataSource.query(
      `INSERT INTO product_variants (id, product_id, sku, combination, value1_id, price_cents, stock, lead_time_days, position)
       VALUES (8, 5, 'FS-5-L', '7', 7, 100, 3, 42, 0)`,
    );
    await dataSource.runMigrations({ transaction });

    const [row] = await dataSource.query(`SELECT stock, selling_mode FROM product_variants WHERE id = 8`);
    expect([Number(row.stock), row.selling_mode]).toEqual([3, null]);
    // A mode of its own is stored as given.
    await dataSource.query(`UPDATE product_variants SET selling_mode = 'backorder' WHERE id = 8`);
    const [own] = await dataSource.query(`SELECT selling_mode FROM product_variants WHERE id = 8`);
    expect(own.selling_mode).toBe('backorder');

    // Back and forward again with the rows in place.
    await undoMigrationsThrough(dataSource, 'VariantSellingMode');
    const [before] = await dataSource.query(`SELECT stock FROM product_variants WHERE id = 8`);
    expect(Number(before.stock)).toBe(3);
    await dataSource.runMigrations({ transaction });
    const [again] = await dataSource.query(`SELECT selling_mode FROM product_variants WHERE id = 8`);
    expect(again.selling_mode).toBeNull();
  });
});
