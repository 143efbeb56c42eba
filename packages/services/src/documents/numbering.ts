import type { Db } from '../common/db.js';

export type TDocumentSeries = 'INV' | 'CN';

/** INV-2026-000123: the series, the year it was issued in, and its place in that year's run. */
const documentNumber = (series: TDocumentSeries, year: number, n: number) =>
  `${series}-${year}-${String(n).padStart(6, '0')}`;

/**
 * The next number of the series, taken inside the caller's transaction, which must also write the document: the
 * counter row stays locked (MySQL) or the database is ours (SQLite) until that transaction ends, so concurrent
 * issuers take turns, and a transaction that rolls back gives its number back with everything else. A new year
 * starts again at 1 (the CASE reads the row's year before the second assignment changes it, on both dialects).
 */
export async function nextDocumentNumber(tx: Db, series: TDocumentSeries, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  await tx.query(
    'UPDATE document_counters SET last_number = CASE WHEN year = ? THEN last_number + 1 ELSE 1 END, year = ? ' +
      'WHERE series = ?',
    [year, year, series],
  );
  const lock = tx.dialect === 'mysql' ? ' FOR UPDATE' : '';
  const [row] = await tx.query<{ year: number | string; last_number: number | string }>(
    `SELECT year, last_number FROM document_counters WHERE series = ?${lock}`,
    [series],
  );
  // The migration writes both rows; a database without them was not migrated, which numbering must not paper over.
  if (!row || Number(row.year) !== year) throw new Error(`document counter ${series} is missing`);
  return documentNumber(series, year, Number(row.last_number));
}
