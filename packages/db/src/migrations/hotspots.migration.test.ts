import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The Hotspots migration: products placed on pictures, gone with their product, on rows of a shop in use. */
describe.each(testDialects())('hotspots table on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;
  const hotspots = async () =>
    (
      await dataSource.query(
        'SELECT kind, owner_id AS owner, product_id AS product, x_bp AS x, y_bp AS y FROM hotspots ORDER BY id',
      )
    ).map((row: Record<string, string | number>) => [
      row.kind,
      Number(row.owner),
      Number(row.product),
      Number(row.x),
      Number(row.y),
    ]);

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
    await dataSource.runMigrations();
    await undoMigrationsThrough(dataSource, 'Hotspots');
    // A shop in use before the migration: a room with its picture, a room type and two products.
    await dataSource.query(
      `INSERT INTO rooms (id, name, slug, description, image) VALUES (1, 'Den', 'den', '', 'uploads/den.jpg')`,
    );
    await dataSource.query(
      `INSERT INTO room_types (id, room_id, name, slug, description) VALUES (2, 1, 'Chairs', 'chairs', '')`,
    );
    for (const n of [1, 2])
      await dataSource.query(
        `INSERT INTO products (id, room_type_id, name, slug, description, price_cents) VALUES (?, 2, ?, ?, '', 100)`,
        [n, `Chair ${n}`, `chair-${n}`],
      );
    await dataSource.runMigrations();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('keeps hotspots on existing rows, and a deleted product takes its hotspots with it', async () => {
    const place = (product: number, x: number, y: number) =>
      dataSource.query(
        `INSERT INTO hotspots (kind, owner_id, image, product_id, x_bp, y_bp) VALUES ('room', 1, 'uploads/den.jpg', ?, ?, ?)`,
        [product, x, y],
      );
    await place(1, 4_000, 6_000);
    await place(2, 10_000, 0);
    await place(1, 1, 9_999);
    expect(await hotspots()).toEqual([
      ['room', 1, 1, 4_000, 6_000],
      ['room', 1, 2, 10_000, 0],
      ['room', 1, 1, 1, 9_999],
    ]);
    await dataSource.query('DELETE FROM products WHERE id = 1');
    expect(await hotspots()).toEqual([['room', 1, 2, 10_000, 0]]);
    await expect(place(99, 0, 0)).rejects.toThrow();
  });

  it('reverts cleanly, leaving the products and rooms it found', async () => {
    await undoMigrationsThrough(dataSource, 'Hotspots');
    const tables = await dataSource.query(
      dialect === 'sqlite'
        ? `SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'hotspots'`
        : `SELECT table_name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'hotspots'`,
    );
    expect(tables).toEqual([]);
    expect(
      (await dataSource.query('SELECT id FROM products')).map((r: { id: number }) => Number(r.id)),
    ).toEqual([2]);
    await dataSource.runMigrations();
    expect(await hotspots()).toEqual([]);
  });
});
