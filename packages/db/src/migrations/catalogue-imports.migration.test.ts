import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { CatalogueImport, CatalogueImportPart } from '../entities/index.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The CatalogueImports migration: an upload's dry run and progress, its file in slices gone with it. */
describe.each(testDialects())('catalogue import tables on %s', (dialect) => {
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

  it('arrives beside the products already there, keeps a file in slices, and leaves them alone going back', async () => {
    await undoMigrationsThrough(dataSource, 'CatalogueImports');
    expect(await dataSource.createQueryRunner().getTables(['catalogue_imports'])).toEqual([]);
    await dataSource.query(
      `INSERT INTO rooms (id, name, slug, description) VALUES (1, 'Living', 'living', '')`,
    );
    await dataSource.runMigrations();

    const imports = dataSource.getRepository(CatalogueImport);
    const { id } = await imports.save({ filename: 'a.csv', rowCount: 2, errors: '[]', changes: '[]' });
    const parts = dataSource.getRepository(CatalogueImportPart);
    const big = 'x'.repeat(16_000);
    await parts.insert([
      { importId: id, position: 0, text: big },
      { importId: id, position: 1, text: 'é,ü\n' },
    ]);
    const stored = await parts.find({ where: { importId: id }, order: { position: 'ASC' } });
    expect(stored.map((p) => p.text.length)).toEqual([16_000, 4]);
    expect((await imports.findOneByOrFail({ id })).status).toBe('validated');
    await expect(parts.insert({ importId: 999, position: 0, text: '' })).rejects.toThrow();
    await imports.delete({ id });
    expect(await parts.count()).toBe(0);

    await undoMigrationsThrough(dataSource, 'CatalogueImports');
    expect(await dataSource.createQueryRunner().getTables(['catalogue_import_parts'])).toEqual([]);
    expect(Number((await dataSource.query(`SELECT COUNT(*) AS n FROM rooms`))[0].n)).toBe(1);
    await dataSource.runMigrations();
  });
});
