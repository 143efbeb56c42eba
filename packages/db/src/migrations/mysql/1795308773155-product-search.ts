import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product search without a table scan: a FULLTEXT index over the products' name, slug and description. The entity
 * declares it with `synchronize: false` (SQLite has no FULLTEXT and gets an FTS5 table instead), so TypeORM's
 * schema diff neither creates nor drops it and this migration is its only definition.
 */
export class ProductSearch1795308773155 implements MigrationInterface {
  name = 'ProductSearch1795308773155';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FULLTEXT INDEX \`IDX_products_search\` ON \`products\` (\`name\`, \`slug\`, \`description\`)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_products_search\` ON \`products\``);
  }
}
