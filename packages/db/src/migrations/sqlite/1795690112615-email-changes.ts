import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailChanges1795690112615 implements MigrationInterface {
  name = 'EmailChanges1795690112615';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "email_changes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "token_hash" varchar(64) NOT NULL, "customer_id" integer NOT NULL, "new_email" varchar(190) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_783a2e0c1a8fafd72ed0684b5da" UNIQUE ("token_hash"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_3f7acb56fd5845853564d4510c" ON "email_changes" ("customer_id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_3f7acb56fd5845853564d4510c"`);
    await queryRunner.query(`DROP TABLE "email_changes"`);
  }
}
