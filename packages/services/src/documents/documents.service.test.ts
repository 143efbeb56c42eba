import {
  CreditNote,
  Invoice,
  OrderLine,
  Payment,
  Product,
  Shipment,
  ShipmentLine,
  createTestDatabase,
  openDatabase,
  testDialects,
  type ITestDatabase,
} from '@shop/db';
import { seedOrder } from '@shop/db/seed';
import { formatUsd } from '@shop/domain';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../common/db.js';
import { NotFoundError } from '../errors.js';
import { markPaid, refundPayment, SYSTEM_ACTOR } from '../order/index.js';
import { TestGateway } from '../payments/test-gateway.js';
import { FIGURES, pdfText, pendingPrintedOrder, setShop } from './document-fixtures.js';
import { DocumentsService } from './documents.service.js';

const NOW = new Date('2026-12-02T10:00:00Z');
const number = (series: string, n: number) => `${series}-2026-${String(n).padStart(6, '0')}`;
/** Credit notes take the time the refund is recorded (the refund steps read no clock of their own). */
const creditNoteNumber = (n: number) => `CN-${new Date().getUTCFullYear()}-${String(n).padStart(6, '0')}`;

/** The dollar figure printed after a label, in cents ("Tax total $166.98" -> 16698). */
function centsAfter(text: string, label: string): number {
  const match = new RegExp(`${label.replace(/ /g, '\\s+')}\\s+(-?)\\$([\\d,]+)\\.(\\d\\d)`).exec(text);
  if (!match) throw new Error(`"${label}" with an amount is not in the text`);
  return (match[1] ? -1 : 1) * Number(`${match[2]!.replace(/,/g, '')}${match[3]}`);
}

