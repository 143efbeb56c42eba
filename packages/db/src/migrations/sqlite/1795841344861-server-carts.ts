import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ServerCarts1795841344861 implements MigrationInterface {
  name = 'ServerCarts1795841344861';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(
      `CREATE TABLE "carts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "token_hash" varchar(64), "customer_id" integer, "lines" text NOT NULL, "email" varchar(190) NOT NULL DEFAULT (''), "reminder_consent" boolean NOT NULL DEFAULT (0), "link_token_hash" varchar(64), "updated_at" datetime NOT NULL, "reminded_at" datetime, "ordered_at" datetime, "order_id" integer, "recovered_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_42ffc476d9dbddaaa0f19bdf8dc" UNIQUE ("token_hash"), CONSTRAINT "UQ_5a9dade7a4baafc128f8e0d8041" UNIQUE ("customer_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b64f68c7aead35ec7b673d0027" ON "carts" ("reminded_at", "updated_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_b64f68c7aead35ec7b673d0027"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_carts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "token_hash" varchar(64), "customer_id" integer, "lines" text NOT NULL, "email" varchar(190) NOT NULL DEFAULT (''), "reminder_consent" boolean NOT NULL DEFAULT (0), "link_token_hash" varchar(64), "updated_at" datetime NOT NULL, "reminded_at" datetime, "ordered_at" datetime, "order_id" integer, "recovered_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_42ffc476d9dbddaaa0f19bdf8dc" UNIQUE ("token_hash"), CONSTRAINT "UQ_5a9dade7a4baafc128f8e0d8041" UNIQUE ("customer_id"), CONSTRAINT "FK_5a9dade7a4baafc128f8e0d8041" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_carts"("id", "token_hash", "customer_id", "lines", "email", "reminder_consent", "link_token_hash", "updated_at", "reminded_at", "ordered_at", "order_id", "recovered_at", "created_at") SELECT "id", "token_hash", "customer_id", "lines", "email", "reminder_consent", "link_token_hash", "updated_at", "reminded_at", "ordered_at", "order_id", "recovered_at", "created_at" FROM "carts"`,
    );
    await queryRunner.query(`DROP TABLE "carts"`);
    await queryRunner.query(`ALTER TABLE "temporary_carts" RENAME TO "carts"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_b64f68c7aead35ec7b673d0027" ON "carts" ("reminded_at", "updated_at") `,
    );
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_b64f68c7aead35ec7b673d0027"`);
    await queryRunner.query(`ALTER TABLE "carts" RENAME TO "temporary_carts"`);
    await queryRunner.query(
      `CREATE TABLE "carts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "token_hash" varchar(64), "customer_id" integer, "lines" text NOT NULL, "email" varchar(190) NOT NULL DEFAULT (''), "reminder_consent" boolean NOT NULL DEFAULT (0), "link_token_hash" varchar(64), "updated_at" datetime NOT NULL, "reminded_at" datetime, "ordered_at" datetime, "order_id" integer, "recovered_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_42ffc476d9dbddaaa0f19bdf8dc" UNIQUE ("token_hash"), CONSTRAINT "UQ_5a9dade7a4baafc128f8e0d8041" UNIQUE ("customer_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "carts"("id", "token_hash", "customer_id", "lines", "email", "reminder_consent", "link_token_hash", "updated_at", "reminded_at", "ordered_at", "order_id", "recovered_at", "created_at") SELECT "id", "token_hash", "customer_id", "lines", "email", "reminder_consent", "link_token_hash", "updated_at", "reminded_at", "ordered_at", "order_id", "recovered_at", "created_at" FROM "temporary_carts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_carts"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_b64f68c7aead35ec7b673d0027" ON "carts" ("reminded_at", "updated_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_b64f68c7aead35ec7b673d0027"`);
    await queryRunner.query(`DROP TABLE "carts"`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
