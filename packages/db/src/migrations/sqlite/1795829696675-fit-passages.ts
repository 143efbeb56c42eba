import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated, then made one statement each way: a new table needs no SQLite table rebuild. */
export class FitPassages1795829696675 implements MigrationInterface {
  name = 'FitPassages1795829696675';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "fit_passages" ("customer_id" integer PRIMARY KEY NOT NULL, "passages" text NOT NULL, "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_a7ec66427c87d0041064213228d" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "fit_passages"`);
  }
}
