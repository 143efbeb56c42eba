import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every product gets a SKU, unique across the shop: the existing ones `FS-000123` from their id (what a product
 * saved without one gets too), then the unique index. Written by hand: TypeORM would rebuild the products table,
 * and a rebuild drops the full-text triggers that ProductSearch put on it. SQLite adds a NOT NULL column only with
 * a default, which the entity declares too so that the schema diff stays quiet.
 */
export class ProductSku1795840032264 implements MigrationInterface {
  name = 'ProductSku1795840032264';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD COLUMN "sku" varchar(64) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`UPDATE "products" SET "sku" = 'FS-' || printf('%06d', "id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_products_sku" ON "products" ("sku") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_products_sku"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "sku"`);
  }
}
