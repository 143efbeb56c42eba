import type { IDocumentParty, IShopDetails } from '../snapshot.js';
import { drawCode128 } from './code128.js';
import { PAGE, day, header, note, party, table, totals } from './layout.js';
import { FONT, newPdf, pdfBytes, type TPdf } from './pdf-kit.js';

interface IPackingSlipLine {
  sku: string;
  name: string;
  options: string;
  quantity: number;
  /** One box per item, as checkout rated them; 0 where the product no longer says. */
  boxWeightLb: number;
  boxSize: string;
}

/** What the packing bench needs for one order: no prices. */
export interface IPackingSlip {
  orderNumber: string;
  orderDate: string;
  shop: IShopDetails;
  shipTo: IDocumentParty;
  shipping: string;
  /** The slip of one shipment: which one, its carrier and tracking ("2 of 3 · UPS 1Z…"). */
  shipment?: string;
  lines: IPackingSlipLine[];
}

const pounds = (lb: number) => `${Number(lb.toFixed(1))} lb`;

function slipPage(doc: TPdf, slip: IPackingSlip): void {
  header(doc, slip.shop, 'Packing slip', [
    ['Order', slip.orderNumber],
    ['Order date', day(slip.orderDate)],
    ...(slip.shipping ? [['Shipping', slip.shipping] as [string, string]] : []),
    ...(slip.shipment ? [['Shipment', slip.shipment] as [string, string]] : []),
  ]);
  const top = doc.y;
  const afterAddress = party(doc, 'Ship to', slip.shipTo);
  drawCode128(doc, slip.orderNumber, { x: PAGE.right - 200, y: top, module: 1, height: 44 });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .text(slip.orderNumber, PAGE.right - 200, top + 48, { width: 200, align: 'center' });
  doc.y = Math.max(afterAddress, top + 62) + 14;
  table(
    doc,
    [
      { header: 'SKU', share: 0.16 },
      { header: 'Item', share: 0.42 },
      { header: 'Qty', share: 0.08, align: 'right' },
      { header: 'Boxes', share: 0.08, align: 'right' },
      { header: 'Box (in)', share: 0.13, align: 'right' },
      { header: 'Weight', share: 0.13, align: 'right' },
    ],
    slip.lines.map((line) => [
      line.sku,
      line.options ? `${line.name}\n${line.options}` : line.name,
      String(line.quantity),
      String(line.quantity),
      line.boxSize,
      line.boxWeightLb ? pounds(line.boxWeightLb * line.quantity) : '',
    ]),
  );
  const boxes = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
  const weight = slip.lines.reduce((sum, line) => sum + line.boxWeightLb * line.quantity, 0);
  totals(doc, [
    ['Boxes', String(boxes)],
    ['Total weight', pounds(weight)],
  ]);
  note(doc, 'Check each box against this list before it leaves. No prices are shown on a packing slip.');
}

/** One or more orders' packing slips, each on its own page(s), as one PDF. */
export async function renderPackingSlips(slips: readonly IPackingSlip[]): Promise<Buffer> {
  const doc = await newPdf(
    slips.length === 1 ? `Packing slip ${slips[0]!.orderNumber}` : `Packing slips (${slips.length})`,
  );
  slips.forEach((slip, index) => {
    if (index > 0) doc.addPage();
    slipPage(doc, slip);
  });
  return pdfBytes(doc);
}
