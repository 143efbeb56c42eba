import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';

/** The StorefrontSearch migration: full-text indexes over rooms and materials, built over existing rows. */
describe.each(testDialects())('storefront search indexes on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
    await dataSource.runMigrations();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  /** Ids of the rows of `table` with a word starting with `word`, found through the table's full-text index. */
  const searchIndex = async (table: 'rooms' | 'materials', word: string): Promise<number[]> => {
    const columns = table === 'rooms' ? 'name, slug, description' : 'name, description';
    const rows: { id: number }[] =
      dialect === 'sqlite'
        ? await dataSource.query(
            `SELECT rowid AS id FROM ${table}_fts WHERE ${table}_fts MATCH ? ORDER BY rowid`,
            [`"${word}"*`],
          )
        : await dataSource.query(
            `SELECT id FROM ${table} WHERE MATCH(${columns}) AGAINST (? IN BOOLEAN MODE) ORDER BY id`,
            [`+${word}*`],
          );
    return rows.map((row) => Number(row.id));
  };

  it('indexes the rooms and materials already there when it runs, and reverts cleanly', async () => {
    // Later migrations are reverted first, down to and including StorefrontSearch; all run again below.
    const transaction = dialect === 'sqlite' ? 'none' : 'all';
    for (;;) {
      const [last] = await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
      await dataSource.undoLastMigration({ transaction });
      if (String(last.name).startsWith('StorefrontSearch')) break;
    }
    await dataSource.query(
      `INSERT INTO rooms (id, name, slug, description) VALUES (5, 'Sunroom', 'sunroom', 'Wicker and linen')`,
    );
    await dataSource.query(
      `INSERT INTO material_types (id, name, slug, description) VALUES (6, 'Wood', 'wood', '')`,
    );
    await dataSource.query(
      `INSERT INTO materials (id, material_type_id, name, description) VALUES (7, 6, 'Smoked oak', 'Dark and oiled')`,
    );
    await dataSource.runMigrations();
    expect(await searchIndex('rooms', 'wicker')).toEqual([5]);
    expect(await searchIndex('rooms', 'sunroom')).toEqual([5]);
    expect(await searchIndex('materials', 'smoked')).toEqual([7]);
    expect(await searchIndex('materials', 'oiled')).toEqual([7]);
  });

  it('follows inserts, updates and deletes', async () => {
    await dataSource.query(
      `INSERT INTO rooms (id, name, slug, description) VALUES (8, 'Nursery', 'nursery', 'Soft corners')`,
    );
    expect(await searchIndex('rooms', 'nursery')).toEqual([8]);
    await dataSource.query(`UPDATE rooms SET name = 'Playroom', slug = 'playroom' WHERE id = 8`);
    expect(await searchIndex('rooms', 'nursery')).toEqual([]);
    expect(await searchIndex('rooms', 'playroom')).toEqual([8]);
    await dataSource.query(`DELETE FROM rooms WHERE id = 8`);
    expect(await searchIndex('rooms', 'playroom')).toEqual([]);

    await dataSource.query(`UPDATE materials SET name = 'Bleached ash' WHERE id = 7`);
    expect(await searchIndex('materials', 'smoked')).toEqual([]);
    expect(await searchIndex('materials', 'bleached')).toEqual([7]);
    await dataSource.query(`DELETE FROM materials WHERE id = 7`);
    expect(await searchIndex('materials', 'bleached')).toEqual([]);
  });
});
