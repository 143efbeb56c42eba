import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Timestamped just after ProductSku, before the migrations that add columns to order_lines (GuestOrders,
 * Promotions, MadeToOrder): on SQLite it rebuilds order_lines with the columns it knew, so it must run first.
 */
export class ProductVariants1795840050000 implements MigrationInterface {
  name = 'ProductVariants1795840050000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`product_options\` (\`id\` int NOT NULL AUTO_INCREMENT, \`product_id\` int NOT NULL, \`position\` int NOT NULL DEFAULT '0', \`name\` varchar(40) NOT NULL, \`kind\` varchar(20) NOT NULL DEFAULT 'variant', INDEX \`IDX_49677f87ad61a8b2a31f33c8a2\` (\`product_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_option_values\` (\`id\` int NOT NULL AUTO_INCREMENT, \`option_id\` int NOT NULL, \`product_id\` int NOT NULL, \`position\` int NOT NULL DEFAULT '0', \`label\` varchar(60) NOT NULL, \`material_id\` int NULL, \`surcharge_cents\` int NOT NULL DEFAULT '0', \`surcharge_lead_days\` int NOT NULL DEFAULT '0', INDEX \`IDX_7afee5fa03c1964f983632ca47\` (\`option_id\`), INDEX \`IDX_6c69371ae136e95a88a55249ce\` (\`product_id\`), INDEX \`IDX_cc7e5c5356d4ab71382cc6fb94\` (\`material_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_variants\` (\`id\` int NOT NULL AUTO_INCREMENT, \`product_id\` int NOT NULL, \`sku\` varchar(64) NOT NULL, \`combination\` varchar(64) NOT NULL, \`value1_id\` int NOT NULL, \`value2_id\` int NULL, \`value3_id\` int NULL, \`price_cents\` int NOT NULL DEFAULT '0', \`discount_percent\` int NOT NULL DEFAULT '0', \`stock\` int NOT NULL DEFAULT '0', \`lead_time_days\` int NOT NULL DEFAULT '0', \`width_in\` int NOT NULL DEFAULT '0', \`depth_in\` int NOT NULL DEFAULT '0', \`height_in\` int NOT NULL DEFAULT '0', \`package_length_in\` int NOT NULL DEFAULT '0', \`package_width_in\` int NOT NULL DEFAULT '0', \`package_height_in\` int NOT NULL DEFAULT '0', \`package_weight_lb\` double NOT NULL DEFAULT '0', \`image\` varchar(255) NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`position\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_6343513e20e2deab45edfce131\` (\`product_id\`), INDEX \`IDX_1a9688e7aa67ca686aa72ce352\` (\`value1_id\`), INDEX \`IDX_0b8afb5450f562f4854c800680\` (\`value2_id\`), INDEX \`IDX_649f2f79b51964cac578a6c6ec\` (\`value3_id\`), INDEX \`IDX_3199c1484a3a347936140a5dac\` (\`stock\`), UNIQUE INDEX \`IDX_product_variants_combination\` (\`product_id\`, \`combination\`), UNIQUE INDEX \`IDX_46f236f21640f9da218a063a86\` (\`sku\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`variant_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`sku\` varchar(64) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`options\` varchar(1000) NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_f7e61d04cb1799446fb31bc930\` ON \`order_lines\` (\`variant_id\`)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_options\` ADD CONSTRAINT \`FK_49677f87ad61a8b2a31f33c8a2c\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_option_values\` ADD CONSTRAINT \`FK_7afee5fa03c1964f983632ca474\` FOREIGN KEY (\`option_id\`) REFERENCES \`product_options\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_option_values\` ADD CONSTRAINT \`FK_cc7e5c5356d4ab71382cc6fb949\` FOREIGN KEY (\`material_id\`) REFERENCES \`materials\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_variants\` ADD CONSTRAINT \`FK_6343513e20e2deab45edfce1316\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_variants\` ADD CONSTRAINT \`FK_1a9688e7aa67ca686aa72ce352d\` FOREIGN KEY (\`value1_id\`) REFERENCES \`product_option_values\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_variants\` ADD CONSTRAINT \`FK_0b8afb5450f562f4854c8006802\` FOREIGN KEY (\`value2_id\`) REFERENCES \`product_option_values\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_variants\` ADD CONSTRAINT \`FK_649f2f79b51964cac578a6c6ecb\` FOREIGN KEY (\`value3_id\`) REFERENCES \`product_option_values\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` ADD CONSTRAINT \`FK_f7e61d04cb1799446fb31bc9306\` FOREIGN KEY (\`variant_id\`) REFERENCES \`product_variants\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` DROP FOREIGN KEY \`FK_f7e61d04cb1799446fb31bc9306\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_variants\` DROP FOREIGN KEY \`FK_649f2f79b51964cac578a6c6ecb\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_variants\` DROP FOREIGN KEY \`FK_0b8afb5450f562f4854c8006802\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_variants\` DROP FOREIGN KEY \`FK_1a9688e7aa67ca686aa72ce352d\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_variants\` DROP FOREIGN KEY \`FK_6343513e20e2deab45edfce1316\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_option_values\` DROP FOREIGN KEY \`FK_cc7e5c5356d4ab71382cc6fb949\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_option_values\` DROP FOREIGN KEY \`FK_7afee5fa03c1964f983632ca474\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_options\` DROP FOREIGN KEY \`FK_49677f87ad61a8b2a31f33c8a2c\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_f7e61d04cb1799446fb31bc930\` ON \`order_lines\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`options\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`sku\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`variant_id\``);
    await queryRunner.query(`DROP INDEX \`IDX_46f236f21640f9da218a063a86\` ON \`product_variants\``);
    await queryRunner.query(`DROP INDEX \`IDX_product_variants_combination\` ON \`product_variants\``);
    await queryRunner.query(`DROP INDEX \`IDX_3199c1484a3a347936140a5dac\` ON \`product_variants\``);
    await queryRunner.query(`DROP INDEX \`IDX_649f2f79b51964cac578a6c6ec\` ON \`product_variants\``);
    await queryRunner.query(`DROP INDEX \`IDX_0b8afb5450f562f4854c800680\` ON \`product_variants\``);
    await queryRunner.query(`DROP INDEX \`IDX_1a9688e7aa67ca686aa72ce352\` ON \`product_variants\``);
    await queryRunner.query(`DROP INDEX \`IDX_6343513e20e2deab45edfce131\` ON \`product_variants\``);
    await queryRunner.query(`DROP TABLE \`product_variants\``);
    await queryRunner.query(`DROP INDEX \`IDX_cc7e5c5356d4ab71382cc6fb94\` ON \`product_option_values\``);
    await queryRunner.query(`DROP INDEX \`IDX_6c69371ae136e95a88a55249ce\` ON \`product_option_values\``);
    await queryRunner.query(`DROP INDEX \`IDX_7afee5fa03c1964f983632ca47\` ON \`product_option_values\``);
    await queryRunner.query(`DROP TABLE \`product_option_values\``);
    await queryRunner.query(`DROP INDEX \`IDX_49677f87ad61a8b2a31f33c8a2\` ON \`product_options\``);
    await queryRunner.query(`DROP TABLE \`product_options\``);
  }
}
