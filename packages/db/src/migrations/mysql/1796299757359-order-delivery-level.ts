import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderDeliveryLevel1796299757359 implements MigrationInterface {
  name = 'OrderDeliveryLevel1796299757359';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`delivery_level_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`delivery_zone_id\` int NULL`);
    await queryRunner.query(
      `ALTER TABLE \`orders\` ADD \`delivery_level_kind\` varchar(20) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE \`orders\` ADD \`delivery_level_name\` varchar(80) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`delivery_fee_cents\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`delivery_fee_tax_cents\` int NOT NULL DEFAULT '0'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`delivery_fee_tax_cents\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`delivery_fee_cents\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`delivery_level_name\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`delivery_level_kind\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`delivery_zone_id\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`delivery_level_id\``);
  }
}
