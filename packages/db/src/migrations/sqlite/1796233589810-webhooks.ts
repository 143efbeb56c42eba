import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbound webhooks: the endpoints an ADMIN registers, and on the outbox's rows the endpoint a webhook delivery is
 * for and the HTTP status its last attempt got (deliveries are outbox rows of kind 'webhook').
 */
export class Webhooks1796233589810 implements MigrationInterface {
  name = 'Webhooks1796233589810';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "url" varchar(500) NOT NULL, "description" varchar(120) NOT NULL DEFAULT (''), "events" text NOT NULL, "secret" varchar(100) NOT NULL, "enabled" boolean NOT NULL DEFAULT (1), "failing_since" datetime, "disabled_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`DROP INDEX "IDX_5cefd8d92490dda68011ade37f"`);
    await queryRunner.query(`DROP INDEX "IDX_4693703fad830e15a00a3c9020"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_outbox_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(20) NOT NULL DEFAULT ('mail'), "recipient" varchar(190) NOT NULL, "subject" varchar(255) NOT NULL, "payload" text NOT NULL, "state" varchar(20) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime NOT NULL, "claim_token" varchar(36), "lease_until" datetime, "last_error" text, "order_id" integer, "sent_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "webhook_endpoint_id" integer, "response_status" integer)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_outbox_messages"("id", "kind", "recipient", "subject", "payload", "state", "attempts", "next_attempt_at", "claim_token", "lease_until", "last_error", "order_id", "sent_at", "created_at") SELECT "id", "kind", "recipient", "subject", "payload", "state", "attempts", "next_attempt_at", "claim_token", "lease_until", "last_error", "order_id", "sent_at", "created_at" FROM "outbox_messages"`,
    );
    await queryRunner.query(`DROP TABLE "outbox_messages"`);
    await queryRunner.query(`ALTER TABLE "temporary_outbox_messages" RENAME TO "outbox_messages"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_5cefd8d92490dda68011ade37f" ON "outbox_messages" ("state", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4693703fad830e15a00a3c9020" ON "outbox_messages" ("order_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a0d8b7269d10495ad1a0fc8311" ON "outbox_messages" ("webhook_endpoint_id") `,
    );
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_a0d8b7269d10495ad1a0fc8311"`);
    await queryRunner.query(`DROP INDEX "IDX_4693703fad830e15a00a3c9020"`);
    await queryRunner.query(`DROP INDEX "IDX_5cefd8d92490dda68011ade37f"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" RENAME TO "temporary_outbox_messages"`);
    await queryRunner.query(
      `CREATE TABLE "outbox_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(20) NOT NULL DEFAULT ('mail'), "recipient" varchar(190) NOT NULL, "subject" varchar(255) NOT NULL, "payload" text NOT NULL, "state" varchar(20) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime NOT NULL, "claim_token" varchar(36), "lease_until" datetime, "last_error" text, "order_id" integer, "sent_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "outbox_messages"("id", "kind", "recipient", "subject", "payload", "state", "attempts", "next_attempt_at", "claim_token", "lease_until", "last_error", "order_id", "sent_at", "created_at") SELECT "id", "kind", "recipient", "subject", "payload", "state", "attempts", "next_attempt_at", "claim_token", "lease_until", "last_error", "order_id", "sent_at", "created_at" FROM "temporary_outbox_messages"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_outbox_messages"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_4693703fad830e15a00a3c9020" ON "outbox_messages" ("order_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5cefd8d92490dda68011ade37f" ON "outbox_messages" ("state", "next_attempt_at") `,
    );
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
