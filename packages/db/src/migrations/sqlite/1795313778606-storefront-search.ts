import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One FTS5 external-content index per table, kept in step with its rows by triggers (as ProductSearch does). */
const INDEXES = [
  { table: 'rooms', columns: ['name', 'slug', 'description'] },
  { table: 'materials', columns: ['name', 'description'] },
] as const;

const quoted = (columns: readonly string[], prefix = '') => columns.map((c) => `${prefix}"${c}"`).join(', ');

/**
 * Storefront search over rooms and materials without a table scan: FTS5 tables over their words, filled from the
 * rows already there. TypeORM knows neither the virtual tables nor the triggers, so its schema diff leaves them
 * alone; a later migration that rebuilds `rooms` or `materials` must create the triggers again.
 */
export class StorefrontSearch1795313778606 implements MigrationInterface {
  name = 'StorefrontSearch1795313778606';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, columns } of INDEXES) {
      const fts = `${table}_fts`;
      const all = quoted(columns);
      await queryRunner.query(
        `CREATE VIRTUAL TABLE "${fts}" USING fts5(${all}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${fts}_insert" AFTER INSERT ON "${table}" BEGIN INSERT INTO "${fts}"("rowid", ${all}) VALUES (new."id", ${quoted(columns, 'new.')}); END`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${fts}_delete" AFTER DELETE ON "${table}" BEGIN INSERT INTO "${fts}"("${fts}", "rowid", ${all}) VALUES ('delete', old."id", ${quoted(columns, 'old.')}); END`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${fts}_update" AFTER UPDATE OF "id", ${all} ON "${table}" BEGIN INSERT INTO "${fts}"("${fts}", "rowid", ${all}) VALUES ('delete', old."id", ${quoted(columns, 'old.')}); INSERT INTO "${fts}"("rowid", ${all}) VALUES (new."id", ${quoted(columns, 'new.')}); END`,
      );
      await queryRunner.query(`INSERT INTO "${fts}"("${fts}") VALUES ('rebuild')`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of [...INDEXES].reverse()) {
      const fts = `${table}_fts`;
      await queryRunner.query(`DROP TRIGGER "${fts}_update"`);
      await queryRunner.query(`DROP TRIGGER "${fts}_delete"`);
      await queryRunner.query(`DROP TRIGGER "${fts}_insert"`);
      await queryRunner.query(`DROP TABLE "${fts}"`);
    }
  }
}
