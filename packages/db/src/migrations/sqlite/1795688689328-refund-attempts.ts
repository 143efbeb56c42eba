import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The refunds table (one row per refund, written before the provider is asked). */
export class RefundAttempts1795688689328 implements MigrationInterface {
  name = 'RefundAttempts1795688689328';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "refunds" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "payment_id" integer NOT NULL, "amount_cents" integer NOT NULL DEFAULT (0), "status" varchar(20) NOT NULL DEFAULT ('pending'), "purpose" varchar(20) NOT NULL, "idempotency_key" varchar(64) NOT NULL, "provider_ref" varchar(190), "failure_reason" varchar(255), "attempts" integer NOT NULL DEFAULT (0), "sending_until" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_ed587866eed6dbe9f17adeb8e73" UNIQUE ("idempotency_key"), CONSTRAINT "FK_a42db6369017df60549539f5567" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_7f48aa5d56c42aeb495db016683" FOREIGN KEY ("payment_id") REFERENCES "payments" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a42db6369017df60549539f556" ON "refunds" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7f48aa5d56c42aeb495db01668" ON "refunds" ("payment_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_7f48aa5d56c42aeb495db01668"`);
    await queryRunner.query(`DROP INDEX "IDX_a42db6369017df60549539f556"`);
    await queryRunner.query(`DROP TABLE "refunds"`);
  }
}
