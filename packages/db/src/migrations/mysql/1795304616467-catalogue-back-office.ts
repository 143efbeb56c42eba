import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueBackOffice1795304616467 implements MigrationInterface {
  name = 'CatalogueBackOffice1795304616467';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`lead_time_days\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`active\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE \`product_images\` ADD \`alt\` varchar(190) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`reviews\` ADD \`hidden\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`site_information\` ADD \`logo\` varchar(255) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_33ffa741510615ad20d925cd70\` ON \`products\` (\`active\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_33ffa741510615ad20d925cd70\` ON \`products\``);
    await queryRunner.query(`ALTER TABLE \`site_information\` DROP COLUMN \`logo\``);
    await queryRunner.query(`ALTER TABLE \`reviews\` DROP COLUMN \`hidden\``);
    await queryRunner.query(`ALTER TABLE \`product_images\` DROP COLUMN \`alt\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`active\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`lead_time_days\``);
  }
}
