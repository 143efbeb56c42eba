import type { MigrationInterface, QueryRunner } from 'typeorm';

const ADDED: [table: string, column: string, definition: string][] = [
  ['customers', 'customer_group', `varchar(16) NOT NULL DEFAULT ('none')`],
  ['orders', 'discount_cents', `integer NOT NULL DEFAULT (0)`],
  ['orders', 'shipping_discount_cents', `integer NOT NULL DEFAULT (0)`],
  ['orders', 'promotions', `varchar(1000) NOT NULL DEFAULT ('')`],
  ['order_lines', 'discount_cents', `integer NOT NULL DEFAULT (0)`],
];

/**
 * Promotions, their uses per order and per customer, the discount columns of orders and their lines and the
 * customer's group. Written by hand like SalesTax: TypeORM would rebuild customers, orders and order_lines to add
 * the columns (dropping the old orders table with foreign keys on cascades to the lines); ADD COLUMN keeps every
 * row, with no discount for the orders sold before.
 */
export class Promotions1795840140101 implements MigrationInterface {
  name = 'Promotions1795840140101';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "promotions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "code" varchar(32), "kind" varchar(20) NOT NULL, "percent" integer NOT NULL DEFAULT (0), "amount_cents" integer NOT NULL DEFAULT (0), "stackable" boolean NOT NULL DEFAULT (1), "active" boolean NOT NULL DEFAULT (1), "min_subtotal_cents" integer NOT NULL DEFAULT (0), "product_ids" varchar(2000) NOT NULL DEFAULT (''), "room_type_ids" varchar(2000) NOT NULL DEFAULT (''), "room_ids" varchar(2000) NOT NULL DEFAULT (''), "material_ids" varchar(2000) NOT NULL DEFAULT (''), "customer_ids" varchar(2000) NOT NULL DEFAULT (''), "customer_group" varchar(16), "starts_at" datetime, "ends_at" datetime, "max_uses" integer, "max_uses_per_customer" integer, "used_count" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_8ab10e580f70c3d2e2e4b31ebf2" UNIQUE ("code"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b70f43ace32514fd113c89e71e" ON "promotions" ("active") `);
    await queryRunner.query(
      `CREATE TABLE "promotion_uses" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "promotion_id" integer NOT NULL, "order_id" integer NOT NULL, "customer_id" integer, "code" varchar(32), "items_cents" integer NOT NULL DEFAULT (0), "shipping_cents" integer NOT NULL DEFAULT (0), "released" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_e31daf14703a131cc430869783a" FOREIGN KEY ("promotion_id") REFERENCES "promotions" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_131532c866424c892d488838fdd" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e31daf14703a131cc430869783" ON "promotion_uses" ("promotion_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c312d1c30b4eb64cf7bfc8708b" ON "promotion_uses" ("customer_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_promotion_uses_order_promotion" ON "promotion_uses" ("order_id", "promotion_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "promotion_customer_uses" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "promotion_id" integer NOT NULL, "customer_id" integer NOT NULL, "count" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_6add3d504dd3e37ffaf827aadaf" FOREIGN KEY ("promotion_id") REFERENCES "promotions" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_de1b905af4d379d7be18665f8a" ON "promotion_customer_uses" ("customer_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_promotion_customer_uses" ON "promotion_customer_uses" ("promotion_id", "customer_id") `,
    );
    for (const [table, column, definition] of ADDED)
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "${column}" ${definition}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of [...ADDED].reverse())
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${column}"`);
    await queryRunner.query(`DROP INDEX "IDX_promotion_customer_uses"`);
    await queryRunner.query(`DROP INDEX "IDX_de1b905af4d379d7be18665f8a"`);
    await queryRunner.query(`DROP TABLE "promotion_customer_uses"`);
    await queryRunner.query(`DROP INDEX "IDX_promotion_uses_order_promotion"`);
    await queryRunner.query(`DROP INDEX "IDX_c312d1c30b4eb64cf7bfc8708b"`);
    await queryRunner.query(`DROP INDEX "IDX_e31daf14703a131cc430869783"`);
    await queryRunner.query(`DROP TABLE "promotion_uses"`);
    await queryRunner.query(`DROP INDEX "IDX_b70f43ace32514fd113c89e71e"`);
    await queryRunner.query(`DROP TABLE "promotions"`);
  }
}
