import type { ICreditNoteSnapshot } from '../snapshot.js';
import { day, header, money, note, party, table, totals } from './layout.js';
import { newPdf, pdfBytes } from './pdf-kit.js';

/** A credit note as issued: the refund's money against the invoice it corrects. */
export async function renderCreditNote(credit: ICreditNoteSnapshot): Promise<Buffer> {
  const doc = await newPdf(`Credit note ${credit.number}`);
  header(doc, credit.shop, 'Credit note', [
    ['Credit note', credit.number],
    ['Issued', day(credit.issuedAt)],
    ['Invoice', credit.invoiceNumber],
    ['Order', credit.orderNumber],
  ]);
  party(doc, 'Credit to', credit.billTo);
  doc.y += 14;
  doc.text(`Reason: ${credit.reason}`);
  doc.y += 6;
  if (credit.lines.length)
    table(
      doc,
      [
        { header: 'SKU', share: 0.2 },
        { header: 'Item returned', share: 0.65 },
        { header: 'Qty', share: 0.15, align: 'right' },
      ],
      credit.lines.map((line) => [
        line.sku,
        line.options ? `${line.name}\n${line.options}` : line.name,
        String(line.quantity),
      ]),
    );
  totals(doc, [
    ['Refund before tax', money(-credit.netCents)],
    ['Tax refunded', money(-credit.taxCents)],
    [`Total credited ${credit.currency}`, money(-credit.amountCents)],
  ]);
  note(
    doc,
    `This credit note corrects invoice ${credit.invoiceNumber}. The amount went back to the original payment.`,
  );
  return pdfBytes(doc);
}
