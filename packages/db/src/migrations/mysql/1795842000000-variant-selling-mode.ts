import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Made to order per variant: a variant may sell in its own mode; null (every existing variant) follows
 * its product's, so nothing sold today changes.
 */
export class VariantSellingMode1795842000000 implements MigrationInterface {
  name = 'VariantSellingMode1795842000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`product_variants\` ADD \`selling_mode\` varchar(20) NULL DEFAULT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`product_variants\` DROP COLUMN \`selling_mode\``);
  }
}
