import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product search without a table scan: an FTS5 index over the products' name, slug and description. It is an
 * external-content table (the text lives only in `products`), kept in step by triggers and filled from the rows
 * already there. TypeORM knows neither the virtual table nor the triggers, so its schema diff leaves them alone;
 * but a generated migration that rebuilds `products` (DROP TABLE then RENAME) drops these triggers with the old
 * table and must create them again (migrations.test.ts checks that the search still follows writes).
 */
export class ProductSearch1795308773155 implements MigrationInterface {
  name = 'ProductSearch1795308773155';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "products_fts" USING fts5("name", "slug", "description", content='products', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "products_fts_insert" AFTER INSERT ON "products" BEGIN INSERT INTO "products_fts"("rowid", "name", "slug", "description") VALUES (new."id", new."name", new."slug", new."description"); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "products_fts_delete" AFTER DELETE ON "products" BEGIN INSERT INTO "products_fts"("products_fts", "rowid", "name", "slug", "description") VALUES ('delete', old."id", old."name", old."slug", old."description"); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "products_fts_update" AFTER UPDATE OF "id", "name", "slug", "description" ON "products" BEGIN INSERT INTO "products_fts"("products_fts", "rowid", "name", "slug", "description") VALUES ('delete', old."id", old."name", old."slug", old."description"); INSERT INTO "products_fts"("rowid", "name", "slug", "description") VALUES (new."id", new."name", new."slug", new."description"); END`,
    );
    await queryRunner.query(`INSERT INTO "products_fts"("products_fts") VALUES ('rebuild')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "products_fts_update"`);
    await queryRunner.query(`DROP TRIGGER "products_fts_delete"`);
    await queryRunner.query(`DROP TRIGGER "products_fts_insert"`);
    await queryRunner.query(`DROP TABLE "products_fts"`);
  }
}
