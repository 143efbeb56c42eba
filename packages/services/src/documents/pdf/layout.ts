import { formatUsd } from '@shop/domain';
import type { IDocumentParty, IShopDetails } from '../snapshot.js';
import { FONT, type TPdf } from './pdf-kit.js';

export const PAGE = { left: 48, right: 612 - 48, bottom: 792 - 56 } as const;
const WIDTH = PAGE.right - PAGE.left;

/** Money as documents print it: $1,234.56, a refund or discount as -$12.00. */
export const money = (cents: number) => (cents < 0 ? `-${formatUsd(-cents)}` : formatUsd(cents));

/** 6.25% from 62,500 ppm. */
export const percent = (ppm: number) => `${Number((ppm / 10_000).toFixed(4))}%`;

/** 2026-12-02 from an ISO time: the day, as the shop's records keep it (UTC). */
export const day = (iso: string) => iso.slice(0, 10);

/** The shop's name and details on the left, the document's title and facts on the right. */
export function header(doc: TPdf, shop: IShopDetails, title: string, facts: [string, string][]): void {
  const top = 48;
  doc
    .font(FONT.bold)
    .fontSize(16)
    .text(shop.name || 'Shop', PAGE.left, top, { width: WIDTH / 2 });
  doc.font(FONT.regular).fontSize(9);
  for (const line of [shop.address, shop.email, shop.phone].filter(Boolean))
    doc.text(line, { width: WIDTH / 2 });
  const below = doc.y;
  doc
    .font(FONT.bold)
    .fontSize(18)
    .text(title, PAGE.left + WIDTH / 2, top, { width: WIDTH / 2, align: 'right' });
  doc.font(FONT.regular).fontSize(9);
  for (const [label, value] of facts)
    doc.text(`${label}: ${value}`, PAGE.left + WIDTH / 2, doc.y, { width: WIDTH / 2, align: 'right' });
  doc.y = Math.max(below, doc.y) + 18;
}

/** A labelled address block ("Bill to", "Ship to"). */
export function party(doc: TPdf, label: string, who: IDocumentParty, x = PAGE.left): number {
  const top = doc.y;
  doc.font(FONT.bold).text(label, x, top, { width: WIDTH / 2 });
  doc.font(FONT.regular);
  for (const line of [who.name, ...who.addressLines, who.email].filter(Boolean))
    doc.text(line, x, doc.y, { width: WIDTH / 2 - 12 });
  return doc.y;
}

export interface IColumn {
  header: string;
  /** A share of the page's width; the shares of a table add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

/** A table with a header row, rows that wrap within their column, and a new page (header repeated) when full. */
export function table(doc: TPdf, columns: readonly IColumn[], rows: readonly string[][]): void {
  const widths = columns.map((c) => c.share * WIDTH);
  const cellText = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? FONT.bold : FONT.regular);
    const height = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i]! - 6 })),
    );
    if (doc.y + height > PAGE.bottom) {
      doc.addPage();
      if (!bold)
        cellText(
          columns.map((c) => c.header),
          true,
        );
      doc.font(bold ? FONT.bold : FONT.regular);
    }
    const top = doc.y;
    let x = PAGE.left;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, top, { width: widths[i]! - 6, align: columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    doc.y = top + height + 4;
    doc
      .moveTo(PAGE.left, doc.y - 2)
      .lineTo(PAGE.right, doc.y - 2)
      .lineWidth(bold ? 0.8 : 0.3)
      .stroke('#999999');
  };
  doc.fontSize(9);
  cellText(
    columns.map((c) => c.header),
    true,
  );
  for (const row of rows) cellText(row, false);
  doc.font(FONT.regular);
}

/** Label and amount pairs at the right, the last one bold (the total). */
export function totals(doc: TPdf, pairs: readonly [string, string][]): void {
  doc.y += 6;
  pairs.forEach(([label, value], index) => {
    const last = index === pairs.length - 1;
    if (doc.y + 14 > PAGE.bottom) doc.addPage();
    doc.font(last ? FONT.bold : FONT.regular).fontSize(last ? 11 : 9);
    const top = doc.y;
    doc.text(label, PAGE.left + WIDTH * 0.2, top, { width: WIDTH * 0.6 - 8, align: 'right' });
    doc.text(value, PAGE.left + WIDTH * 0.8, top, { width: WIDTH * 0.2, align: 'right' });
  });
  doc.font(FONT.regular).fontSize(9);
}

/** A short paragraph across the page (notes, promotions). */
export function note(doc: TPdf, text: string): void {
  doc.y += 8;
  if (doc.y + 24 > PAGE.bottom) doc.addPage();
  doc.font(FONT.regular).fontSize(8).text(text, PAGE.left, doc.y, { width: WIDTH });
  doc.fontSize(9);
}
