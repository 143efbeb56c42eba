import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailTemplates1796233847744 implements MigrationInterface {
  name = 'MailTemplates1796233847744';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_templates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "key" varchar(60) NOT NULL, "subject" varchar(255) NOT NULL, "html" text NOT NULL, "text" text, "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_by" integer, CONSTRAINT "UQ_f69cd76be3d3fbe3bff276bcd10" UNIQUE ("key"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_templates"`);
  }
}
