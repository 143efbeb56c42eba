import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Made to order per variant: a variant may sell in its own mode; null (every existing variant) follows
 * its product's, so nothing sold today changes. Written by hand: a nullable column is a plain ADD COLUMN on SQLite,
 * where TypeORM would rebuild the table.
 */
export class VariantSellingMode1795842000000 implements MigrationInterface {
  name = 'VariantSellingMode1795842000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_variants" ADD COLUMN "selling_mode" varchar(20)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_variants" DROP COLUMN "selling_mode"`);
  }
}
