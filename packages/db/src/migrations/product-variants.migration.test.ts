import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { OrderLine, ProductOption, ProductOptionValue, ProductVariant } from '../entities/index.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/**
 * The ProductVariants migration on a shop in use: products and sold order lines from before it stay as they
 * were (every product one implicit variant, no option rows made up for it), the order lines gain an empty SKU
 * snapshot and no variant, and undoing it leaves the same rows.
 */
describe.each(testDialects())('product variants tables on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;
  const count = async (table: string) =>
    Number((await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const lineRows = async () =>
    (
      await dataSource.query(
        'SELECT id, product_id AS productId, product_name AS productName, unit_paid_cents AS paid, quantity FROM order_lines ORDER BY id',
      )
    ).map((r: Record<string, unknown>) => [
      Number(r.id),
      Number(r.productId),
      r.productName,
      Number(r.paid),
      Number(r.quantity),
    ]);
  const productRows = async () =>
    (await dataSource.query('SELECT id, price_cents AS price, stock FROM products ORDER BY id')).map(
      (r: Record<string, unknown>) => [Number(r.id), Number(r.price), Number(r.stock)],
    );

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
    await dataSource.runMigrations();
    await undoMigrationsThrough(dataSource, 'ProductVariants');
    // A shop in use: a room type, two products, a customer and an order that sold both.
    await dataSource.query(`INSERT INTO rooms (id, name, slug, description) VALUES (1, 'Den', 'den', '')`);
    await dataSource.query(
      `INSERT INTO room_types (id, room_id, name, slug, description) VALUES (2, 1, 'Chairs', 'chairs', '')`,
    );
    for (const n of [1, 2])
      await dataSource.query(
        `INSERT INTO products (id, room_type_id, name, slug, sku, description, price_cents, stock) VALUES (?, 2, ?, ?, ?, '', ?, ?)`,
        [n, `Chair ${n}`, `chair-${n}`, `FS-00000${n}`, n * 10_000, n * 3],
      );
    await dataSource.query(
      `INSERT INTO customers (id, name, email, password_hash) VALUES (7, 'Buyer', 'buyer@shop.test', 'x')`,
    );
    await dataSource.query(
      `INSERT INTO orders (id, number, customer_id, subtotal_cents, total_cents) VALUES (9, 'HT-00009', 7, 40000, 40000)`,
    );
    for (const n of [1, 2])
      await dataSource.query(
        `INSERT INTO order_lines (order_id, product_id, product_name, product_slug, unit_price_cents, unit_paid_cents, quantity, line_total_cents) VALUES (9, ?, ?, ?, ?, ?, ?, ?)`,
        [n, `Chair ${n}`, `chair-${n}`, n * 10_000, n * 10_000, n, n * n * 10_000],
      );
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('keeps every product and order line, each line with no variant and an empty snapshot', async () => {
    const linesBefore = await lineRows();
    const productsBefore = await productRows();
    await dataSource.runMigrations();
    expect(await lineRows()).toEqual(linesBefore);
    expect(await productRows()).toEqual(productsBefore);
    const lines = await dataSource.getRepository(OrderLine).find({ order: { id: 'ASC' } });
    expect(lines.map((l) => [l.variantId, l.sku, l.options])).toEqual([
      [null, '', ''],
      [null, '', ''],
    ]);
    expect(await count('product_variants')).toBe(0);
    expect(await count('product_options')).toBe(0);
  });

  it('keeps one variant per combination and SKUs unique, and a product takes its options and variants along', async () => {
    const option = await dataSource
      .getRepository(ProductOption)
      .save({ productId: 1, position: 0, name: 'Size', kind: 'variant' });
    const [small, large] = await dataSource.getRepository(ProductOptionValue).save([
      { optionId: option.id, productId: 1, position: 0, label: 'Small' },
      { optionId: option.id, productId: 1, position: 1, label: 'Large' },
    ]);
    const variants = dataSource.getRepository(ProductVariant);
    const variant = (sku: string, valueId: number) => ({
      productId: 1,
      sku,
      combination: String(valueId),
      value1Id: valueId,
      priceCents: 10_000,
      stock: 2,
    });
    await variants.insert(variant('CHAIR-S', small!.id));
    await expect(variants.insert(variant('CHAIR-S2', small!.id))).rejects.toThrow();
    await expect(variants.insert(variant('CHAIR-S', large!.id))).rejects.toThrow();
    const { identifiers } = await variants.insert(variant('CHAIR-L', large!.id));
    // An order line keeps its snapshot when the variant it sold goes.
    await dataSource.query(
      `INSERT INTO order_lines (order_id, product_id, variant_id, sku, options, product_name, product_slug, unit_price_cents, unit_paid_cents, quantity, line_total_cents) VALUES (9, 1, ?, 'CHAIR-L', '[]', 'Chair 1', 'chair-1', 1, 1, 1, 1)`,
      [identifiers[0]!.id],
    );
    await variants.delete({ sku: 'CHAIR-L' });
    expect(
      (await dataSource.getRepository(OrderLine).findOneByOrFail({ sku: 'CHAIR-L' })).variantId,
    ).toBeNull();
    await dataSource.query('DELETE FROM order_lines WHERE product_id = 1');
    await dataSource.query('DELETE FROM products WHERE id = 1');
    expect(await count('product_variants')).toBe(0);
    expect(await count('product_option_values')).toBe(0);
    expect(await count('product_options')).toBe(0);
  });

  it('reverts cleanly, leaving the products and order lines it found', async () => {
    await undoMigrationsThrough(dataSource, 'ProductVariants');
    const tables = await dataSource.createQueryRunner().getTables(['product_variants', 'product_options']);
    expect(tables).toEqual([]);
    expect(await productRows()).toEqual([[2, 20_000, 6]]);
    expect(await lineRows()).toEqual([[2, 2, 'Chair 2', 20_000, 2]]);
    await dataSource.runMigrations();
  });
});
