import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Made to order and backorder: products gain their selling mode, and every product that already had a
 * lead time becomes 'made-to-order' (it was shown as made to order but could not be bought); order lines record what
 * came from stock and what is made to order, with the promised ship window. Lines sold before came wholly from
 * stock.
 */
export class MadeToOrder1795841122751 implements MigrationInterface {
  name = 'MadeToOrder1795841122751';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`products\` ADD \`selling_mode\` varchar(20) NOT NULL DEFAULT 'stock'`,
    );
    await queryRunner.query(
      `UPDATE \`products\` SET \`selling_mode\` = 'made-to-order' WHERE \`lead_time_days\` > 0`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` ADD \`from_stock_quantity\` int NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` ADD \`made_to_order_quantity\` int NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` ADD \`ship_window\` varchar(40) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`ships_from\` varchar(10) NULL`);
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`ships_by\` varchar(10) NULL`);
    await queryRunner.query(`UPDATE \`order_lines\` SET \`from_stock_quantity\` = \`quantity\``);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`ships_by\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`ships_from\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`ship_window\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`made_to_order_quantity\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`from_stock_quantity\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`selling_mode\``);
  }
}
