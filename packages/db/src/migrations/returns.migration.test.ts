import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/**
 * The Returns migration on a shop with orders: a line sold before returns existed takes the shop's first default
 * (returnable, 30 days, no fees), a product keeps the shop's policy, the default policy and the six reasons are
 * written, and the migration undoes cleanly.
 */
describe.each(testDialects())('returns migration on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;
  const transaction = dialect === 'mysql' ? 'all' : 'none';

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
    await undoMigrationsThrough(dataSource, 'Returns');
    await dataSource.query(
      `INSERT INTO orders (id, number, status, payment_status, fulfilment_status, subtotal_cents, shipping_cents, total_cents)
       VALUES (7, 'HT-00007', 'paid', 'completed', 'delivered', 10000, 2500, 12500)`,
    );
    await dataSource.query(
      `INSERT INTO order_lines (id, order_id, product_name, product_slug, unit_price_cents, unit_paid_cents, quantity, line_total_cents)
       VALUES (70, 7, 'Oak chair', 'oak-chair', 10000, 10000, 1, 10000)`,
    );
    await dataSource.runMigrations({ transaction });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('gives earlier lines the first default, and writes the default policy and the reasons', async () => {
    const [line] = await dataSource.query(
      `SELECT returnable, return_blocker AS blocker, return_window_days AS days, restocking_fee_percent AS fee,
              pickup_fee_cents AS pickup FROM order_lines WHERE id = 70`,
    );
    expect([Boolean(Number(line.returnable)), line.blocker, Number(line.days), Number(line.fee), Number(line.pickup)]).toEqual([
      true,
      '',
      30,
      0,
      0,
    ]);
    const [policy] = await dataSource.query('SELECT returnable, window_days AS days FROM return_policies WHERE id = 1');
    expect([Boolean(Number(policy.returnable)), Number(policy.days)]).toEqual([true, 30]);
    const reasons = await dataSource.query('SELECT label, fault FROM return_reasons ORDER BY sort_order');
    expect(reasons.map((r: { label: string; fault: string }) => `${r.label}:${r.fault}`)).toEqual([
      'Changed my mind:customer',
      'Does not fit:customer',
      'Not as described:shop',
      'Arrived damaged:shop',
      'Defective:shop',
      'Wrong item:shop',
    ]);
  });

  it('undoes cleanly and applies again', async () => {
    await undoMigrationsThrough(dataSource, 'Returns');
    const tables = await dataSource.createQueryRunner().getTables(['cases', 'return_reasons']);
    expect(tables).toEqual([]);
    const columns = (await dataSource.createQueryRunner().getTable('order_lines'))!.columns.map((c) => c.name);
    expect(columns).not.toContain('return_window_days');
    await dataSource.runMigrations({ transaction });
    expect(Number((await dataSource.query('SELECT COUNT(*) AS n FROM return_reasons'))[0].n)).toBe(6);
  });
});
