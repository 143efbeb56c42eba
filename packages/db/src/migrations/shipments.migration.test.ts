import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/**
 * The Shipments migration on a shop with orders: an order shipped or delivered before shipments existed becomes one
 * shipment of all its lines with its one tracking number, shipped when its timeline says and delivered on the day
 * it was; an order not shipped gets none; and the migration undoes cleanly.
 */
describe.each(testDialects())('shipments from tracking numbers on %s', (dialect) => {
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

  it('moves each shipped order and its tracking number into one shipment of everything', async () => {
    await undoMigrationsThrough(dataSource, 'Shipments');
    await dataSource.query(
      `INSERT INTO customers (id, name, email, password_hash) VALUES (3, 'Ann', 'a@x.io', 'x')`,
    );
    const order = (id: number, fulfilment: string, tracking: string) =>
      dataSource.query(
        `INSERT INTO orders (id, number, customer_id, status, payment_status, fulfilment_status, tracking_number, updated_at)
         VALUES (?, ?, 3, ?, 'completed', ?, ?, '2026-05-20 10:00:00')`,
        [id, `FS-${id}`, fulfilment === 'delivered' ? 'completed' : 'paid', fulfilment, tracking],
      );
    await order(10, 'shipped', '7712 3456 7890');
    await order(11, 'delivered', '7712 0000 1111');
    await order(12, 'processing', '');
    for (const [id, orderId, quantity] of [
      [20, 10, 2],
      [21, 10, 1],
      [22, 11, 3],
      [23, 12, 1],
    ])
      await dataSource.query(
        `INSERT INTO order_lines (id, order_id, product_name, product_slug, quantity) VALUES (?, ?, 'Chair', 'chair', ?)`,
        [id, orderId, quantity],
      );
    const event = (orderId: number, kind: string, at: string, actor = '') =>
      dataSource.query(
        `INSERT INTO order_events (order_id, kind, actor_type, actor_name, note, created_at) VALUES (?, ?, 'staff', ?, '', ?)`,
        [orderId, kind, actor, at],
      );
    await event(10, 'shipped', '2026-05-01 09:30:00', 'Ada Admin');
    await event(11, 'shipped', '2026-04-02 08:00:00', 'Bea Backup');
    await event(11, 'delivered', '2026-04-06 17:45:00');
    await dataSource.runMigrations({ transaction });

    const shipments = await dataSource.query(
      `SELECT order_id AS orderId, sequence, carrier, tracking_numbers AS tracking, status, delivered_on AS deliveredOn,
        shipped_by AS shippedBy, created_at AS createdAt FROM shipments ORDER BY order_id`,
    );
    expect(
      shipments.map((s: Record<string, unknown>) => ({
        ...s,
        orderId: Number(s.orderId),
        sequence: Number(s.sequence),
        createdAt: String(s.createdAt instanceof Date ? s.createdAt.toISOString() : s.createdAt).slice(0, 10),
      })),
    ).toEqual([
      {
        orderId: 10,
        sequence: 1,
        carrier: 'fedex',
        tracking: '7712 3456 7890',
        status: 'shipped',
        deliveredOn: null,
        shippedBy: 'Ada Admin',
        createdAt: '2026-05-01',
      },
      {
        orderId: 11,
        sequence: 1,
        carrier: 'fedex',
        tracking: '7712 0000 1111',
        status: 'delivered',
        deliveredOn: '2026-04-06',
        shippedBy: 'Bea Backup',
        createdAt: '2026-04-02',
      },
    ]);
    const lines = await dataSource.query(
      `SELECT s.order_id AS orderId, sl.order_line_id AS lineId, sl.quantity FROM shipment_lines sl
        JOIN shipments s ON s.id = sl.shipment_id ORDER BY sl.order_line_id`,
    );
    expect(lines.map((l: Record<string, unknown>) => [l.orderId, l.lineId, l.quantity].map(Number))).toEqual([
      [10, 20, 2],
      [10, 21, 1],
      [11, 22, 3],
    ]);
  });

  it('undoes cleanly: the tables go, the orders keep their tracking numbers', async () => {
    await undoMigrationsThrough(dataSource, 'Shipments');
    expect(await dataSource.createQueryRunner().getTables(['shipments', 'shipment_lines'])).toHaveLength(0);
    const [row] = await dataSource.query(`SELECT tracking_number AS tracking FROM orders WHERE id = 11`);
    expect(row.tracking).toBe('7712 0000 1111');
    await dataSource.runMigrations({ transaction });
  });
});
