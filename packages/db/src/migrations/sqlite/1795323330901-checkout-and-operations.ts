import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CheckoutAndOperations1795323330901 implements MigrationInterface {
  name = 'CheckoutAndOperations1795323330901';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(
      `CREATE TABLE "audit_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "staff_id" integer, "staff_name" varchar(120) NOT NULL DEFAULT (''), "action" varchar(80) NOT NULL, "entity" varchar(40) NOT NULL, "entity_id" integer, "details" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_fcca6d90bce4622ff04852e8af" ON "audit_entries" ("staff_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_e0ee9c6f2a2b0cc8f0b5234465" ON "audit_entries" ("created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fa5168a1898ada227a983fae82" ON "audit_entries" ("entity", "entity_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "order_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "kind" varchar(40) NOT NULL, "actor_type" varchar(16) NOT NULL, "actor_id" integer, "actor_name" varchar(120) NOT NULL DEFAULT (''), "note" varchar(255) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b33cbf9a59cbee112d94bcb59d" ON "order_events" ("order_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_36bbf4b79da9c0e9da199b9afa" ON "order_events" ("created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "temporary_customers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "email" varchar(190) NOT NULL, "password_hash" varchar(255) NOT NULL, "phone" varchar(40) NOT NULL DEFAULT (''), "address_line1" varchar(120) NOT NULL DEFAULT (''), "address_line2" varchar(120) NOT NULL DEFAULT (''), "city" varchar(80) NOT NULL DEFAULT (''), "state" varchar(40) NOT NULL DEFAULT (''), "postal_code" varchar(20) NOT NULL DEFAULT (''), "country" varchar(2) NOT NULL DEFAULT ('US'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "blocked" boolean NOT NULL DEFAULT (0), CONSTRAINT "UQ_8536b8b85c06969f84f0c098b03" UNIQUE ("email"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_customers"("id", "name", "email", "password_hash", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "created_at", "updated_at") SELECT "id", "name", "email", "password_hash", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "created_at", "updated_at" FROM "customers"`,
    );
    await queryRunner.query(`DROP TABLE "customers"`);
    await queryRunner.query(`ALTER TABLE "temporary_customers" RENAME TO "customers"`);
    await queryRunner.query(`DROP INDEX "IDX_775c9f06fc27ae3ff8fb26f2c4"`);
    await queryRunner.query(`DROP INDEX "IDX_772d0ce0473ac2ccfa26060dbe"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_orders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "number" varchar(32) NOT NULL, "customer_id" integer NOT NULL, "status" varchar(20) NOT NULL DEFAULT ('pending'), "payment_status" varchar(20) NOT NULL DEFAULT ('initiated'), "fulfilment_status" varchar(20) NOT NULL DEFAULT ('unfulfilled'), "subtotal_cents" integer NOT NULL DEFAULT (0), "shipping_cents" integer NOT NULL DEFAULT (0), "total_cents" integer NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "shipping_tier" varchar(20) NOT NULL DEFAULT (''), "shipping_service" varchar(40) NOT NULL DEFAULT (''), "shipping_quote" text, "ship_name" varchar(120) NOT NULL DEFAULT (''), "email" varchar(190) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "address_line1" varchar(120) NOT NULL DEFAULT (''), "address_line2" varchar(120) NOT NULL DEFAULT (''), "city" varchar(80) NOT NULL DEFAULT (''), "state" varchar(40) NOT NULL DEFAULT (''), "postal_code" varchar(20) NOT NULL DEFAULT (''), "country" varchar(2) NOT NULL DEFAULT ('US'), "reserved_until" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "tracking_number" varchar(60) NOT NULL DEFAULT (''), CONSTRAINT "UQ_4e174e347d448617acdf98fef0d" UNIQUE ("number"), CONSTRAINT "FK_772d0ce0473ac2ccfa26060dbe9" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_orders"("id", "number", "customer_id", "status", "payment_status", "fulfilment_status", "subtotal_cents", "shipping_cents", "total_cents", "currency", "shipping_tier", "shipping_service", "shipping_quote", "ship_name", "email", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "reserved_until", "created_at", "updated_at") SELECT "id", "number", "customer_id", "status", "payment_status", "fulfilment_status", "subtotal_cents", "shipping_cents", "total_cents", "currency", "shipping_tier", "shipping_service", "shipping_quote", "ship_name", "email", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "reserved_until", "created_at", "updated_at" FROM "orders"`,
    );
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`ALTER TABLE "temporary_orders" RENAME TO "orders"`);
    await queryRunner.query(`CREATE INDEX "IDX_775c9f06fc27ae3ff8fb26f2c4" ON "orders" ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_772d0ce0473ac2ccfa26060dbe" ON "orders" ("customer_id") `);
    await queryRunner.query(`DROP INDEX "IDX_f4b4af0e4dc1ec56503cd1288c"`);
    await queryRunner.query(`DROP INDEX "IDX_b2f7b823a21562eeca20e72b00"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_payments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "provider" varchar(20) NOT NULL, "provider_ref" varchar(190), "status" varchar(20) NOT NULL DEFAULT ('initiated'), "amount_cents" integer NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "failure_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "idempotency_key" varchar(64), "refunded_cents" integer NOT NULL DEFAULT (0), CONSTRAINT "UQ_82ec90f72ac889cd5ef177dc47c" UNIQUE ("idempotency_key"), CONSTRAINT "FK_b2f7b823a21562eeca20e72b006" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_payments"("id", "order_id", "provider", "provider_ref", "status", "amount_cents", "currency", "failure_reason", "created_at", "updated_at") SELECT "id", "order_id", "provider", "provider_ref", "status", "amount_cents", "currency", "failure_reason", "created_at", "updated_at" FROM "payments"`,
    );
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`ALTER TABLE "temporary_payments" RENAME TO "payments"`);
    await queryRunner.query(`CREATE INDEX "IDX_f4b4af0e4dc1ec56503cd1288c" ON "payments" ("provider_ref") `);
    await queryRunner.query(`CREATE INDEX "IDX_b2f7b823a21562eeca20e72b00" ON "payments" ("order_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_reviews_customer_product" ON "reviews" ("customer_id", "product_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_b33cbf9a59cbee112d94bcb59d"`);
    await queryRunner.query(`DROP INDEX "IDX_36bbf4b79da9c0e9da199b9afa"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_order_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "kind" varchar(40) NOT NULL, "actor_type" varchar(16) NOT NULL, "actor_id" integer, "actor_name" varchar(120) NOT NULL DEFAULT (''), "note" varchar(255) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_b33cbf9a59cbee112d94bcb59de" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_order_events"("id", "order_id", "kind", "actor_type", "actor_id", "actor_name", "note", "created_at") SELECT "id", "order_id", "kind", "actor_type", "actor_id", "actor_name", "note", "created_at" FROM "order_events"`,
    );
    await queryRunner.query(`DROP TABLE "order_events"`);
    await queryRunner.query(`ALTER TABLE "temporary_order_events" RENAME TO "order_events"`);
    await queryRunner.query(`CREATE INDEX "IDX_b33cbf9a59cbee112d94bcb59d" ON "order_events" ("order_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_36bbf4b79da9c0e9da199b9afa" ON "order_events" ("created_at") `,
    );
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  /**
   * Tables go back by copy-drop-rename, never by renaming the live table away: with foreign keys on, SQLite would
   * point every child table's REFERENCES at the renamed copy and leave them dangling once it is dropped.
   */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_36bbf4b79da9c0e9da199b9afa"`);
    await queryRunner.query(`DROP INDEX "IDX_b33cbf9a59cbee112d94bcb59d"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_order_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "kind" varchar(40) NOT NULL, "actor_type" varchar(16) NOT NULL, "actor_id" integer, "actor_name" varchar(120) NOT NULL DEFAULT (''), "note" varchar(255) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_order_events"("id", "order_id", "kind", "actor_type", "actor_id", "actor_name", "note", "created_at") SELECT "id", "order_id", "kind", "actor_type", "actor_id", "actor_name", "note", "created_at" FROM "order_events"`,
    );
    await queryRunner.query(`DROP TABLE "order_events"`);
    await queryRunner.query(`ALTER TABLE "temporary_order_events" RENAME TO "order_events"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_36bbf4b79da9c0e9da199b9afa" ON "order_events" ("created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b33cbf9a59cbee112d94bcb59d" ON "order_events" ("order_id") `);
    await queryRunner.query(`DROP INDEX "IDX_reviews_customer_product"`);
    await queryRunner.query(`DROP INDEX "IDX_b2f7b823a21562eeca20e72b00"`);
    await queryRunner.query(`DROP INDEX "IDX_f4b4af0e4dc1ec56503cd1288c"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_payments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "provider" varchar(20) NOT NULL, "provider_ref" varchar(190), "status" varchar(20) NOT NULL DEFAULT ('initiated'), "amount_cents" integer NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "failure_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_b2f7b823a21562eeca20e72b006" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_payments"("id", "order_id", "provider", "provider_ref", "status", "amount_cents", "currency", "failure_reason", "created_at", "updated_at") SELECT "id", "order_id", "provider", "provider_ref", "status", "amount_cents", "currency", "failure_reason", "created_at", "updated_at" FROM "payments"`,
    );
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`ALTER TABLE "temporary_payments" RENAME TO "payments"`);
    await queryRunner.query(`CREATE INDEX "IDX_b2f7b823a21562eeca20e72b00" ON "payments" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f4b4af0e4dc1ec56503cd1288c" ON "payments" ("provider_ref") `);
    await queryRunner.query(`DROP INDEX "IDX_772d0ce0473ac2ccfa26060dbe"`);
    await queryRunner.query(`DROP INDEX "IDX_775c9f06fc27ae3ff8fb26f2c4"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_orders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "number" varchar(32) NOT NULL, "customer_id" integer NOT NULL, "status" varchar(20) NOT NULL DEFAULT ('pending'), "payment_status" varchar(20) NOT NULL DEFAULT ('initiated'), "fulfilment_status" varchar(20) NOT NULL DEFAULT ('unfulfilled'), "subtotal_cents" integer NOT NULL DEFAULT (0), "shipping_cents" integer NOT NULL DEFAULT (0), "total_cents" integer NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "shipping_tier" varchar(20) NOT NULL DEFAULT (''), "shipping_service" varchar(40) NOT NULL DEFAULT (''), "shipping_quote" text, "ship_name" varchar(120) NOT NULL DEFAULT (''), "email" varchar(190) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "address_line1" varchar(120) NOT NULL DEFAULT (''), "address_line2" varchar(120) NOT NULL DEFAULT (''), "city" varchar(80) NOT NULL DEFAULT (''), "state" varchar(40) NOT NULL DEFAULT (''), "postal_code" varchar(20) NOT NULL DEFAULT (''), "country" varchar(2) NOT NULL DEFAULT ('US'), "reserved_until" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_4e174e347d448617acdf98fef0d" UNIQUE ("number"), CONSTRAINT "FK_772d0ce0473ac2ccfa26060dbe9" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_orders"("id", "number", "customer_id", "status", "payment_status", "fulfilment_status", "subtotal_cents", "shipping_cents", "total_cents", "currency", "shipping_tier", "shipping_service", "shipping_quote", "ship_name", "email", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "reserved_until", "created_at", "updated_at") SELECT "id", "number", "customer_id", "status", "payment_status", "fulfilment_status", "subtotal_cents", "shipping_cents", "total_cents", "currency", "shipping_tier", "shipping_service", "shipping_quote", "ship_name", "email", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "reserved_until", "created_at", "updated_at" FROM "orders"`,
    );
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`ALTER TABLE "temporary_orders" RENAME TO "orders"`);
    await queryRunner.query(`CREATE INDEX "IDX_772d0ce0473ac2ccfa26060dbe" ON "orders" ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_775c9f06fc27ae3ff8fb26f2c4" ON "orders" ("status") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_customers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "email" varchar(190) NOT NULL, "password_hash" varchar(255) NOT NULL, "phone" varchar(40) NOT NULL DEFAULT (''), "address_line1" varchar(120) NOT NULL DEFAULT (''), "address_line2" varchar(120) NOT NULL DEFAULT (''), "city" varchar(80) NOT NULL DEFAULT (''), "state" varchar(40) NOT NULL DEFAULT (''), "postal_code" varchar(20) NOT NULL DEFAULT (''), "country" varchar(2) NOT NULL DEFAULT ('US'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_8536b8b85c06969f84f0c098b03" UNIQUE ("email"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_customers"("id", "name", "email", "password_hash", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "created_at", "updated_at") SELECT "id", "name", "email", "password_hash", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "created_at", "updated_at" FROM "customers"`,
    );
    await queryRunner.query(`DROP TABLE "customers"`);
    await queryRunner.query(`ALTER TABLE "temporary_customers" RENAME TO "customers"`);
    await queryRunner.query(`DROP INDEX "IDX_36bbf4b79da9c0e9da199b9afa"`);
    await queryRunner.query(`DROP INDEX "IDX_b33cbf9a59cbee112d94bcb59d"`);
    await queryRunner.query(`DROP TABLE "order_events"`);
    await queryRunner.query(`DROP INDEX "IDX_fa5168a1898ada227a983fae82"`);
    await queryRunner.query(`DROP INDEX "IDX_e0ee9c6f2a2b0cc8f0b5234465"`);
    await queryRunner.query(`DROP INDEX "IDX_fcca6d90bce4622ff04852e8af"`);
    await queryRunner.query(`DROP TABLE "audit_entries"`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
