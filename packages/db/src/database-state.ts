import type { DataSource } from 'typeorm';

/** "Empty" means no staff account yet: the app seeds (or asks for a first admin) only then. */
export async function isDatabaseEmpty(ds: DataSource): Promise<boolean> {
  const rows: { n: number | string }[] = await ds.query('SELECT COUNT(*) AS n FROM staff_members');
  // COUNT(*) comes back as a number on SQLite and as a string on MariaDB.
  return Number(rows[0]?.n ?? 0) === 0;
}
