import type { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = [
  ['delivery_level_id', 'integer'],
  ['delivery_zone_id', 'integer'],
  ['delivery_level_kind', `varchar(20) NOT NULL DEFAULT ('')`],
  ['delivery_level_name', `varchar(80) NOT NULL DEFAULT ('')`],
  ['delivery_fee_cents', 'integer NOT NULL DEFAULT (0)'],
  ['delivery_fee_tax_cents', 'integer NOT NULL DEFAULT (0)'],
] as const;

/**
 * The crew delivery level an order was sold with, and its fee and tax. Added in place: rebuilding the orders table
 * (as generated) copies every order of a shop that has run for years, for six columns with defaults.
 */
export class OrderDeliveryLevel1796299757359 implements MigrationInterface {
  name = 'OrderDeliveryLevel1796299757359';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, type] of COLUMNS)
      await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "${name}" ${type}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of [...COLUMNS].reverse())
      await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "${name}"`);
  }
}
