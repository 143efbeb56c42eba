import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source.js';
import { Refund } from '../entities/index.js';
import { seedOrder } from '../order/order.factory.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The refunds table of migration RefundAttempts, as the refund code relies on it. */
describe.each(testDialects())('refunds table on %s', (dialect) => {
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

  const refund = (orderId: number, paymentId: number, idempotencyKey: string) => ({
    orderId,
    paymentId,
    amountCents: 500,
    purpose: 'cancel',
    idempotencyKey,
  });

  it('starts a refund pending with no try made, keeps each idempotency key once, and goes with its order', async () => {
    const order = await seedOrder(dataSource);
    const refunds = dataSource.getRepository(Refund);
    await refunds.insert(refund(order.id, order.payment.id, `refund-${dialect}-1`));
    expect(await refunds.findOneByOrFail({ idempotencyKey: `refund-${dialect}-1` })).toMatchObject({
      status: 'pending',
      attempts: 0,
      sendingUntil: null,
      providerRef: null,
      failureReason: null,
    });
    // One key is one refund at the provider: a second row with it would send the same refund twice.
    await expect(refunds.insert(refund(order.id, order.payment.id, `refund-${dialect}-1`))).rejects.toThrow();
    // A refund names a real payment of a real order.
    await expect(refunds.insert(refund(order.id, 999_999, `refund-${dialect}-2`))).rejects.toThrow();
    await dataSource.query('DELETE FROM orders WHERE id = ?', [order.id]);
    expect(await refunds.countBy({ orderId: order.id })).toBe(0);
  });

  it('keeps the items of a partial refund; refunds from before RefundLines were of an amount', async () => {
    const order = await seedOrder(dataSource);
    const refunds = dataSource.getRepository(Refund);
    await undoMigrationsThrough(dataSource, 'RefundLines');
    await dataSource.query(
      `INSERT INTO refunds (order_id, payment_id, amount_cents, purpose, idempotency_key) VALUES (?, ?, 700, 'refund', ?)`,
      [order.id, order.payment.id, `refund-${dialect}-old`],
    );
    await dataSource.runMigrations({ transaction: dialect === 'mysql' ? 'all' : 'none' });
    expect(await refunds.findOneByOrFail({ idempotencyKey: `refund-${dialect}-old` })).toMatchObject({
      amountCents: 700,
      lines: '',
    });
    await refunds.insert({ ...refund(order.id, order.payment.id, `refund-${dialect}-3`), lines: '4:1,5:2' });
    expect((await refunds.findOneByOrFail({ idempotencyKey: `refund-${dialect}-3` })).lines).toBe('4:1,5:2');
  });
});