describe.each(testDialects())('invoices, credit notes and packing slips on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let db: Db;
  let documents: DocumentsService;
  let paid: Awaited<ReturnType<typeof pendingPrintedOrder>>;

  const pay = (order: { id: number; payment: { id: number } }) =>
    db.transaction((tx) => markPaid(tx, order, order.payment, null, SYSTEM_ACTOR, NOW));

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    db = Db.of(dataSource);
    documents = new DocumentsService(db, { now: () => NOW });
    await setShop(dataSource, 'Søren’s Bouclé Studio');
    paid = await pendingPrintedOrder(dataSource);
    expect(await pay(paid)).toBe(true);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('issues the invoice with the payment, first of its year, and prints it to the cent', async () => {
    const invoice = await dataSource.getRepository(Invoice).findOneByOrFail({ orderId: paid.id });
    expect(invoice).toMatchObject({ number: number('INV', 1), totalCents: FIGURES.totalCents });
    const file = await documents.invoice({ kind: 'customer', customerId: paid.customerId! }, paid.number);
    expect(file).toMatchObject({
      filename: `invoice-${number('INV', 1)}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await pdfText(file.content);
    for (const words of [
      number('INV', 1),
      paid.number,
      'Søren’s Bouclé Studio',
      'Søren’s Bouclé Sofa',
      'Fabric: Bouclé Ivory',
      'Łódź Stool',
      'SOR-BOU-2',
      'Søren Kierkegaard',
      '12 Bleecker Street',
    ])
      expect(text).toContain(words);
    expect(centsAfter(text, 'Subtotal')).toBe(FIGURES.subtotalCents);
    expect(centsAfter(text, 'Discounts')).toBe(-FIGURES.discountCents);
    expect(centsAfter(text, 'FEDEX_2_DAY\\)')).toBe(FIGURES.shippingCents);
    expect(centsAfter(text, 'Tax total')).toBe(FIGURES.taxCents);
    expect(centsAfter(text, 'Total USD')).toBe(FIGURES.totalCents);
    // Per jurisdiction and rate: the rows add up to the tax total.
    const rows = [
      centsAfter(text, 'Tax NY New York 6.25% on items'),
      centsAfter(text, 'Tax NY New York City 8.875% on items'),
      centsAfter(text, 'Tax NY New York City 8.875% on shipping'),
    ];
    expect(rows).toEqual([15_469, 794, 435]);
    expect(rows.reduce((a, b) => a + b)).toBe(FIGURES.taxCents);
    expect(text).toContain(formatUsd(FIGURES.totalCents));
  });

  it('prints an issued invoice as issued after the shop and the product change', async () => {
    await setShop(dataSource, 'Renamed Shop');
    await dataSource.getRepository(OrderLine).update({ orderId: paid.id }, { productName: 'Renamed' });
    await dataSource.getRepository(Product).update(paid.lines[0]!.productId!, { name: 'Renamed' });
    const text = await pdfText((await documents.invoice({ kind: 'staff' }, paid.number)).content);
    expect(text).toContain('Søren’s Bouclé Studio');
    expect(text).toContain('Søren’s Bouclé Sofa');
    expect(text).not.toContain('Renamed');
  });

  it('answers 404 to another customer, to a wrong email and to an unpaid order; the lookup email opens it', async () => {
    const other = await seedOrder(dataSource);
    await expect(
      documents.invoice({ kind: 'customer', customerId: other.customerId! }, paid.number),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(documents.invoice({ kind: 'lookup', email: 'x@example.com' }, paid.number)).rejects.toThrow(
      NotFoundError,
    );
    await expect(
      documents.invoice({ kind: 'guest', sessionHash: 'a'.repeat(64) }, paid.number),
    ).rejects.toThrow(NotFoundError);
    const lookup = await documents.invoice(
      { kind: 'lookup', email: ` ${paid.email.toUpperCase()} ` },
      paid.number,
    );
    expect(lookup.filename).toBe(`invoice-${number('INV', 1)}.pdf`);
    const pending = await seedOrder(dataSource, { status: 'pending' });
    await expect(documents.invoice({ kind: 'staff' }, pending.number)).rejects.toThrow(NotFoundError);
  });

  it('issues an order paid before invoices existed its invoice on the first request, next in the series', async () => {
    const earlier = await seedOrder(dataSource, { status: 'paid' });
    const file = await documents.invoice({ kind: 'staff' }, earlier.number);
    expect(file.filename).toBe(`invoice-${number('INV', 2)}.pdf`);
    expect((await documents.invoice({ kind: 'staff' }, earlier.number)).filename).toBe(file.filename);
    expect(await dataSource.getRepository(Invoice).countBy({ orderId: earlier.id })).toBe(1);
  });

  it('issues a credit note with each refund, against the invoice, in its own series', async () => {
    const payment = await dataSource.getRepository(Payment).findOneByOrFail({ id: paid.payment.id });
    await refundPayment(db, new TestGateway(), payment, { amountCents: 10_650, now: NOW });
    const [note] = await dataSource.getRepository(CreditNote).findBy({ orderId: paid.id });
    expect(note).toMatchObject({ number: creditNoteNumber(1), amountCents: 10_650 });
    const file = await documents.creditNote(
      { kind: 'customer', customerId: paid.customerId! },
      paid.number,
      note!.refundId,
    );
    const text = await pdfText(file.content);
    expect(text).toContain(creditNoteNumber(1));
    expect(text).toContain(`Invoice: ${number('INV', 1)}`);
    expect(centsAfter(text, 'Total credited USD')).toBe(-10_650);
    expect(centsAfter(text, 'Refund before tax') + centsAfter(text, 'Tax refunded')).toBe(-10_650);
    await expect(
      documents.creditNote(
        { kind: 'customer', customerId: paid.customerId! },
        paid.number,
        note!.refundId + 999,
      ),
    ).rejects.toThrow(NotFoundError);
  });

  it('prints packing slips without prices, with SKUs, options, quantities, boxes, weights and the address', async () => {
    const second = await pendingPrintedOrder(dataSource);
    const file = await documents.packingSlips([paid.id, second.id]);
    const text = await pdfText(file.content);
    expect(text).not.toContain('$');
    for (const words of [
      paid.number,
      second.number,
      'SOR-BOU-2',
      'Fabric: Bouclé Ivory',
      '12 Bleecker Street',
    ])
      expect(text).toContain(words);
    // Two sofas of 25 lb and a stool of 7.5 lb, three boxes, on each slip.
    expect(text.match(/Total weight 57\.5 lb/g)).toHaveLength(2);
    expect(text.match(/Boxes 3/g)).toHaveLength(2);
    await expect(documents.packingSlips([paid.id, 999_999])).rejects.toThrow(NotFoundError);
  });

  it("prints one shipment's slip with only what it carries, and 404 for a shipment the order does not have", async () => {
    const order = await pendingPrintedOrder(dataSource);
    const sofa = await dataSource
      .getRepository(OrderLine)
      .findOneByOrFail({ orderId: order.id, quantity: 2 });
    const shipment = await dataSource.getRepository(Shipment).save({
      orderId: order.id,
      sequence: 1,
      carrier: 'ups',
      trackingNumbers: '1Z999AA10123456784',
      shippedBy: 'Ada Admin',
    });
    await dataSource
      .getRepository(ShipmentLine)
      .insert({ shipmentId: shipment.id, orderLineId: sofa.id, quantity: 1 });
    const file = await documents.packingSlip(order.number, 1);
    expect(file.filename).toBe(`packing-slip-${order.number}-1.pdf`);
    const text = await pdfText(file.content);
    expect(text).toMatch(/Shipment: 1 of 1 · UPS · 1Z999AA10123456784/);
    expect(text).toContain('Total weight 25 lb');
    expect(text).toMatch(/Boxes 1\b/);
    await expect(documents.packingSlip(order.number, 2)).rejects.toThrow(NotFoundError);
  });

  it('renders what a queued mail names to attach: invoice, credit note, packing slip', async () => {
    const invoice = await dataSource.getRepository(Invoice).findOneByOrFail({ orderId: paid.id });
    const note = await dataSource.getRepository(CreditNote).findOneByOrFail({ orderId: paid.id });
    const render = documents.renderAttachment;
    const files = await Promise.all([
      render({ kind: 'invoice', id: invoice.id }),
      render({ kind: 'credit-note', id: note.id }),
      render({ kind: 'packing-slip', id: paid.id }),
    ]);
    expect(files.map((f) => f.filename)).toEqual([
      `invoice-${invoice.number}.pdf`,
      `credit-note-${note.number}.pdf`,
      `packing-slip-${paid.number}.pdf`,
    ]);
    for (const file of files) {
      expect(file.contentType).toBe('application/pdf');
      expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(await pdfText(files[0]!.content)).toContain(invoice.number);
    await expect(render({ kind: 'invoice', id: 999_999 })).rejects.toThrow(NotFoundError);
  });
});
