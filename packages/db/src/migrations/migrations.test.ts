import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';

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
    // Some 40 migrations down and up again, each a schema change: on MySQL beside the other suites this took 30 s.
  }, 120_000);

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

  it('keeps existing catalogue rows when the catalogue back-office columns arrive', async () => {
    // Back to the state before CatalogueBackOffice, with a product and its image and review already there.
    // TypeORM 1.1 turns SQLite's foreign keys off only after it has opened the revert's transaction, where that
    // pragma does nothing: with keys on, rebuilding `products` would rewrite or cascade into its child tables. A
    // revert on SQLite therefore runs outside a transaction, as an operator's rollback must too.
    const revertedUntilCatalogue = async () => {
      const [last] = await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
      await dataSource.undoLastMigration({ transaction: dialect === 'sqlite' ? 'none' : 'all' });
      if (!String(last.name).startsWith('CatalogueBackOffice')) await revertedUntilCatalogue();
    };
    await revertedUntilCatalogue();
    await dataSource.query(`DELETE FROM rooms`);
    await dataSource.query(`INSERT INTO rooms (id, name, slug, description) VALUES (70, 'Den', 'den', '')`);
    await dataSource.query(
      `INSERT INTO room_types (id, room_id, name, slug, description) VALUES (71, 70, 'Chairs', 'chairs', '')`,
    );
    await dataSource.query(
      `INSERT INTO products (id, room_type_id, name, slug, description) VALUES (72, 71, 'Oak chair', 'oak-chair', '')`,
    );
    await dataSource.query(
      `INSERT INTO product_images (product_id, image, position) VALUES (72, 'p/72.jpg', 0)`,
    );
    await dataSource.query(
      `INSERT INTO reviews (product_id, author_name, body) VALUES (72, 'Ann', 'Sturdy')`,
    );
    await dataSource.runMigrations();
    const [product] = await dataSource.query(`SELECT active, lead_time_days FROM products WHERE id = 72`);
    expect([Number(product.active), Number(product.lead_time_days)]).toEqual([1, 0]);
    const [image] = await dataSource.query(`SELECT alt FROM product_images WHERE product_id = 72`);
    expect(image.alt).toBe('');
    const [review] = await dataSource.query(`SELECT hidden, body FROM reviews WHERE product_id = 72`);
    expect([Number(review.hidden), review.body]).toEqual([0, 'Sturdy']);
  });

  /** Ids of the products whose name, slug or description has a word starting with `word`, through the index. */
  const searchIndex = async (word: string): Promise<number[]> => {
    const rows: { id: number }[] =
      dialect === 'sqlite'
        ? await dataSource.query(
            `SELECT rowid AS id FROM products_fts WHERE products_fts MATCH ? ORDER BY rowid`,
            [`"${word}"*`],
          )
        : await dataSource.query(
            `SELECT id FROM products WHERE MATCH(name, slug, description) AGAINST (? IN BOOLEAN MODE) ORDER BY id`,
            [`+${word}*`],
          );
    return rows.map((row) => Number(row.id));
  };

  it('builds the product search index over the products already there', async () => {
    // Back to the state before ProductSearch, past any later migration.
    for (;;) {
      const [last] = await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
      await dataSource.undoLastMigration({ transaction: dialect === 'sqlite' ? 'none' : 'all' });
      if (String(last.name).startsWith('ProductSearch')) break;
    }
    await dataSource.query(
      `INSERT INTO products (id, room_type_id, name, slug, description) VALUES (80, 71, 'Walnut sideboard', 'sideboard-80', 'Soft-close doors')`,
    );
    await dataSource.runMigrations();
    expect(await searchIndex('oak')).toEqual([72]);
    expect(await searchIndex('sideboard')).toEqual([80]);
    expect(await searchIndex('close')).toEqual([80]);
  });

  it('keeps the product search index in step with every write after the last migration', async () => {
    // A later migration that rebuilds `products` on SQLite drops the index's triggers with the old table.
    await dataSource.query(
      `INSERT INTO products (id, room_type_id, name, slug, description) VALUES (81, 71, 'Teak bench', 'teak-bench', '')`,
    );
    expect(await searchIndex('teak')).toEqual([81]);
    await dataSource.query(`UPDATE products SET name = 'Cedar bench', slug = 'cedar-bench' WHERE id = 81`);
    expect(await searchIndex('teak')).toEqual([]);
    expect(await searchIndex('cedar')).toEqual([81]);
    await dataSource.query(`DELETE FROM products WHERE id = 81`);
    expect(await searchIndex('cedar')).toEqual([]);
  });
});
