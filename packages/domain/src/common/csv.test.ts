import { describe, expect, it } from 'vitest';
import { csvCellValue, csvSafeCell } from './csv.js';
import { taxReportCsv } from '../tax/tax.js';

describe('CSV cells a spreadsheet would run', () => {
  const risky = [
    '=HYPERLINK("http://evil.example","x")',
    '+1 212 555 0142',
    '-2+3',
    '@SUM(A1:A2)',
    '\t=1+1',
    '\r=1+1',
    "'=already quoted",
    "'",
    "''",
  ];

  it('are written with a leading apostrophe, and read back as they were', () => {
    for (const value of risky) {
      const written = csvSafeCell(value);
      expect(written, JSON.stringify(value)).toBe(`'${value}`);
      expect(csvCellValue(written)).toBe(value);
    }
  });

  it('leaves other text and plain numbers, negative ones included, as they are', () => {
    for (const value of ['Oak table', '', "Rock 'n' roll", "it's", '-12.50', '-3', '0', '1299.00', 'a=b'])
      expect([csvSafeCell(value), csvCellValue(csvSafeCell(value))]).toEqual([value, value]);
    expect(csvSafeCell(-5)).toBe('-5');
    // An apostrophe typed before ordinary text is the value itself, not an escape.
    expect(csvCellValue("'hello")).toBe("'hello");
  });

  it('are neutralised in the tax report, whose negative amounts stay numbers', () => {
    const csv = taxReportCsv({
      from: '2026-01',
      to: '2026-01',
      rows: [
        {
          month: '2026-01',
          state: '=1+1',
          orders: 1,
          salesCents: 100,
          deliveryFeesCents: 0,
          deliveryTaxCents: 0,
          taxCents: 0,
          refundedTaxCents: 150,
          netTaxCents: -150,
        },
      ],
      totalNetTaxCents: -150,
      total: '-$1.50',
    });
    expect(csv.split('\r\n')[1]).toBe('"2026-01","\'=1+1","1","1.00","0.00","1.50","-1.50","0.00","0.00"');
  });
});
