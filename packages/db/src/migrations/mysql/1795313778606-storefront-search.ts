import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Storefront search over rooms and materials without a table scan: FULLTEXT indexes over their words. The
 * entities declare them with `synchronize: false` (SQLite gets FTS5 tables instead), so this migration is their
 * only definition.
 */
export class StorefrontSearch1795313778606 implements MigrationInterface {
  name = 'StorefrontSearch1795313778606';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FULLTEXT INDEX \`IDX_rooms_search\` ON \`rooms\` (\`name\`, \`slug\`, \`description\`)`,
    );
    await queryRunner.query(
      `CREATE FULLTEXT INDEX \`IDX_materials_search\` ON \`materials\` (\`name\`, \`description\`)`,
    );
  }

  /**
   * FORCE rebuilds the table without the hidden FTS_DOC_ID column the index left behind: with it still there,
   * MariaDB 10.11 builds a later FULLTEXT index over an emptied-then-refilled table without the new rows.
   */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`materials\` DROP INDEX \`IDX_materials_search\`, FORCE`);
    await queryRunner.query(`ALTER TABLE \`rooms\` DROP INDEX \`IDX_rooms_search\`, FORCE`);
  }
}
