import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from './data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from './test-database.js';

describe.each(testDialects())('migrations on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    dataSource = await createDataSource(db.config).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('leaves no pending schema change after migrating', async () => {
    const applied = await dataSource.runMigrations();
    expect(applied.length).toBeGreaterThan(0);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('reverts every migration and applies them again', async () => {
    while (await dataSource.showMigrations().then(() => dataSource.migrations.length > 0)) {
      const executed = await dataSource.query(`SELECT COUNT(*) AS n FROM migrations`);
      if (Number(executed[0].n) === 0) break;
      await dataSource.undoLastMigration();
    }
    const tables = await dataSource.createQueryRunner().getTables(['rooms']);
    expect(tables).toEqual([]);
    await dataSource.runMigrations();
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('enforces foreign keys and unique slugs', async () => {
    await expect(
      dataSource.query(
        `INSERT INTO room_types (room_id, name, slug, description) VALUES (999, 'x', 'x', '')`,
      ),
    ).rejects.toThrow();
    await dataSource.query(`INSERT INTO rooms (name, slug, description) VALUES ('A', 'a', '')`);
    await expect(
      dataSource.query(`INSERT INTO rooms (name, slug, description) VALUES ('B', 'a', '')`),
    ).rejects.toThrow();
  });
});
