import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboxMessages1796221449957 implements MigrationInterface {
  name = 'OutboxMessages1796221449957';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "outbox_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(20) NOT NULL DEFAULT ('mail'), "recipient" varchar(190) NOT NULL, "subject" varchar(255) NOT NULL, "payload" text NOT NULL, "state" varchar(20) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime NOT NULL, "claim_token" varchar(36), "lease_until" datetime, "last_error" text, "order_id" integer, "sent_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4693703fad830e15a00a3c9020" ON "outbox_messages" ("order_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5cefd8d92490dda68011ade37f" ON "outbox_messages" ("state", "next_attempt_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_5cefd8d92490dda68011ade37f"`);
    await queryRunner.query(`DROP INDEX "IDX_4693703fad830e15a00a3c9020"`);
    await queryRunner.query(`DROP TABLE "outbox_messages"`);
  }
}
