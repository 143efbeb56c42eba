import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The ProductSku migration: the products already there get FS-<id>, and the SKU is unique from then on. */
describe.each(testDialects())('product SKUs on %s', (dialect) => {
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

  it('numbers the products already there by id, then refuses a second product with the same SKU', async () => {
    await undoMigrationsThrough(dataSource, 'ProductSku');
    await dataSource.query(
      `INSERT INTO rooms (id, name, slug, description) VALUES (1, 'Living', 'living', '')`,
    );
    await dataSource.query(
      `INSERT INTO room_types (id, room_id, name, slug, description) VALUES (2, 1, 'Sofas', 'sofas', '')`,
    );
    for (const [id, slug] of [
      [7, 'oak-sofa'],
      [1234567, 'long-sofa'],
    ] as const)
      await dataSource.query(
        `INSERT INTO products (id, room_type_id, name, slug, description, price_cents) VALUES (?, 2, ?, ?, '', 100)`,
        [id, slug, slug],
      );
    await dataSource.runMigrations({ transaction: dialect === 'mysql' ? 'all' : 'none' });

    const rows = await dataSource.query(`SELECT id, slug, sku FROM products ORDER BY id`);
    expect(rows.map((r: { id: number | string; sku: string }) => [Number(r.id), r.sku])).toEqual([
      [7, 'FS-000007'],
      [1234567, 'FS-1234567'],
    ]);
    await expect(
      dataSource.query(
        `INSERT INTO products (room_type_id, name, slug, sku, description) VALUES (2, 'Twin', 'twin', 'FS-000007', '')`,
      ),
    ).rejects.toThrow();
    // The migration goes back cleanly and forward again with the rows in place.
    await undoMigrationsThrough(dataSource, 'ProductSku');
    expect(Number((await dataSource.query(`SELECT COUNT(*) AS n FROM products`))[0].n)).toBe(2);
    await dataSource.runMigrations({ transaction: dialect === 'mysql' ? 'all' : 'none' });
  });
});
