import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices and credit notes, each numbered in its own gapless series per year from a counter row (INV, CN) that the
 * numbering transaction updates. Written by hand from the generated statements: the tables are created with their
 * foreign keys at once, where the generator built them and then rebuilt them to add the keys.
 */
export class Documents1796221629763 implements MigrationInterface {
  name = 'Documents1796221629763';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "invoices" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "number" varchar(32) NOT NULL, "issued_at" datetime NOT NULL, "total_cents" integer NOT NULL DEFAULT (0), "snapshot" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_ea83c3b911906a3578de2340fdf" UNIQUE ("order_id"), CONSTRAINT "UQ_6b20aa66f2a835a4f2fbde48724" UNIQUE ("number"), CONSTRAINT "FK_ea83c3b911906a3578de2340fdf" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE TABLE "credit_notes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "refund_id" integer NOT NULL, "invoice_id" integer NOT NULL, "order_id" integer NOT NULL, "number" varchar(32) NOT NULL, "issued_at" datetime NOT NULL, "amount_cents" integer NOT NULL DEFAULT (0), "snapshot" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_36c5eb4191e4b9a6246d6c909ee" UNIQUE ("refund_id"), CONSTRAINT "UQ_285b86d3158b74d5e053c75cf7c" UNIQUE ("number"), CONSTRAINT "FK_36c5eb4191e4b9a6246d6c909ee" FOREIGN KEY ("refund_id") REFERENCES "refunds" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ab75ae7ceab2ad0e3c77768c373" FOREIGN KEY ("invoice_id") REFERENCES "invoices" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ab75ae7ceab2ad0e3c77768c37" ON "credit_notes" ("invoice_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_12a0a4e4c6545da6b1130fd377" ON "credit_notes" ("order_id") `);
    await queryRunner.query(
      `CREATE TABLE "document_counters" ("series" varchar(8) PRIMARY KEY NOT NULL, "year" integer NOT NULL DEFAULT (0), "last_number" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "document_counters" ("series", "year", "last_number") VALUES ('INV', 0, 0), ('CN', 0, 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "document_counters"`);
    await queryRunner.query(`DROP INDEX "IDX_12a0a4e4c6545da6b1130fd377"`);
    await queryRunner.query(`DROP INDEX "IDX_ab75ae7ceab2ad0e3c77768c37"`);
    await queryRunner.query(`DROP TABLE "credit_notes"`);
    await queryRunner.query(`DROP TABLE "invoices"`);
  }
}
