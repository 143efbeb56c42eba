import {
  CATALOGUE_COLUMNS,
  CATALOGUE_MESSAGES,
  CATALOGUE_REQUIRED_COLUMNS,
  MAX_CATALOGUE_ROWS,
  ZCatalogueRow,
  ZCatalogueVariantRow,
  csvCellValue,
  type TCatalogueColumn,
  type TCatalogueError,
  type TCatalogueRow,
  type TCatalogueRowCells,
  type TCatalogueVariantRow,
} from '@shop/domain';
import { parse } from 'csv-parse/sync';

/** One product line of the file: where it starts, the header's columns it gave, and those cells checked. */
export interface ICatalogueLine {
  line: number;
  cells: TCatalogueRowCells;
  row: TCatalogueRow;
}

/** The references a product line names: its room type, its materials and its images. */
export type TLineReferences = Pick<ICatalogueLine['row'], 'room_type' | 'materials' | 'image_urls'>;

/** One variant line (`product_sku` given), its cells checked. */
export interface ICatalogueVariantLine {
  line: number;
  cells: TCatalogueRowCells;
  row: TCatalogueVariantRow;
}

export interface IParsedCatalogue {
  /** The columns the header named, in its order (empty when the header itself was refused). */
  columns: TCatalogueColumn[];
  /** The lines whose cells passed the row schema (references are checked later, against the database). */
  lines: ICatalogueLine[];
  /** The variant lines that passed the variant row schema. */
  variantLines: ICatalogueVariantLine[];
  /**
   * Product lines refused by the row schema whose references could still be read: checked against the database
   * too, so that one upload reports every error of a line (an unknown room type with a bad price).
   */
  refusedReferences: { line: number; row: TLineReferences }[];
  /** Every line's problems, by line; a file with any is applied nowhere. */
  errors: TCatalogueError[];
  /** Product lines in the file, good and bad. */
  rowCount: number;
}

const KNOWN = new Set<string>(CATALOGUE_COLUMNS);

/** A product line's references alone, read from a line the whole row schema refused. */
const ZLineReferences = ZCatalogueRow.pick({ room_type: true, materials: true, image_urls: true });

/** The header's names checked: known, none twice, the required ones present (errors on line 1). */
function checkHeader(header: string[]): { columns: TCatalogueColumn[]; errors: TCatalogueError[] } {
  const errors: TCatalogueError[] = [];
  const names = header.map((name) => name.trim().toLowerCase());
  const seen = new Set<string>();
  for (const name of names) {
    if (!KNOWN.has(name))
      errors.push({ line: 1, field: name, message: CATALOGUE_MESSAGES.unknownColumn(name) });
    else if (seen.has(name))
      errors.push({ line: 1, field: name, message: CATALOGUE_MESSAGES.repeatedColumn(name) });
    seen.add(name);
  }
  // A file of variants (product_sku given) needs only their SKUs; a product's line without a needed value is
  // reported on its line.
  for (const name of seen.has('product_sku') ? ['sku'] : CATALOGUE_REQUIRED_COLUMNS)
    if (!seen.has(name))
      errors.push({ line: 1, field: name, message: CATALOGUE_MESSAGES.missingColumn(name) });
  return { columns: errors.length ? [] : (names as TCatalogueColumn[]), errors };
}

const QUOTE_REASONS: Record<string, string> = {
  CSV_INVALID_CLOSING_QUOTE:
    'text follows the closing quote of a value (write "" for a quote inside a quoted value)',
  CSV_INVALID_OPENING_QUOTE:
    'a quote inside an unquoted value (quote the whole value and write "" for the quote)',
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed, so the lines after it could not be read',
};

/** csv-parse's error in the shop's words (its own message names internals and repeats the line). */
function malformedReason(error: { code?: string; message?: string } | undefined): string {
  return (
    QUOTE_REASONS[error?.code ?? ''] ??
    (error?.message ?? 'unreadable').replace(/^[^:]*:\s*/, '').replace(/ at line \d+.*$/, '')
  );
}

