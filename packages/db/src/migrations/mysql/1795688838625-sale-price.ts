import type { MigrationInterface, QueryRunner } from 'typeorm';

const EXPRESSION =
  '(`price_cents` * (100 - `discount_percent`) - (`price_cents` * (100 - `discount_percent`)) % 100) / 100';

/**
 * The price a customer pays as a generated column (see Product.salePriceCents), the storefront's price shelf index
 * moved onto it, and an index for the trending strip's fill. A virtual column is added without copying the table;
 * its indexes hold the computed values. TypeORM keeps the column's expression in typeorm_metadata, by database.
 */
export class SalePrice1795688838625 implements MigrationInterface {
  name = 'SalePrice1795688838625';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_products_shelf_price\` ON \`products\``);
    await queryRunner.query(
      `ALTER TABLE \`products\` ADD \`sale_price_cents\` int AS (${EXPRESSION}) VIRTUAL`,
    );
    await queryRunner.query(
      `INSERT INTO \`typeorm_metadata\`(\`database\`, \`schema\`, \`table\`, \`type\`, \`name\`, \`value\`) VALUES (DEFAULT, ?, ?, ?, ?, ?)`,
      [
        await queryRunner.getCurrentDatabase(),
        'products',
        'GENERATED_COLUMN',
        'sale_price_cents',
        EXPRESSION,
      ],
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_products_sale_price\` ON \`products\` (\`sale_price_cents\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_products_trending\` ON \`products\` (\`view_count\`, \`created_at\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_products_shelf_price\` ON \`products\` (\`room_type_id\`, \`active\`, \`sale_price_cents\`, \`id\`)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_products_shelf_price\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_trending\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_sale_price\` ON \`products\``);
    await queryRunner.query(
      `DELETE FROM \`typeorm_metadata\` WHERE \`type\` = ? AND \`name\` = ? AND \`schema\` = ? AND \`table\` = ?`,
      ['GENERATED_COLUMN', 'sale_price_cents', await queryRunner.getCurrentDatabase(), 'products'],
    );
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`sale_price_cents\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_products_shelf_price\` ON \`products\` (\`room_type_id\`, \`active\`, \`price_cents\`, \`id\`)`,
    );
  }
}
