import type { MigrationInterface, QueryRunner } from 'typeorm';
import { startingTaxRows } from '../../tax/tax-starting-table.js';

export class SalesTax1795829579467 implements MigrationInterface {
  name = 'SalesTax1795829579467';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`tax_overrides\` (\`id\` int NOT NULL AUTO_INCREMENT, \`state\` varchar(2) NOT NULL, \`zip\` varchar(5) NOT NULL, \`county\` varchar(80) NOT NULL DEFAULT '', \`rate_ppm\` int NOT NULL DEFAULT '0', UNIQUE INDEX \`IDX_691f98fb74f4cc79273c644c42\` (\`state\`, \`zip\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`tax_rates\` (\`state\` varchar(2) NOT NULL, \`rate_ppm\` int NOT NULL DEFAULT '0', \`collects\` tinyint NOT NULL DEFAULT 0, \`shipping_taxable\` tinyint NOT NULL DEFAULT 0, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`state\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`tax_cents\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`shipping_tax_cents\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`shipping_tax_rate_ppm\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE \`orders\` ADD \`tax_jurisdiction\` varchar(80) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`tax_source\` varchar(20) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`tax_rate_ppm\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` ADD \`tax_jurisdiction\` varchar(80) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`tax_cents\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`refunds\` ADD \`tax_cents\` int NOT NULL DEFAULT '0'`);
    // The documented starting table (tax-starting-table.ts): state base rates, collected in OR and NY only.
    const { states, overrides } = startingTaxRows();
    for (const row of states)
      await queryRunner.query(
        `INSERT INTO \`tax_rates\` (\`state\`, \`rate_ppm\`, \`collects\`, \`shipping_taxable\`) VALUES (?, ?, ?, ?)`,
        [row.state, row.ratePpm, row.collects ? 1 : 0, row.shippingTaxable ? 1 : 0],
      );
    for (const row of overrides)
      await queryRunner.query(
        `INSERT INTO \`tax_overrides\` (\`state\`, \`zip\`, \`county\`, \`rate_ppm\`) VALUES (?, ?, ?, ?)`,
        [row.state, row.zip, row.county, row.ratePpm],
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`refunds\` DROP COLUMN \`tax_cents\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`tax_cents\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`tax_jurisdiction\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`tax_rate_ppm\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`tax_source\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`tax_jurisdiction\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`shipping_tax_rate_ppm\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`shipping_tax_cents\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`tax_cents\``);
    await queryRunner.query(`DROP TABLE \`tax_rates\``);
    await queryRunner.query(`DROP INDEX \`IDX_691f98fb74f4cc79273c644c42\` ON \`tax_overrides\``);
    await queryRunner.query(`DROP TABLE \`tax_overrides\``);
  }
}
