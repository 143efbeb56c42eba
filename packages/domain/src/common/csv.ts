/**
 * The one rule for every CSV the shop writes and reads back (the catalogue export and import, the tax report, the
 * tax override import).
 *
 * A spreadsheet reads a cell starting with `=`, `+`, `-` or `@` as a formula (`=HYPERLINK(...)` in a product's name
 * would be live in the owner's spreadsheet), and one starting with a tab or carriage return may hide such a start.
 * Such a cell is written with a leading apostrophe, which spreadsheets show as text. A cell that already starts
 * with an apostrophe gets one more, so that reading removes exactly one and every value comes back as it was. A
 * plain number (`-12.50`) is not a formula and stays a number.
 */
const NEEDS_APOSTROPHE = /^[=+\-@\t\r']/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell's text as written to CSV (before quoting): neutralised when a spreadsheet would run it. */
export function csvSafeCell(value: string | number): string {
  const text = String(value);
  return NEEDS_APOSTROPHE.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** A cell as read from CSV (after unquoting): the value csvSafeCell was given. */
export function csvCellValue(text: string): string {
  return text.startsWith("'") && NEEDS_APOSTROPHE.test(text.slice(1)) ? text.slice(1) : text;
}
