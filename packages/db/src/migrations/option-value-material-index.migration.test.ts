import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/**
 * The OptionValueMaterialIndex migration on option values already there: the rows stay, the products offering a
 * material are then read from the (material, product) index alone, the foreign key to materials still holds (and
 * still clears a deleted material), and undoing it brings back the index on the material alone.
 */
describe.each(testDialects())('option values material index on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;
  const OFFERING =
    'SELECT ov.product_id AS productId FROM product_option_values ov WHERE ov.material_id IN (?)';
  const indexes = async () =>
    dialect === 'sqlite'
      ? (
          await dataSource.query(
            `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'product_option_values'`,
          )
        ).map((r: { name: string }) => r.name)
      : [
          ...new Set(
            (await dataSource.query('SHOW INDEX FROM product_option_values')).map(
              (r: { Key_name: string }) => r.Key_name,
            ),
          ),
        ];
  const plan = async () =>
    dialect === 'sqlite'
      ? (await dataSource.query(`EXPLAIN QUERY PLAN ${OFFERING}`, [5]))
          .map((r: { detail: string }) => r.detail)
          .join('\n')
      : (await dataSource.query(`EXPLAIN ${OFFERING}`, [5]))
          .map((r: { key: string; Extra: string | null }) => `${r.key} ${r.Extra ?? ''}`)
          .join('\n');
  const offering = async () =>
    (await dataSource.query(`${OFFERING} ORDER BY ov.product_id`, [5])).map((r: { productId: number }) =>
      Number(r.productId),
    );

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
    await dataSource.runMigrations();
    await undoMigrationsThrough(dataSource, 'OptionValueMaterialIndex');
    // Two products offering fabrics: both offer material 5, one also material 6.
    await dataSource.query(`INSERT INTO rooms (id, name, slug, description) VALUES (1, 'Den', 'den', '')`);
    await dataSource.query(
      `INSERT INTO room_types (id, room_id, name, slug, description) VALUES (2, 1, 'Sofas', 'sofas', '')`,
    );
    await dataSource.query(
      `INSERT INTO material_types (id, name, slug, description) VALUES (1, 'Fabric', 'fabric', '')`,
    );
    for (const id of [5, 6])
      await dataSource.query(
        `INSERT INTO materials (id, material_type_id, name, description) VALUES (?, 1, ?, '')`,
        [id, `Fabric ${id}`],
      );
    for (const n of [1, 2]) {
      await dataSource.query(
        `INSERT INTO products (id, room_type_id, name, slug, sku, description, price_cents, stock) VALUES (?, 2, ?, ?, ?, '', 10000, 3)`,
        [n, `Sofa ${n}`, `sofa-${n}`, `FS-00000${n}`],
      );
      await dataSource.query(
        `INSERT INTO product_options (id, product_id, position, name, kind) VALUES (?, ?, 0, 'Fabric', 'variant')`,
        [n, n],
      );
    }
    await dataSource.query(
      'INSERT INTO product_option_values (id, option_id, product_id, position, label, material_id) VALUES ' +
        "(1, 1, 1, 0, 'Fabric 5', 5), (2, 1, 1, 1, 'Fabric 6', 6), (3, 2, 2, 0, 'Fabric 5', 5), (4, 2, 2, 1, 'Plain', NULL)",
    );
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('reads the products offering a material from the index alone, keeps the rows and the foreign key', async () => {
    expect(await indexes()).toContain('IDX_cc7e5c5356d4ab71382cc6fb94');
    await dataSource.runMigrations();
    const after = await indexes();
    expect(after).toContain('IDX_product_option_values_material');
    expect(after).not.toContain('IDX_cc7e5c5356d4ab71382cc6fb94');
    expect(await offering()).toEqual([1, 2]);
    if (dialect === 'sqlite')
      expect(await plan()).toContain('COVERING INDEX IDX_product_option_values_material');
    else expect(await plan()).toMatch(/^IDX_product_option_values_material .*Using index/);

    // Still a foreign key: no value may name a material that does not exist, and a deleted one leaves the value.
    if (dialect === 'mysql')
      await expect(
        dataSource.query(
          "INSERT INTO product_option_values (option_id, product_id, position, label, material_id) VALUES (1, 1, 2, 'X', 99)",
        ),
      ).rejects.toThrow();
    await dataSource.query('DELETE FROM materials WHERE id = 6');
    const [cleared] = await dataSource.query(
      'SELECT material_id AS m FROM product_option_values WHERE id = 2',
    );
    expect(cleared.m).toBeNull();

    await undoMigrationsThrough(dataSource, 'OptionValueMaterialIndex');
    const undone = await indexes();
    expect(undone).toContain('IDX_cc7e5c5356d4ab71382cc6fb94');
    expect(undone).not.toContain('IDX_product_option_values_material');
    expect(await offering()).toEqual([1, 2]);
    await dataSource.runMigrations();
  });
});
