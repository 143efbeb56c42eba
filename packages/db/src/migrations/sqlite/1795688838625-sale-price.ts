import type { MigrationInterface, QueryRunner } from 'typeorm';

const EXPRESSION =
  '(`price_cents` * (100 - `discount_percent`) - (`price_cents` * (100 - `discount_percent`)) % 100) / 100';

/**
 * The price a customer pays as a generated column (see Product.salePriceCents), the storefront's price shelf index
 * moved onto it, and an index for the trending strip's fill. Written by hand: TypeORM would rebuild the products
 * table to add the column, and a rebuild drops the full-text triggers that ProductSearch put on it. A virtual
 * column is added in place, computed for every existing row, and its indexes hold the computed values.
 */
export class SalePrice1795688838625 implements MigrationInterface {
  name = 'SalePrice1795688838625';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_products_shelf_price"`);
    await queryRunner.query(
      `ALTER TABLE "products" ADD COLUMN "sale_price_cents" integer NOT NULL AS (${EXPRESSION}) VIRTUAL`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (NULL, NULL, ?, ?, ?, ?)`,
      ['products', 'GENERATED_COLUMN', 'sale_price_cents', EXPRESSION],
    );
    await queryRunner.query(`CREATE INDEX "IDX_products_sale_price" ON "products" ("sale_price_cents") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_products_trending" ON "products" ("view_count", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_products_shelf_price" ON "products" ("room_type_id", "active", "sale_price_cents", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_products_shelf_price"`);
    await queryRunner.query(`DROP INDEX "IDX_products_trending"`);
    await queryRunner.query(`DROP INDEX "IDX_products_sale_price"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = ? AND "name" = ? AND "table" = ?`,
      ['GENERATED_COLUMN', 'sale_price_cents', 'products'],
    );
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "sale_price_cents"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_products_shelf_price" ON "products" ("room_type_id", "active", "price_cents", "id") `,
    );
  }
}
