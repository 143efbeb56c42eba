import type { IInvoiceSnapshot, ITaxSummaryRow } from '../snapshot.js';
import { day, header, money, note, party, percent, table, totals } from './layout.js';
import { newPdf, pdfBytes } from './pdf-kit.js';

const taxLabel = (row: ITaxSummaryRow) =>
  `Tax ${[row.jurisdiction, row.ratePpm ? percent(row.ratePpm) : ''].filter(Boolean).join(' ') || 'sales tax'}` +
  ` on ${row.on}`;

/** The invoice as issued: everything printed comes from its frozen snapshot. */
export async function renderInvoice(invoice: IInvoiceSnapshot): Promise<Buffer> {
  const doc = await newPdf(`Invoice ${invoice.number}`);
  header(doc, invoice.shop, 'Invoice', [
    ['Invoice', invoice.number],
    ['Issued', day(invoice.issuedAt)],
    ['Order', invoice.orderNumber],
    ['Order date', day(invoice.orderDate)],
  ]);
  party(doc, 'Bill to', invoice.billTo);
  doc.y += 14;
  table(
    doc,
    [
      { header: 'SKU', share: 0.13 },
      { header: 'Item', share: 0.3 },
      { header: 'Qty', share: 0.06, align: 'right' },
      { header: 'Unit', share: 0.11, align: 'right' },
      { header: 'Discount', share: 0.11, align: 'right' },
      { header: 'Tax', share: 0.15, align: 'right' },
      { header: 'Amount', share: 0.14, align: 'right' },
    ],
    invoice.lines.map((line) => [
      line.sku,
      line.options ? `${line.name}\n${line.options}` : line.name,
      String(line.quantity),
      money(line.unitCents),
      line.discountCents ? money(-line.discountCents) : '',
      line.taxCents
        ? `${money(line.taxCents)}\n${[percent(line.taxRatePpm), line.taxJurisdiction].filter(Boolean).join(' ')}`
        : '',
      money(line.lineTotalCents),
    ]),
  );
  totals(doc, [
    ['Subtotal', money(invoice.subtotalCents)],
    ...(invoice.discountCents ? [['Discounts', money(-invoice.discountCents)] as [string, string]] : []),
    // The crew's fee stands where the carrier's shipping would: an order goes one way or the other.
    invoice.delivery
      ? [`Delivery (${invoice.delivery.label})`, money(invoice.delivery.feeCents)]
      : [
          `Shipping${invoice.shippingLabel ? ` (${invoice.shippingLabel})` : ''}`,
          money(invoice.shippingCents),
        ],
    ...invoice.taxes.map((row): [string, string] => [taxLabel(row), money(row.taxCents)]),
    ['Tax total', money(invoice.taxCents)],
    [`Total ${invoice.currency}`, money(invoice.totalCents)],
  ]);
  if (invoice.promotions.length) note(doc, `Promotions: ${invoice.promotions.join('; ')}`);
  note(doc, `Paid in full. Thank you for your order ${invoice.orderNumber}.`);
  return pdfBytes(doc);
}
