import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { Order, OrderLine, Refund, TaxOverride, TaxRate } from '../entities/index.js';
import { seedOrder } from '../order/order.factory.js';
import { STARTING_STATE_RATES } from '../tax/tax-starting-table.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The SalesTax migration: the tax tables with their starting rows, and tax columns on orders already sold. */
describe.each(testDialects())('sales tax migration on %s', (dialect) => {
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

  it('keeps the orders sold before it, untaxed, and seeds the starting table once', async () => {
    const sold = await seedOrder(dataSource, { lines: [{ quantity: 2 }] });
    await dataSource.getRepository(Refund).insert({
      orderId: sold.id,
      paymentId: sold.payment.id,
      amountCents: 100,
      purpose: 'refund',
      idempotencyKey: `refund-tax-${dialect}`,
    });
    const transaction = dialect === 'sqlite' ? 'none' : 'all';
    await undoMigrationsThrough(dataSource, 'SalesTax');
    await dataSource.runMigrations({ transaction });

    const order = await dataSource.getRepository(Order).findOneByOrFail({ id: sold.id });
    expect(order).toMatchObject({
      totalCents: sold.totalCents,
      taxCents: 0,
      shippingTaxCents: 0,
      taxJurisdiction: '',
      taxSource: '',
    });
    const lines = await dataSource.getRepository(OrderLine).findBy({ orderId: sold.id });
    expect(lines.map((l) => [l.quantity, l.taxCents, l.taxRatePpm, l.taxJurisdiction])).toEqual([
      [2, 0, 0, ''],
    ]);
    expect(await dataSource.getRepository(Refund).findOneByOrFail({ orderId: sold.id })).toMatchObject({
      amountCents: 100,
      taxCents: 0,
    });

    const rates = await dataSource.getRepository(TaxRate).find({ order: { state: 'ASC' } });
    expect(rates).toHaveLength(STARTING_STATE_RATES.length);
    expect(rates.filter((r) => r.collects).map((r) => r.state)).toEqual(['NY', 'OR']);
    expect(rates.find((r) => r.state === 'NY')).toMatchObject({ ratePpm: 40_000, shippingTaxable: true });
    expect(rates.find((r) => r.state === 'MN')).toMatchObject({ ratePpm: 68_750, collects: false });
    const overrides = dataSource.getRepository(TaxOverride);
    expect(await overrides.findOneByOrFail({ state: 'NY', zip: '100' })).toMatchObject({
      county: 'New York City',
      ratePpm: 88_750,
    });
    // One rate per ZIP (or area) of a state.
    await expect(
      overrides.insert({ state: 'NY', zip: '100', county: 'again', ratePpm: 1 }),
    ).rejects.toThrow();
    await overrides.insert({ state: 'NJ', zip: '100', county: 'another state', ratePpm: 1 });
  });
});