/**
 * Reads catalogue CSV with csv-parse (quotes, commas and line breaks inside quotes, CRLF, a BOM) and checks every
 * line with the row schema. Malformed CSV (a stray or unclosed quote) is reported on its line and the parser goes on
 * with the next record, so one upload lists every problem it can; a wrong header stops there (the rows cannot be
 * read without it). Blank lines are skipped. Nothing here touches the database.
 */
export function parseCatalogueCsv(text: string): IParsedCatalogue {
  const errors: TCatalogueError[] = [];
  const records: { record: string[]; line: number }[] = [];
  let previousEnd = 0;
  const parsed = parse(text, {
    bom: true,
    info: true,
    // Spaces around a quoted value ("a", "b") are a spreadsheet's habit, not an error; inside quotes they stay.
    trim: true,
    relax_column_count: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      const line = (error as { lines?: number } | undefined)?.lines ?? previousEnd + 1;
      errors.push({ line, field: null, message: CATALOGUE_MESSAGES.malformed(malformedReason(error)) });
      previousEnd = line;
    },
  }) as unknown as { record: string[]; info: { lines: number } }[];
  for (const { record, info } of parsed) {
    // A record spanning lines (a quoted line break) starts after the previous one ended.
    records.push({ record, line: Math.min(previousEnd + 1, info.lines) });
    previousEnd = info.lines;
  }
  const content = records.filter(({ record }) => !(record.length === 1 && record[0]!.trim() === ''));
  const [header, ...body] = content;
  if (!header)
    return {
      columns: [],
      lines: [],
      variantLines: [],
      refusedReferences: [],
      errors: [{ line: 1, field: null, message: CATALOGUE_MESSAGES.empty }],
      rowCount: 0,
    };
  const checked = checkHeader(header.record);
  if (checked.errors.length)
    return {
      columns: [],
      lines: [],
      variantLines: [],
      refusedReferences: [],
      errors: checked.errors,
      rowCount: body.length,
    };
  const { columns } = checked;
  if (body.length === 0 && errors.length === 0)
    errors.push({ line: 2, field: null, message: CATALOGUE_MESSAGES.noRows });
  if (body.length > MAX_CATALOGUE_ROWS)
    return {
      columns,
      lines: [],
      variantLines: [],
      refusedReferences: [],
      errors: [{ line: 1, field: null, message: CATALOGUE_MESSAGES.tooManyRows }],
      rowCount: body.length,
    };
  const lines: ICatalogueLine[] = [];
  const variantLines: ICatalogueVariantLine[] = [];
  const refusedReferences: IParsedCatalogue['refusedReferences'] = [];
  for (const { record, line } of body) {
    if (record.length !== columns.length) {
      errors.push({
        line,
        field: null,
        message: CATALOGUE_MESSAGES.cellCount(record.length, columns.length),
      });
      continue;
    }
    const cells: TCatalogueRowCells = {};
    // A cell the export neutralised ('=...) reads back as it was (csvCellValue).
    columns.forEach((column, index) => (cells[column] = csvCellValue(record[index]!)));
    // A row naming its product is a variant's.
    const result = cells.product_sku?.trim()
      ? ZCatalogueVariantRow.safeParse(cells)
      : ZCatalogueRow.safeParse(cells);
    if (result.success) {
      if ('product_sku' in result.data && result.data.product_sku)
        variantLines.push({ line, cells, row: result.data as TCatalogueVariantRow });
      else lines.push({ line, cells, row: result.data as TCatalogueRow });
    } else {
      for (const issue of result.error.issues)
        errors.push({ line, field: String(issue.path[0] ?? '') || null, message: issue.message });
      const references = cells.product_sku?.trim() ? undefined : ZLineReferences.safeParse(cells);
      if (references?.success) refusedReferences.push({ line, row: references.data });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { columns, lines, variantLines, refusedReferences, errors, rowCount: body.length };
}
