import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source.js';
import { CreditNote, DocumentCounter, Invoice, Refund } from '../entities/index.js';
import { seedOrder } from '../order/order.factory.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The tables of migration Documents, as the invoice numbering relies on them. */
describe.each(testDialects())('documents tables on %s', (dialect) => {
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

  const invoice = (orderId: number, number: string) => ({
    orderId,
    number,
    issuedAt: new Date(),
    totalCents: 100,
    snapshot: '{}',
  });

  it('writes one counter row per series, so numbering only ever updates a row', async () => {
    const rows = await dataSource.getRepository(DocumentCounter).find({ order: { series: 'ASC' } });
    expect(rows).toEqual([
      { series: 'CN', year: 0, lastNumber: 0 },
      { series: 'INV', year: 0, lastNumber: 0 },
    ]);
  });

  it('keeps one invoice per order and each number once, and keeps an invoiced order from being deleted', async () => {
    const order = await seedOrder(dataSource);
    const other = await seedOrder(dataSource);
    const invoices = dataSource.getRepository(Invoice);
    await invoices.insert(invoice(order.id, `INV-T-${dialect}-1`));
    await expect(invoices.insert(invoice(order.id, `INV-T-${dialect}-2`))).rejects.toThrow();
    await expect(invoices.insert(invoice(other.id, `INV-T-${dialect}-1`))).rejects.toThrow();
    await expect(dataSource.query('DELETE FROM orders WHERE id = ?', [order.id])).rejects.toThrow();
  });

  it('keeps one credit note per refund, referring to a real invoice', async () => {
    const order = await seedOrder(dataSource);
    const { id: invoiceId } = await dataSource
      .getRepository(Invoice)
      .save(invoice(order.id, `INV-T-${dialect}-3`));
    const refund = await dataSource.getRepository(Refund).save({
      orderId: order.id,
      paymentId: order.payment.id,
      amountCents: 500,
      purpose: 'refund',
      idempotencyKey: `documents-${dialect}-1`,
    });
    const notes = dataSource.getRepository(CreditNote);
    const note = { refundId: refund.id, invoiceId, orderId: order.id, issuedAt: new Date(), snapshot: '{}' };
    await notes.insert({ ...note, number: `CN-T-${dialect}-1`, amountCents: 500 });
    await expect(notes.insert({ ...note, number: `CN-T-${dialect}-2` })).rejects.toThrow();
    await expect(
      notes.insert({ ...note, refundId: 999_999, number: `CN-T-${dialect}-3` }),
    ).rejects.toThrow();
  });

  it('goes back and forth: undone it drops the tables, applied again the counters start at zero', async () => {
    await undoMigrationsThrough(dataSource, 'Documents');
    const tables = await dataSource.createQueryRunner().getTables(['invoices', 'document_counters']);
    expect(tables).toHaveLength(0);
    await dataSource.runMigrations({ transaction: dialect === 'mysql' ? 'all' : 'none' });
    expect(await dataSource.getRepository(DocumentCounter).countBy({ lastNumber: 0 })).toBe(2);
  });
});
