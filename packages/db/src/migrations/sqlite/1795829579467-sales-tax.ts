import type { MigrationInterface, QueryRunner } from 'typeorm';
import { startingTaxRows } from '../../tax/tax-starting-table.js';

const ADDED: [table: string, column: string, definition: string][] = [
  ['orders', 'tax_cents', `integer NOT NULL DEFAULT (0)`],
  ['orders', 'shipping_tax_cents', `integer NOT NULL DEFAULT (0)`],
  ['orders', 'shipping_tax_rate_ppm', `integer NOT NULL DEFAULT (0)`],
  ['orders', 'tax_jurisdiction', `varchar(80) NOT NULL DEFAULT ('')`],
  ['orders', 'tax_source', `varchar(20) NOT NULL DEFAULT ('')`],
  ['order_lines', 'tax_rate_ppm', `integer NOT NULL DEFAULT (0)`],
  ['order_lines', 'tax_jurisdiction', `varchar(80) NOT NULL DEFAULT ('')`],
  ['order_lines', 'tax_cents', `integer NOT NULL DEFAULT (0)`],
  ['refunds', 'tax_cents', `integer NOT NULL DEFAULT (0)`],
];

/**
 * The sales tax tables with the documented starting table (tax-starting-table.ts), and the tax columns of orders,
 * their lines and refunds. Written by hand: TypeORM would rebuild orders, order_lines and refunds to add the
 * columns, and dropping the old orders table (foreign keys on) would cascade to every order's lines. ADD COLUMN
 * keeps every row where it is, with 0 tax for the orders sold before.
 */
export class SalesTax1795829579467 implements MigrationInterface {
  name = 'SalesTax1795829579467';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tax_overrides" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "state" varchar(2) NOT NULL, "zip" varchar(5) NOT NULL, "county" varchar(80) NOT NULL DEFAULT (''), "rate_ppm" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_691f98fb74f4cc79273c644c42" ON "tax_overrides" ("state", "zip") `,
    );
    await queryRunner.query(
      `CREATE TABLE "tax_rates" ("state" varchar(2) PRIMARY KEY NOT NULL, "rate_ppm" integer NOT NULL DEFAULT (0), "collects" boolean NOT NULL DEFAULT (0), "shipping_taxable" boolean NOT NULL DEFAULT (0), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    for (const [table, column, definition] of ADDED)
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "${column}" ${definition}`);
    // The documented starting table (tax-starting-table.ts): state base rates, collected in OR and NY only.
    const { states, overrides } = startingTaxRows();
    for (const row of states)
      await queryRunner.query(
        `INSERT INTO "tax_rates" ("state", "rate_ppm", "collects", "shipping_taxable") VALUES (?, ?, ?, ?)`,
        [row.state, row.ratePpm, row.collects ? 1 : 0, row.shippingTaxable ? 1 : 0],
      );
    for (const row of overrides)
      await queryRunner.query(
        `INSERT INTO "tax_overrides" ("state", "zip", "county", "rate_ppm") VALUES (?, ?, ?, ?)`,
        [row.state, row.zip, row.county, row.ratePpm],
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of [...ADDED].reverse())
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${column}"`);
    await queryRunner.query(`DROP TABLE "tax_rates"`);
    await queryRunner.query(`DROP INDEX "IDX_691f98fb74f4cc79273c644c42"`);
    await queryRunner.query(`DROP TABLE "tax_overrides"`);
  }
}
