import type { DataSource } from 'typeorm';

/** The name of the last migration applied. */
async function lastMigration(dataSource: DataSource): Promise<string> {
  const [last] = await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
  return String(last?.name ?? '');
}

/**
 * Undoes migrations, newest first, through the one whose class name starts with `name`: a migration test goes back
 * to the schema just before its migration, whatever was added after it. SQLite runs each without a transaction
 * (its migrations rebuild tables with foreign keys off, which a transaction would not allow).
 */
export async function undoMigrationsThrough(dataSource: DataSource, name: string): Promise<void> {
  const transaction = dataSource.options.type === 'mysql' ? 'all' : 'none';
  for (;;) {
    const last = await lastMigration(dataSource);
    if (!last) throw new Error(`migration ${name} was not applied`);
    await dataSource.undoLastMigration({ transaction });
    if (last.startsWith(name)) return;
  }
}
