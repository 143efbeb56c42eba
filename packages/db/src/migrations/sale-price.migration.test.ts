import { discountedCents } from '@shop/domain';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { Product } from '../entities/index.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';

/** The SalePrice migration: the price a customer pays, computed by the database for every row and every write. */
describe.each(testDialects())('sale price column on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;
  /** List price and discount of rows that exist before the migration runs: rounding edges included. */
  const prices: [number, number][] = [
    [19_900, 0],
    [19_999, 15],
    [1, 99],
    [99, 50],
    [123_457, 33],
    [100_000_000, 100],
    [0, 10],
  ];
  const salePrices = async () =>
    (
      await dataSource.query(
        'SELECT price_cents AS price, discount_percent AS percent, sale_price_cents AS sale FROM products ORDER BY id',
      )
    ).map((row: { price: number; percent: number; sale: number | string }) => [
      Number(row.price),
      Number(row.percent),
      Number(row.sale),
    ]);
  const expected = (rows: [number, number][]) => rows.map(([p, d]) => [p, d, discountedCents(p, d)]);

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
    await dataSource.runMigrations();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('computes the paid price of the rows already there when it runs, and reverts cleanly', async () => {
    const transaction = dialect === 'sqlite' ? 'none' : 'all';
    for (;;) {
      const [last] = await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
      await dataSource.undoLastMigration({ transaction });
      if (String(last.name).startsWith('SalePrice')) break;
    }
    await dataSource.query(`INSERT INTO rooms (id, name, slug, description) VALUES (1, 'Den', 'den', '')`);
    await dataSource.query(
      `INSERT INTO room_types (id, room_id, name, slug, description) VALUES (2, 1, 'Chairs', 'chairs', '')`,
    );
    for (const [n, [price, percent]] of prices.entries())
      await dataSource.query(
        `INSERT INTO products (room_type_id, name, slug, description, price_cents, discount_percent) VALUES (2, ?, ?, '', ?, ?)`,
        [`Chair ${n}`, `chair-${n}`, price, percent],
      );
    await dataSource.runMigrations();
    expect(await salePrices()).toEqual(expected(prices));
    // The full-text index of products still follows writes (a rebuilt table would have lost its triggers).
    const found =
      dialect === 'sqlite'
        ? await dataSource.query(`SELECT rowid AS id FROM products_fts WHERE products_fts MATCH '"chair"*'`)
        : await dataSource.query(
            `SELECT id FROM products WHERE MATCH(name, slug, description) AGAINST ('+chair*' IN BOOLEAN MODE)`,
          );
    expect(found).toHaveLength(prices.length);
  });

  it('follows every write: plain SQL and TypeORM alike', async () => {
    await dataSource.query('UPDATE products SET discount_percent = 20 WHERE slug = ?', ['chair-0']);
    await dataSource.query('UPDATE products SET price_cents = 5001 WHERE slug = ?', ['chair-1']);
    const repo = dataSource.getRepository(Product);
    await repo.update({ slug: 'chair-2' }, { priceCents: 777, discountPercent: 7 });
    const inserted = await repo.save(
      repo.create({
        roomTypeId: 2,
        name: 'Stool',
        slug: 'stool',
        description: '',
        priceCents: 4_999,
        discountPercent: 25,
      }),
    );
    expect(await salePrices()).toEqual(
      expected([[19_900, 20], [5_001, 15], [777, 7], ...prices.slice(3), [4_999, 25]]),
    );
    expect((await repo.findOneByOrFail({ id: inserted.id })).salePriceCents).toBe(discountedCents(4_999, 25));
  });
});
