import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RateLimitWindows1795324007941 implements MigrationInterface {
  name = 'RateLimitWindows1795324007941';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rate_limit_windows" ("bucket" varchar(190) NOT NULL, "window_ms" integer NOT NULL, "count" integer NOT NULL DEFAULT (0), "reset_at" bigint NOT NULL, PRIMARY KEY ("bucket", "window_ms"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_81b700f1d24dd5ef7984d882ba" ON "rate_limit_windows" ("reset_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_81b700f1d24dd5ef7984d882ba"`);
    await queryRunner.query(`DROP TABLE "rate_limit_windows"`);
  }
}
