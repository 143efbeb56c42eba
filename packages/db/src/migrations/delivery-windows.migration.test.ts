import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/**
 * The DeliveryWindows migration on a shop with delivery zones: the zones keep their rows, a zone has one set of
 * rules, one slot per window and date (what makes concurrent first holds meet on one row), holds go with their
 * slot and everything with its zone, and the migration undoes cleanly.
 */
describe.each(testDialects())('delivery windows migration on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;
  const transaction = dialect === 'mysql' ? 'all' : 'none';
  const count = async (table: string) =>
    Number((await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
    await undoMigrationsThrough(dataSource, 'DeliveryWindows');
    await dataSource.query(`INSERT INTO delivery_zones (id, name, zips) VALUES (1, 'NYC', '100')`);
    await dataSource.runMigrations({ transaction });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('keeps the zones, one set of rules per zone and one slot per window and date', async () => {
    expect(await count('delivery_zones')).toBe(1);
    const rules = `INSERT INTO delivery_window_rules (zone_id, weekdays, windows, capacity_units) VALUES (1, '1 2', '08:00-12:00', 4)`;
    await dataSource.query(rules);
    await expect(dataSource.query(rules)).rejects.toThrow();
    const slot = `INSERT INTO delivery_slots (zone_id, date, window_start, window_end, capacity_units) VALUES (1, '2026-03-09', '08:00', '12:00', 4)`;
    await dataSource.query(slot);
    await expect(dataSource.query(slot)).rejects.toThrow();
    await dataSource.query(
      `INSERT INTO delivery_blackouts (zone_id, date) VALUES (1, '2026-12-25')`,
    );
    await dataSource.query(
      `INSERT INTO delivery_window_overrides (zone_id, date, window_start, capacity_units) VALUES (1, '2026-03-10', '08:00', 2)`,
    );
  });

  it('takes holds with the held state by default, and goes with its slot and zone', async () => {
    const [{ id: slotId }] = await dataSource.query(`SELECT id FROM delivery_slots`);
    await dataSource.query(
      `INSERT INTO delivery_holds (slot_id, units, holder_key, expires_at) VALUES (?, 2, 'customer:1', '2026-03-01 10:00:00')`,
      [slotId],
    );
    const [hold] = await dataSource.query(`SELECT state, version, order_id AS orderId FROM delivery_holds`);
    expect([hold.state, Number(hold.version), hold.orderId]).toEqual(['held', 0, null]);
    await dataSource.query(`DELETE FROM delivery_zones WHERE id = 1`);
    for (const table of [
      'delivery_holds',
      'delivery_slots',
      'delivery_window_rules',
      'delivery_blackouts',
      'delivery_window_overrides',
    ])
      expect(await count(table)).toBe(0);
  });

  it('undoes cleanly and applies again', async () => {
    await undoMigrationsThrough(dataSource, 'DeliveryWindows');
    const tables = ['delivery_window_rules', 'delivery_blackouts', 'delivery_window_overrides', 'delivery_slots', 'delivery_holds'];
    expect(await dataSource.createQueryRunner().getTables(tables)).toHaveLength(0);
    await dataSource.runMigrations({ transaction });
    expect(await dataSource.createQueryRunner().getTables(tables)).toHaveLength(5);
  });
});
