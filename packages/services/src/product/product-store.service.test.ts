import { createTestDatabase, openDatabase, Product, testDialects, type ITestDatabase } from '@shop/db';
import { seedRoomType } from '@shop/db/seed';
import type { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Db } from '../common/db.js';
import { ProductViewCounter } from './product-views.js';
import { ProductStoreService, TRENDING_MAX_AGE_MS } from './product-store.service.js';

/** Room types of this many products each: enough rows for the planners to choose as they do on a big catalogue. */
const PER_ROOM_TYPE = 1_500;

describe.each(testDialects())('storefront reads on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  /** Another app process on the same database: this process's cache hears nothing of its writes. */
  let otherProcess: DataSource;
  let db: Db;
  let shop: ProductStoreService;
  const roomTypes: number[] = [];

  /** Products with views and prices in a spread, inserted in batches (the factories save one row at a time). */
  async function insertProducts(roomTypeId: number, count: number, tag: string) {
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => start + i);
      await dataSource.query(
        'INSERT INTO products (room_type_id, name, slug, sku, description, price_cents, discount_percent, stock, view_count) ' +
          `VALUES ${rows.map(() => "(?, ?, ?, ?, '', ?, ?, 5, ?)").join(', ')}`,
        rows.flatMap((n) => [
          roomTypeId,
          `Chair ${tag} ${n}`,
          `chair-${tag}-${n}`,
          `CHAIR-${tag}-${n}`.toUpperCase(),
          10_000 + ((n * 7_919) % 90_000),
          (n * 13) % 60,
          (n * 31) % 997,
        ]),
      );
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    otherProcess = await openDatabase(database.config, { migrate: false });
    db = Db.of(dataSource);
    shop = new ProductStoreService(db, new ProductViewCounter(db));
    for (const tag of ['a', 'b', 'c']) {
      const type = await seedRoomType(dataSource);
      roomTypes.push(type.id);
      await insertProducts(type.id, PER_ROOM_TYPE, tag);
    }
    await dataSource.query(dialect === 'mysql' ? 'ANALYZE TABLE products' : 'ANALYZE');
  }, 120_000);
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await otherProcess?.destroy();
    await dataSource?.destroy();
    await database?.drop();
  });

  /** How the database would run `sql`: SQLite's query plan lines, or MySQL's EXPLAIN rows. */
  async function planOf(sql: string, params: unknown[]) {
    if (dialect === 'sqlite') {
      const rows: { detail: string }[] = await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, params);
      return rows.map((row) => row.detail).join('\n');
    }
    const rows: { key: string | null; Extra: string | null; type: string }[] = await dataSource.query(
      `EXPLAIN ${sql}`,
      params,
    );
    return rows.map((row) => `${row.type} ${row.key} ${row.Extra ?? ''}`).join('\n');
  }

  /** The SQL and parameters of the one query `read` runs that matches `pattern`. */
  async function queryOf(pattern: RegExp, read: () => Promise<unknown>) {
    const spy = vi.spyOn(db, 'query');
    try {
      await read();
      const call = spy.mock.calls.find(([sql]) => pattern.test(sql));
      expect(call, `a query matching ${pattern}`).toBeDefined();
      return { sql: call![0], params: call![1] ?? [] };
    } finally {
      spy.mockRestore();
    }
  }

  it('reads a product page’s related products from the popular shelf index, not the room type’s rows', async () => {
    const [product] = await dataSource.query('SELECT slug FROM products WHERE room_type_id = ? LIMIT 1', [
      roomTypes[1],
    ]);
    const related = await queryOf(/p\.id <> \?/, () => shop.withAll(product.slug));
    const plan = await planOf(related.sql, related.params);
    if (dialect === 'sqlite') {
      expect(plan).toContain('USING INDEX IDX_products_shelf_popular');
      expect(plan).not.toContain('TEMP B-TREE');
    } else {
      expect(plan).toMatch(/^ref IDX_products_shelf_popular /);
      expect(plan).not.toMatch(/filesort|intersect/i);
    }
    const page = await shop.withAll(product.slug);
    const views: { id: number; viewCount: number }[] = await dataSource.query(
      'SELECT id AS `id`, view_count AS `viewCount` FROM products WHERE room_type_id = ? AND active = 1 AND slug <> ? ' +
        'ORDER BY view_count DESC, id DESC LIMIT 8',
      [roomTypes[1], product.slug],
    );
    expect(page.related.map((card) => card.id)).toEqual(views.map((row) => Number(row.id)));
  });

  it('sorts a shelf by the price the customer pays, from the shelf index, as the price filter reads it', async () => {
    const input = { roomTypeId: roomTypes[0]!, page: 1, materialIds: [], optionValues: [] };
    for (const sort of ['price', '-price'] as const) {
      const shelf = await queryOf(/ORDER BY p\.sale_price_cents/, () =>
        shop.customerList({ ...input, sort, page: 2 }),
      );
      const plan = await planOf(shelf.sql, shelf.params);
      if (dialect === 'sqlite') {
        expect(plan).toContain('USING INDEX IDX_products_shelf_price');
        expect(plan).not.toContain('TEMP B-TREE');
      } else {
        expect(plan).toMatch(/IDX_products_shelf_price/);
        expect(plan).not.toMatch(/filesort/i);
      }
    }
    const cheapest = await shop.customerList({ ...input, sort: 'price' });
    const paid = cheapest.data.map((card) => card.discountedCents);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    // The lowest paid price of the shelf is the first card's, whatever the list prices say.
    const [low] = await dataSource.query(
      'SELECT MIN(price_cents * (100 - discount_percent) / 100.0) AS low FROM products WHERE room_type_id = ?',
      [roomTypes[0]],
    );
    expect(paid[0]).toBe(Math.trunc(Number(low.low)));
    // The filter and the sort agree: a range starting at the third card's price begins with it.
    const filtered = await shop.customerList({ ...input, sort: 'price', minPriceCents: paid[2]! });
    expect(filtered.data[0]!.discountedCents).toBe(paid[2]);
    const dearest = await shop.customerList({ ...input, sort: '-price' });
    const paidDown = dearest.data.map((card) => card.discountedCents);
    expect(paidDown).toEqual([...paidDown].sort((a, b) => b - a));
  });

  it('walks an index for the trending strip’s fill instead of sorting every active product', async () => {
    const fill = await queryOf(/view_count DESC, p\.created_at DESC/, () => shop.trending(4));
    const plan = await planOf(fill.sql, fill.params);
    if (dialect === 'sqlite') expect(plan).not.toContain('TEMP B-TREE');
    else expect(plan).not.toMatch(/filesort/i);
  });

  it('drops a hidden product from the trending strip on the next read of the process that hid it', async () => {
    const before = await shop.trending(4);
    const [top, second] = before;
    await db.repo(Product).update({ id: top!.id }, { active: false });
    const afterRepository = await shop.trending(4);
    expect(afterRepository.map((card) => card.id)).not.toContain(top!.id);
    expect(afterRepository[0]!.id).toBe(second!.id);
    // A plain SQL write of ours, as the back-office's archive or a stock change makes, retires it as well.
    await db.query('UPDATE products SET active = 0 WHERE id = ?', [second!.id]);
    expect((await shop.trending(4)).map((card) => card.id)).not.toContain(second!.id);
    await db.query('UPDATE products SET active = 1 WHERE id IN (?, ?)', [top!.id, second!.id]);
    expect((await shop.trending(4)).map((card) => card.id)).toEqual(before.map((card) => card.id));
  });

  it('shows another process’s hiding at once on SQLite, and within the bound on MySQL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [top] = await shop.trending(4);
    await otherProcess.query('UPDATE products SET active = 0 WHERE id = ?', [top!.id]);
    const next = await shop.trending(4);
    if (dialect === 'sqlite') expect(next.map((card) => card.id)).not.toContain(top!.id);
    else expect(next[0]!.id).toBe(top!.id);
    vi.setSystemTime(Date.now() + TRENDING_MAX_AGE_MS + 1);
    expect((await shop.trending(4)).map((card) => card.id)).not.toContain(top!.id);
    await otherProcess.query('UPDATE products SET active = 1 WHERE id = ?', [top!.id]);
  });

  it('keeps a product page until a write to what it shows, and counts every view', async () => {
    const [row] = await dataSource.query('SELECT id, slug FROM products WHERE room_type_id = ? LIMIT 1', [
      roomTypes[2],
    ]);
    const slug: string = row.slug;
    const id = Number(row.id);
    const views = new ProductViewCounter(db);
    const service = new ProductStoreService(db, views);
    const first = await service.withAll(slug, 'Mozilla/5.0');
    const spy = vi.spyOn(db, 'query');
    try {
      expect(await service.withAll(slug, 'Mozilla/5.0')).toBe(first);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    // A variant added by plain SQL of ours (as the back-office's saves write) shows on the next read.
    await db.query(
      "INSERT INTO product_options (product_id, position, name, kind) VALUES (?, 0, 'Size', 'variant')",
      [id],
    );
    const [option] = await dataSource.query('SELECT id FROM product_options WHERE product_id = ?', [id]);
    await db.query(
      "INSERT INTO product_option_values (option_id, product_id, position, label, surcharge_cents, surcharge_lead_days) VALUES (?, ?, 0, 'Large', 0, 0)",
      [option.id, id],
    );
    const [value] = await dataSource.query('SELECT id FROM product_option_values WHERE product_id = ?', [id]);
    await db.query(
      'INSERT INTO product_variants (product_id, sku, combination, value1_id, price_cents, stock) VALUES (?, ?, ?, ?, 12300, 4)',
      [id, `KEPT-${id}`, String(value.id), value.id],
    );
    const after = await service.withAll(slug, 'Mozilla/5.0');
    expect(after.variants.map((v) => [v.title, v.priceCents, v.stock])).toEqual([['Large', 12300, 4]]);
    expect(after.options[0]!.values[0]!.label).toBe('Large');
    // The same page by id is kept under its own key, with the same content.
    expect((await service.customerDetail(id)).variants).toHaveLength(1);
    // A browser's view is counted, a bot's is not, kept page or not.
    await views.flush();
    const [counted] = await dataSource.query('SELECT view_count AS n FROM products WHERE id = ?', [id]);
    const base = Number(counted.n);
    await service.withAll(slug, 'Mozilla/5.0');
    await service.withAll(slug, 'Googlebot/2.1');
    await views.flush();
    const [recounted] = await dataSource.query('SELECT view_count AS n FROM products WHERE id = ?', [id]);
    expect(Number(recounted.n)).toBe(base + 1);
  });
});
