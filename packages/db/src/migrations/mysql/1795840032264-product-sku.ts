import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every product gets a SKU, unique across the shop: the existing ones `FS-000123` from their id (what a product
 * saved without one gets too), then the unique index. Written by hand: the column is filled before it is indexed.
 */
export class ProductSku1795840032264 implements MigrationInterface {
  name = 'ProductSku1795840032264';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`sku\` varchar(64) NOT NULL DEFAULT ''`);
    // LPAD would cut an id of more than six digits: those keep all of them.
    await queryRunner.query(
      `UPDATE \`products\` SET \`sku\` = CONCAT('FS-', IF(\`id\` > 999999, \`id\`, LPAD(\`id\`, 6, '0')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX \`IDX_products_sku\` ON \`products\` (\`sku\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_products_sku\` ON \`products\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`sku\``);
  }
}
