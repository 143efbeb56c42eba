import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { FitPassages } from '../entities/index.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The FitPassages migration: a customer's measured passages, one row each, gone with the customer. */
describe.each(testDialects())('fit passages table on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;
  const transaction = dialect === 'sqlite' ? 'none' : 'all';
  const lastMigration = async () =>
    String((await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`))[0].name);

  beforeAll(async () => {
    // A copy of the run's migrated template: only the last migrations are undone and applied again.
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('arrives beside the customers already there, keeps one row each, and leaves with the customer', async () => {
    while (!(await lastMigration()).startsWith('FitPassages'))
      await dataSource.undoLastMigration({ transaction });
    await dataSource.undoLastMigration({ transaction });
    expect(await dataSource.createQueryRunner().getTables(['fit_passages'])).toEqual([]);
    for (const n of [1, 2])
      await dataSource.query(`INSERT INTO customers (id, name, email, password_hash) VALUES (?, ?, ?, 'x')`, [
        n,
        `Buyer ${n}`,
        `buyer${n}@shop.test`,
      ]);
    await dataSource.runMigrations();
    expect(await dataSource.query(`SELECT COUNT(*) AS n FROM customers`)).toEqual([
      { n: dialect === 'sqlite' ? 2 : '2' },
    ]);

    const repo = dataSource.getRepository(FitPassages);
    await repo.save({ customerId: 1, passages: JSON.stringify({ doorWidthIn: 30 }) });
    await repo.save({ customerId: 1, passages: JSON.stringify({ doorWidthIn: 32 }) });
    await repo.save({ customerId: 2, passages: JSON.stringify({ hallwayWidthIn: 36 }) });
    expect((await repo.find({ order: { customerId: 'ASC' } })).map((r) => JSON.parse(r.passages))).toEqual([
      { doorWidthIn: 32 },
      { hallwayWidthIn: 36 },
    ]);
    // Only a customer's own: no row for a customer that does not exist.
    await expect(repo.insert({ customerId: 99, passages: '{}' })).rejects.toThrow();

    await dataSource.query(`DELETE FROM customers WHERE id = 2`);
    expect((await repo.find()).map((r) => r.customerId)).toEqual([1]);

    // Back through FitPassages, whatever came after it.
    await undoMigrationsThrough(dataSource, 'FitPassages');
    expect(await dataSource.createQueryRunner().getTables(['fit_passages'])).toEqual([]);
    expect(Number((await dataSource.query(`SELECT COUNT(*) AS n FROM customers`))[0].n)).toBe(1);
    await dataSource.runMigrations();
  });
});
