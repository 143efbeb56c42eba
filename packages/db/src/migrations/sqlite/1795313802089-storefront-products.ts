import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StorefrontProducts1795313802089 implements MigrationInterface {
  name = 'StorefrontProducts1795313802089';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_d10679f0686b5c4b97bbafe170"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_room_views" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_type_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "visitor_key" varchar(64) NOT NULL DEFAULT (''), CONSTRAINT "FK_2f8e9d7d2c2b9e29033935142ef" FOREIGN KEY ("room_type_id") REFERENCES "room_types" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_room_views"("id", "room_type_id", "created_at") SELECT "id", "room_type_id", "created_at" FROM "room_views"`,
    );
    await queryRunner.query(`DROP TABLE "room_views"`);
    await queryRunner.query(`ALTER TABLE "temporary_room_views" RENAME TO "room_views"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d10679f0686b5c4b97bbafe170" ON "room_views" ("room_type_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_products_shelf_popular" ON "products" ("room_type_id", "active", "view_count", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_products_shelf_name" ON "products" ("room_type_id", "active", "name", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_products_shelf_price" ON "products" ("room_type_id", "active", "price_cents", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_products_shelf_newest" ON "products" ("room_type_id", "active", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_room_views_visitor" ON "room_views" ("room_type_id", "visitor_key", "created_at") `,
    );
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_room_views_visitor"`);
    await queryRunner.query(`DROP INDEX "IDX_products_shelf_newest"`);
    await queryRunner.query(`DROP INDEX "IDX_products_shelf_price"`);
    await queryRunner.query(`DROP INDEX "IDX_products_shelf_name"`);
    await queryRunner.query(`DROP INDEX "IDX_products_shelf_popular"`);
    await queryRunner.query(`DROP INDEX "IDX_d10679f0686b5c4b97bbafe170"`);
    await queryRunner.query(`ALTER TABLE "room_views" RENAME TO "temporary_room_views"`);
    await queryRunner.query(
      `CREATE TABLE "room_views" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_type_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_2f8e9d7d2c2b9e29033935142ef" FOREIGN KEY ("room_type_id") REFERENCES "room_types" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "room_views"("id", "room_type_id", "created_at") SELECT "id", "room_type_id", "created_at" FROM "temporary_room_views"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_room_views"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d10679f0686b5c4b97bbafe170" ON "room_views" ("room_type_id", "created_at") `,
    );
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
