/** SQL pieces the catalogue's export and import share: the product columns, IN lists and grouping of rows. */
import { PRODUCT_SQL_COLUMNS, type TProductColumn } from './catalogue-rows.js';

/** The product columns a catalogue row carries, and the SELECT list that reads them as those fields. */
export const FIELDS = Object.keys(PRODUCT_SQL_COLUMNS) as TProductColumn[];
export const SELECT_PRODUCT = FIELDS.map((field) => `p.${PRODUCT_SQL_COLUMNS[field]} AS \`${field}\``).join(
  ', ',
);

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function groupBy<T>(rows: T[], keyOf: (row: T) => number, valueOf: (row: T) => string | number) {
  const map = new Map<number, (string | number)[]>();
  for (const row of rows) {
    const list = map.get(keyOf(row)) ?? [];
    list.push(valueOf(row));
    map.set(keyOf(row), list);
  }
  return map;
}
