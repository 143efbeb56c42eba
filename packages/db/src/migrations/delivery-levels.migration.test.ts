import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/**
 * The DeliveryLevels migration on a shop with products: they keep their rows and need no assembly, the search
 * index still follows a renamed product (SQLite adds the columns in place, keeping its triggers), a zone has one
 * level of each kind, and the migration undoes cleanly.
 */
describe.each(testDialects())('delivery levels migration on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;
  const transaction = dialect === 'mysql' ? 'all' : 'none';

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
    await undoMigrationsThrough(dataSource, 'DeliveryLevels');
    await dataSource.query(`INSERT INTO rooms (id, name, slug, description) VALUES (1, 'Den', 'den', '')`);
    await dataSource.query(
      `INSERT INTO room_types (id, room_id, name, slug, description) VALUES (2, 1, 'Sofas', 'sofas', '')`,
    );
    await dataSource.query(
      `INSERT INTO products (id, room_type_id, name, slug, description, price_cents) VALUES (3, 2, 'Oak sofa', 'oak-sofa', '', 100)`,
    );
    await dataSource.runMigrations({ transaction });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('keeps products, needing no assembly, and their search index in step', async () => {
    const [row] = await dataSource.query(
      `SELECT name, needs_assembly AS needsAssembly, assembly_minutes AS minutes FROM products WHERE id = 3`,
    );
    expect([row.name, Number(row.needsAssembly), Number(row.minutes)]).toEqual(['Oak sofa', 0, 0]);
    await dataSource.query(`UPDATE products SET name = 'Walnut settee' WHERE id = 3`);
    const search =
      dialect === 'sqlite'
        ? `SELECT rowid AS id FROM products_fts WHERE products_fts MATCH 'settee'`
        : `SELECT id FROM products WHERE MATCH(name, slug, description) AGAINST ('settee' IN BOOLEAN MODE)`;
    expect((await dataSource.query(search)).map((r: { id: number }) => Number(r.id))).toEqual([3]);
  });

  it('keeps one level of each kind per zone, and goes with its zone', async () => {
    await dataSource.query(`INSERT INTO delivery_zones (id, name, zips) VALUES (1, 'NYC', '100')`);
    const level = `INSERT INTO delivery_levels (zone_id, kind, name) VALUES (1, 'curbside', 'Curbside')`;
    await dataSource.query(level);
    await expect(dataSource.query(level)).rejects.toThrow();
    await dataSource.query(`DELETE FROM delivery_zones WHERE id = 1`);
    const [count] = await dataSource.query(`SELECT COUNT(*) AS n FROM delivery_levels`);
    expect(Number(count.n)).toBe(0);
  });

  it('undoes cleanly and applies again', async () => {
    await undoMigrationsThrough(dataSource, 'DeliveryLevels');
    expect(await dataSource.createQueryRunner().getTables(['delivery_zones', 'delivery_levels'])).toHaveLength(0);
    await dataSource.runMigrations({ transaction });
  });
});
