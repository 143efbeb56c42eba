import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Hotspots1795829474184 implements MigrationInterface {
  name = 'Hotspots1795829474184';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(
      `CREATE TABLE "hotspots" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(20) NOT NULL, "owner_id" integer NOT NULL, "image" varchar(255) NOT NULL, "product_id" integer NOT NULL, "x_bp" integer NOT NULL DEFAULT (0), "y_bp" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5dfce47a89009f573f09f070ce" ON "hotspots" ("product_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_hotspots_owner" ON "hotspots" ("kind", "owner_id") `);
    await queryRunner.query(`DROP INDEX "IDX_5dfce47a89009f573f09f070ce"`);
    await queryRunner.query(`DROP INDEX "IDX_hotspots_owner"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_hotspots" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(20) NOT NULL, "owner_id" integer NOT NULL, "image" varchar(255) NOT NULL, "product_id" integer NOT NULL, "x_bp" integer NOT NULL DEFAULT (0), "y_bp" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_5dfce47a89009f573f09f070ce3" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_hotspots"("id", "kind", "owner_id", "image", "product_id", "x_bp", "y_bp", "created_at", "updated_at") SELECT "id", "kind", "owner_id", "image", "product_id", "x_bp", "y_bp", "created_at", "updated_at" FROM "hotspots"`,
    );
    await queryRunner.query(`DROP TABLE "hotspots"`);
    await queryRunner.query(`ALTER TABLE "temporary_hotspots" RENAME TO "hotspots"`);
    await queryRunner.query(`CREATE INDEX "IDX_5dfce47a89009f573f09f070ce" ON "hotspots" ("product_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_hotspots_owner" ON "hotspots" ("kind", "owner_id") `);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_hotspots_owner"`);
    await queryRunner.query(`DROP INDEX "IDX_5dfce47a89009f573f09f070ce"`);
    await queryRunner.query(`ALTER TABLE "hotspots" RENAME TO "temporary_hotspots"`);
    await queryRunner.query(
      `CREATE TABLE "hotspots" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(20) NOT NULL, "owner_id" integer NOT NULL, "image" varchar(255) NOT NULL, "product_id" integer NOT NULL, "x_bp" integer NOT NULL DEFAULT (0), "y_bp" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "hotspots"("id", "kind", "owner_id", "image", "product_id", "x_bp", "y_bp", "created_at", "updated_at") SELECT "id", "kind", "owner_id", "image", "product_id", "x_bp", "y_bp", "created_at", "updated_at" FROM "temporary_hotspots"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_hotspots"`);
    await queryRunner.query(`CREATE INDEX "IDX_hotspots_owner" ON "hotspots" ("kind", "owner_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5dfce47a89009f573f09f070ce" ON "hotspots" ("product_id") `);
    await queryRunner.query(`DROP INDEX "IDX_hotspots_owner"`);
    await queryRunner.query(`DROP INDEX "IDX_5dfce47a89009f573f09f070ce"`);
    await queryRunner.query(`DROP TABLE "hotspots"`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
