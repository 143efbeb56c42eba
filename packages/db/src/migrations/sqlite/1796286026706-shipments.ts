import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Shipments1796286026706 implements MigrationInterface {
  name = 'Shipments1796286026706';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(
      `CREATE TABLE "shipments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "sequence" integer NOT NULL DEFAULT (1), "carrier" varchar(20) NOT NULL DEFAULT ('other'), "tracking_numbers" varchar(400) NOT NULL DEFAULT (''), "status" varchar(20) NOT NULL DEFAULT ('shipped'), "delivered_on" varchar(10), "shipped_by" varchar(120) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e86fac2a18a75dcb82bfbb23f4" ON "shipments" ("order_id") `);
    await queryRunner.query(
      `CREATE TABLE "shipment_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "shipment_id" integer NOT NULL, "order_line_id" integer NOT NULL, "quantity" integer NOT NULL DEFAULT (1))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9ba822ed09e2a9040f3b035d6a" ON "shipment_lines" ("order_line_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_872ead3ba0cbba8f8deefc45a4" ON "shipment_lines" ("shipment_id", "order_line_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_e86fac2a18a75dcb82bfbb23f4"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_shipments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "sequence" integer NOT NULL DEFAULT (1), "carrier" varchar(20) NOT NULL DEFAULT ('other'), "tracking_numbers" varchar(400) NOT NULL DEFAULT (''), "status" varchar(20) NOT NULL DEFAULT ('shipped'), "delivered_on" varchar(10), "shipped_by" varchar(120) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_e86fac2a18a75dcb82bfbb23f43" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_shipments"("id", "order_id", "sequence", "carrier", "tracking_numbers", "status", "delivered_on", "shipped_by", "created_at") SELECT "id", "order_id", "sequence", "carrier", "tracking_numbers", "status", "delivered_on", "shipped_by", "created_at" FROM "shipments"`,
    );
    await queryRunner.query(`DROP TABLE "shipments"`);
    await queryRunner.query(`ALTER TABLE "temporary_shipments" RENAME TO "shipments"`);
    await queryRunner.query(`CREATE INDEX "IDX_e86fac2a18a75dcb82bfbb23f4" ON "shipments" ("order_id") `);
    await queryRunner.query(`DROP INDEX "IDX_9ba822ed09e2a9040f3b035d6a"`);
    await queryRunner.query(`DROP INDEX "IDX_872ead3ba0cbba8f8deefc45a4"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_shipment_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "shipment_id" integer NOT NULL, "order_line_id" integer NOT NULL, "quantity" integer NOT NULL DEFAULT (1), CONSTRAINT "FK_9c49c2d267d8baf4caa802826b8" FOREIGN KEY ("shipment_id") REFERENCES "shipments" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9ba822ed09e2a9040f3b035d6a9" FOREIGN KEY ("order_line_id") REFERENCES "order_lines" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_shipment_lines"("id", "shipment_id", "order_line_id", "quantity") SELECT "id", "shipment_id", "order_line_id", "quantity" FROM "shipment_lines"`,
    );
    await queryRunner.query(`DROP TABLE "shipment_lines"`);
    await queryRunner.query(`ALTER TABLE "temporary_shipment_lines" RENAME TO "shipment_lines"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_9ba822ed09e2a9040f3b035d6a" ON "shipment_lines" ("order_line_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_872ead3ba0cbba8f8deefc45a4" ON "shipment_lines" ("shipment_id", "order_line_id") `,
    );
    // Orders shipped before shipments existed become one shipment of everything, with their one tracking number
    // (FedEx, the only carrier the shop used then), shipped when their timeline says and delivered on the day the
    // order was.
    await queryRunner.query(
      `INSERT INTO shipments (order_id, sequence, carrier, tracking_numbers, status, delivered_on, shipped_by, created_at) SELECT o.id, 1, CASE WHEN o.tracking_number = '' THEN 'other' ELSE 'fedex' END, o.tracking_number, CASE WHEN o.fulfilment_status = 'delivered' THEN 'delivered' ELSE 'shipped' END, CASE WHEN o.fulfilment_status = 'delivered' THEN SUBSTR(COALESCE((SELECT MAX(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.kind = 'delivered'), o.updated_at), 1, 10) ELSE NULL END, COALESCE((SELECT MAX(e.actor_name) FROM order_events e WHERE e.order_id = o.id AND e.kind = 'shipped'), ''), COALESCE((SELECT MAX(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.kind = 'shipped'), o.updated_at) FROM orders o WHERE o.fulfilment_status IN ('shipped', 'delivered') ORDER BY o.id`,
    );
    await queryRunner.query(
      `INSERT INTO shipment_lines (shipment_id, order_line_id, quantity) SELECT s.id, ol.id, ol.quantity FROM shipments s JOIN order_lines ol ON ol.order_id = s.order_id`,
    );
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_872ead3ba0cbba8f8deefc45a4"`);
    await queryRunner.query(`DROP INDEX "IDX_9ba822ed09e2a9040f3b035d6a"`);
    await queryRunner.query(`ALTER TABLE "shipment_lines" RENAME TO "temporary_shipment_lines"`);
    await queryRunner.query(
      `CREATE TABLE "shipment_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "shipment_id" integer NOT NULL, "order_line_id" integer NOT NULL, "quantity" integer NOT NULL DEFAULT (1))`,
    );
    await queryRunner.query(
      `INSERT INTO "shipment_lines"("id", "shipment_id", "order_line_id", "quantity") SELECT "id", "shipment_id", "order_line_id", "quantity" FROM "temporary_shipment_lines"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_shipment_lines"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_872ead3ba0cbba8f8deefc45a4" ON "shipment_lines" ("shipment_id", "order_line_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9ba822ed09e2a9040f3b035d6a" ON "shipment_lines" ("order_line_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_e86fac2a18a75dcb82bfbb23f4"`);
    await queryRunner.query(`ALTER TABLE "shipments" RENAME TO "temporary_shipments"`);
    await queryRunner.query(
      `CREATE TABLE "shipments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "sequence" integer NOT NULL DEFAULT (1), "carrier" varchar(20) NOT NULL DEFAULT ('other'), "tracking_numbers" varchar(400) NOT NULL DEFAULT (''), "status" varchar(20) NOT NULL DEFAULT ('shipped'), "delivered_on" varchar(10), "shipped_by" varchar(120) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "shipments"("id", "order_id", "sequence", "carrier", "tracking_numbers", "status", "delivered_on", "shipped_by", "created_at") SELECT "id", "order_id", "sequence", "carrier", "tracking_numbers", "status", "delivered_on", "shipped_by", "created_at" FROM "temporary_shipments"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_shipments"`);
    await queryRunner.query(`CREATE INDEX "IDX_e86fac2a18a75dcb82bfbb23f4" ON "shipments" ("order_id") `);
    await queryRunner.query(`DROP INDEX "IDX_872ead3ba0cbba8f8deefc45a4"`);
    await queryRunner.query(`DROP INDEX "IDX_9ba822ed09e2a9040f3b035d6a"`);
    await queryRunner.query(`DROP TABLE "shipment_lines"`);
    await queryRunner.query(`DROP INDEX "IDX_e86fac2a18a75dcb82bfbb23f4"`);
    await queryRunner.query(`DROP TABLE "shipments"`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
