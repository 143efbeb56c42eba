import { CATALOGUE_COLUMNS, CATALOGUE_MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { parseCatalogueCsv } from './catalogue-csv.js';
import { catalogueCsvText } from './catalogue-rows.js';

const HEADER = 'sku,name,room_type,price,stock,materials,active';

describe('parseCatalogueCsv', () => {
  it('reads quoted commas, line breaks inside quotes, CRLF and a BOM, with the line each row starts on', () => {
    const text =
      '\uFEFF' +
      HEADER +
      '\r\n' +
      'fs-1, "Oak table, large" ,dining-room,1299.50,3,Oak|Steel,yes\r\n' +
      '\r\n' +
      'FS-2,"Sofa\nwith a break",living-room,"1,049",0,,0\r\n' +
      'FS-3,Lamp,living-room,$9,12,,\r\n';
    const parsed = parseCatalogueCsv(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rowCount).toBe(3);
    expect(
      parsed.lines.map(({ line, row }) => [line, row.sku, row.name, row.price, row.stock, row.active]),
    ).toEqual([
      [2, 'FS-1', 'Oak table, large', 129950, 3, true],
      [4, 'FS-2', 'Sofa\nwith a break', 104900, 0, false],
      [6, 'FS-3', 'Lamp', 900, 12, true],
    ]);
    expect(parsed.lines[0]!.row.materials).toEqual(['Oak', 'Steel']);
  });

  it('refuses a wrong header on line 1: unknown, repeated and missing columns', () => {
    const parsed = parseCatalogueCsv('sku,name,colour,price,price\nA,B,red,1,2\n');
    expect(parsed.lines).toEqual([]);
    expect(parsed.errors).toEqual([
      { line: 1, field: 'colour', message: CATALOGUE_MESSAGES.unknownColumn('colour') },
      { line: 1, field: 'price', message: CATALOGUE_MESSAGES.repeatedColumn('price') },
      { line: 1, field: 'room_type', message: CATALOGUE_MESSAGES.missingColumn('room_type') },
      { line: 1, field: 'stock', message: CATALOGUE_MESSAGES.missingColumn('stock') },
    ]);
  });

  it('reports malformed quoting on its line and goes on with the other lines', () => {
    const parsed = parseCatalogueCsv(`${HEADER}\nA-1,Ok,x,1,1,,\nA-2,"Bad"name,x,1,1,,\n`);
    expect(parsed.lines.map((l) => l.row.sku)).toEqual(['A-1']);
    // csv-parse cannot tell where a broken quote ends, so the lines after it may be reported too.
    expect(parsed.errors[0]).toEqual({
      line: 3,
      field: null,
      message: CATALOGUE_MESSAGES.malformed(
        'text follows the closing quote of a value (write "" for a quote inside a quoted value)',
      ),
    });
  });

  it('names the line and column of a bad number, a bad price, a bad flag, a bad SKU and a short line', () => {
    const parsed = parseCatalogueCsv(
      `${HEADER}\nA-1,Ok,x,12.5.0,1,,\nA-2,Ok,x,1,lots,,\nA-3,Ok,x,1,-2,,maybe\n*bad*,Ok,x,1,1,,\nA-5,Ok\n`,
    );
    expect(parsed.lines).toEqual([]);
    expect(parsed.errors).toEqual([
      { line: 2, field: 'price', message: 'Enter the price, such as 249.99.' },
      { line: 3, field: 'stock', message: 'Enter a whole number.' },
      { line: 4, field: 'stock', message: 'Stock cannot be negative.' },
      { line: 4, field: 'active', message: CATALOGUE_MESSAGES.notAFlag },
      { line: 5, field: 'sku', message: expect.stringMatching(/SKU/) },
      { line: 6, field: null, message: CATALOGUE_MESSAGES.cellCount(2, 7) },
    ]);
  });

  it('writes formula-like cells neutralised and reads them back unchanged', () => {
    const name = '=HYPERLINK("http://evil.example","x")';
    const description = '@cmd\t-2+3';
    const columns = CATALOGUE_COLUMNS.length;
    const record = (cells: Partial<Record<(typeof CATALOGUE_COLUMNS)[number], string>>) =>
      CATALOGUE_COLUMNS.map((column) => cells[column] ?? '');
    const text = catalogueCsvText([
      record({ sku: 'EVIL-1', name, room_type: 'living-room', price: '10.00', stock: '1', description }),
    ]);
    const cells = text.split('\n')[1]!;
    expect(cells).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(cells).toContain(`'@cmd`);
    expect(cells.split(',').some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
    const parsed = parseCatalogueCsv(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.columns).toHaveLength(columns);
    expect(parsed.lines[0]!.row).toMatchObject({ sku: 'EVIL-1', name, description, price: 1000, stock: 1 });
  });

  it('says when the file is empty or has no products', () => {
    expect(parseCatalogueCsv('').errors).toEqual([
      { line: 1, field: null, message: CATALOGUE_MESSAGES.empty },
    ]);
    expect(parseCatalogueCsv(`${HEADER}\n`).errors).toEqual([
      { line: 2, field: null, message: CATALOGUE_MESSAGES.noRows },
    ]);
  });
});
