import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RETURN_SEED_ROWS } from '../returns-seed.js';

const TABLES = [
  `CREATE TABLE "return_reasons" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "label" varchar(80) NOT NULL, "fault" varchar(10) NOT NULL DEFAULT ('customer'), "active" boolean NOT NULL DEFAULT (1), "sort_order" integer NOT NULL DEFAULT (0))`,
  `CREATE TABLE "return_policies" ("id" integer PRIMARY KEY NOT NULL, "returnable" boolean NOT NULL DEFAULT (1), "window_days" integer NOT NULL DEFAULT (30), "restocking_fee_percent" integer NOT NULL DEFAULT (0), "pickup_fee_cents" integer NOT NULL DEFAULT (0), "note" varchar(300) NOT NULL DEFAULT (''))`,
  `CREATE TABLE "cases" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "number" varchar(40) NOT NULL, "order_id" integer NOT NULL, "kind" varchar(10) NOT NULL, "state" varchar(20) NOT NULL DEFAULT ('requested'), "reason" varchar(80) NOT NULL DEFAULT (''), "reason_id" integer, "fault" varchar(10) NOT NULL DEFAULT ('customer'), "description" varchar(2000) NOT NULL DEFAULT (''), "instructions" varchar(1000) NOT NULL DEFAULT (''), "rejection_reason" varchar(500) NOT NULL DEFAULT (''), "idempotency_key" varchar(100) NOT NULL, "received_at" datetime, "refund_id" integer, "refunded_cents" integer NOT NULL DEFAULT (0), "refunded_tax_cents" integer NOT NULL DEFAULT (0), "replacement_order_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_ae60d858083bc354a00442863bd" UNIQUE ("number"), CONSTRAINT "UQ_d3bd7f042ca18582706101d99c3" UNIQUE ("idempotency_key"), CONSTRAINT "FK_710c9c2bd5b968a957b2f3577fc" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
  `CREATE TABLE "case_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "case_id" integer NOT NULL, "order_line_id" integer NOT NULL, "quantity" integer NOT NULL DEFAULT (1), "received" integer NOT NULL DEFAULT (0), "restocked" integer NOT NULL DEFAULT (0), "damaged" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_624beb1f4463c76a116963c0106" FOREIGN KEY ("case_id") REFERENCES "cases" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_136ac7eea06982cd2a47274bbb1" FOREIGN KEY ("order_line_id") REFERENCES "order_lines" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
  `CREATE TABLE "case_photos" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "case_id" integer, "storage_key" varchar(255) NOT NULL, "width" integer NOT NULL DEFAULT (0), "height" integer NOT NULL DEFAULT (0), "bytes" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
  `CREATE TABLE "case_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "case_id" integer NOT NULL, "kind" varchar(30) NOT NULL, "actor" varchar(120) NOT NULL DEFAULT (''), "note" varchar(1000) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_259dbf949114e25670ac6cad205" FOREIGN KEY ("case_id") REFERENCES "cases" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
];
const INDEXES = [
  `CREATE INDEX "IDX_710c9c2bd5b968a957b2f3577f" ON "cases" ("order_id")`,
  `CREATE INDEX "IDX_edabc7d5b360ceaeebc986889a" ON "cases" ("state")`,
  `CREATE INDEX "IDX_d1efd96a6ed448c331fe9c49cd" ON "cases" ("created_at")`,
  `CREATE INDEX "IDX_136ac7eea06982cd2a47274bbb" ON "case_lines" ("order_line_id")`,
  `CREATE UNIQUE INDEX "IDX_5ad32dc5d15117038c9d1a2b5b" ON "case_lines" ("case_id", "order_line_id")`,
  `CREATE INDEX "IDX_1c12202cd59d24b992036af344" ON "case_photos" ("order_id")`,
  `CREATE INDEX "IDX_8ef47fb9852cfbec5d9f794f6c" ON "case_photos" ("case_id")`,
  `CREATE INDEX "IDX_259dbf949114e25670ac6cad20" ON "case_events" ("case_id")`,
];
const COLUMNS = [
  ['orders', 'replaces_case_id', 'integer'],
  ['products', 'returnable', 'boolean'],
  ['products', 'return_window_days', 'integer'],
  ['products', 'restocking_fee_percent', 'integer'],
  ['products', 'pickup_fee_cents', 'integer'],
  ['products', 'return_note', `varchar(300) NOT NULL DEFAULT ('')`],
  ['order_lines', 'returnable', 'boolean NOT NULL DEFAULT (1)'],
  ['order_lines', 'return_blocker', `varchar(20) NOT NULL DEFAULT ('')`],
  ['order_lines', 'return_window_days', 'integer NOT NULL DEFAULT (30)'],
  ['order_lines', 'restocking_fee_percent', 'integer NOT NULL DEFAULT (0)'],
  ['order_lines', 'pickup_fee_cents', 'integer NOT NULL DEFAULT (0)'],
  ['order_lines', 'return_note', `varchar(300) NOT NULL DEFAULT ('')`],
] as const;

/**
 * Returns and damage claims: the shop's default policy and its reasons (seeded), cases with their lines, photos
 * and timeline, each product's own policy and the policy frozen on each order line. The new columns are added in
 * place: the generated rebuild of products would drop its search triggers and copy every order of a shop that has
 * run for years.
 */
export class Returns1796311169075 implements MigrationInterface {
  name = 'Returns1796311169075';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of TABLES) await queryRunner.query(sql);
    for (const sql of INDEXES) await queryRunner.query(sql);
    for (const [table, name, type] of COLUMNS)
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "${name}" ${type}`);
    for (const [sql, params] of RETURN_SEED_ROWS) await queryRunner.query(sql.replaceAll('`', '"'), params);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name] of [...COLUMNS].reverse())
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${name}"`);
    for (const table of [
      'case_events',
      'case_photos',
      'case_lines',
      'cases',
      'return_policies',
      'return_reasons',
    ])
      await queryRunner.query(`DROP TABLE "${table}"`);
  }
}
