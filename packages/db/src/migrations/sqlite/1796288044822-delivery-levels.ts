import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delivery zones and levels, and whether a product needs assembly. The products' two columns are added in place:
 * rebuilding the table (as generated) would drop the triggers that keep the product search index in step.
 */
export class DeliveryLevels1796288044822 implements MigrationInterface {
  name = 'DeliveryLevels1796288044822';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "delivery_zones" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(80) NOT NULL, "time_zone" varchar(60) NOT NULL DEFAULT ('America/New_York'), "zips" varchar(2000) NOT NULL DEFAULT (''), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "delivery_levels" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "zone_id" integer NOT NULL, "kind" varchar(20) NOT NULL, "name" varchar(80) NOT NULL, "description" varchar(500) NOT NULL DEFAULT (''), "base_cents" integer NOT NULL DEFAULT (0), "per_extra_item_cents" integer NOT NULL DEFAULT (0), "assembly_per_item_cents" integer NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), CONSTRAINT "FK_65299ef1187a7ecfbfae8dc70be" FOREIGN KEY ("zone_id") REFERENCES "delivery_zones" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_4aa3cfa93da673ca6f6eda24cd" ON "delivery_levels" ("zone_id", "kind") `,
    );
    await queryRunner.query(
      `ALTER TABLE "products" ADD COLUMN "needs_assembly" boolean NOT NULL DEFAULT (0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "products" ADD COLUMN "assembly_minutes" integer NOT NULL DEFAULT (0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "assembly_minutes"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "needs_assembly"`);
    await queryRunner.query(`DROP TABLE "delivery_levels"`);
    await queryRunner.query(`DROP TABLE "delivery_zones"`);
  }
}
