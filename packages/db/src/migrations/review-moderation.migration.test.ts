import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/**
 * The ReviewModeration migration: reviews published before stay published (not pending), a new review can wait
 * for approval, and it undoes cleanly.
 */
describe.each(testDialects())('review moderation on %s', (dialect) => {
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

  it('keeps existing reviews published', async () => {
    await undoMigrationsThrough(dataSource, 'ReviewModeration');
    // A shop in use before the migration: a product with a published review.
    await dataSource.query(`INSERT INTO rooms (id, name, slug, description) VALUES (1, 'Den', 'den', '')`);
    await dataSource.query(
      `INSERT INTO room_types (id, room_id, name, slug, description) VALUES (2, 1, 'Chairs', 'chairs', '')`,
    );
    await dataSource.query(
      `INSERT INTO products (id, room_type_id, name, slug, sku, description, price_cents) VALUES (3, 2, 'Chair', 'chair', 'CH-1', '', 100)`,
    );
    await dataSource.query(
      `INSERT INTO reviews (id, product_id, author_name, rating, body) VALUES (901, 3, 'Ann A.', 4, 'Sturdy and fine.')`,
    );
    await dataSource.runMigrations({ transaction });
    const [row] = await dataSource.query(`SELECT rating, pending FROM reviews WHERE id = 901`);
    expect([Number(row.rating), Number(row.pending)]).toEqual([4, 0]);
    await dataSource.query(`UPDATE reviews SET pending = 1 WHERE id = 901`);
    expect(Number((await dataSource.query(`SELECT pending FROM reviews WHERE id = 901`))[0].pending)).toBe(1);

    await undoMigrationsThrough(dataSource, 'ReviewModeration');
    const [before] = await dataSource.query(`SELECT body FROM reviews WHERE id = 901`);
    expect(before.body).toBe('Sturdy and fine.');
    await dataSource.runMigrations({ transaction });
  });
});
