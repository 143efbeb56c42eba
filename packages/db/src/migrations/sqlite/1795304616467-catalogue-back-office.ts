import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueBackOffice1795304616467 implements MigrationInterface {
  name = 'CatalogueBackOffice1795304616467';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_5b9ff20c62555d1ceb3d68d00e"`);
    await queryRunner.query(`DROP INDEX "IDX_267b50418405d57cdb926e1893"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_products" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_type_id" integer NOT NULL, "name" varchar(160) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "stock" integer NOT NULL DEFAULT (0), "image" varchar(255), "width_in" integer NOT NULL DEFAULT (0), "depth_in" integer NOT NULL DEFAULT (0), "height_in" integer NOT NULL DEFAULT (0), "package_length_in" integer NOT NULL DEFAULT (0), "package_width_in" integer NOT NULL DEFAULT (0), "package_height_in" integer NOT NULL DEFAULT (0), "package_weight_lb" double NOT NULL DEFAULT (0), "view_count" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "lead_time_days" integer NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), CONSTRAINT "UQ_464f927ae360106b783ed0b4106" UNIQUE ("slug"), CONSTRAINT "FK_267b50418405d57cdb926e18937" FOREIGN KEY ("room_type_id") REFERENCES "room_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_products"("id", "room_type_id", "name", "slug", "description", "price_cents", "discount_percent", "stock", "image", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "view_count", "created_at", "updated_at") SELECT "id", "room_type_id", "name", "slug", "description", "price_cents", "discount_percent", "stock", "image", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "view_count", "created_at", "updated_at" FROM "products"`,
    );
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`ALTER TABLE "temporary_products" RENAME TO "products"`);
    await queryRunner.query(`CREATE INDEX "IDX_5b9ff20c62555d1ceb3d68d00e" ON "products" ("view_count") `);
    await queryRunner.query(`CREATE INDEX "IDX_267b50418405d57cdb926e1893" ON "products" ("room_type_id") `);
    await queryRunner.query(`DROP INDEX "IDX_4f166bb8c2bfcef2498d97b406"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_product_images" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "image" varchar(255) NOT NULL, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "alt" varchar(190) NOT NULL DEFAULT (''), CONSTRAINT "FK_4f166bb8c2bfcef2498d97b4068" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_product_images"("id", "product_id", "image", "position", "created_at") SELECT "id", "product_id", "image", "position", "created_at" FROM "product_images"`,
    );
    await queryRunner.query(`DROP TABLE "product_images"`);
    await queryRunner.query(`ALTER TABLE "temporary_product_images" RENAME TO "product_images"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_4f166bb8c2bfcef2498d97b406" ON "product_images" ("product_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_4dd42f48aa60ad8c0d5d5c4ea5"`);
    await queryRunner.query(`DROP INDEX "IDX_9482e9567d8dcc2bc615981ef4"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_reviews" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "customer_id" integer, "author_name" varchar(120) NOT NULL, "rating" integer NOT NULL DEFAULT (5), "body" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "hidden" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_4dd42f48aa60ad8c0d5d5c4ea5b" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_9482e9567d8dcc2bc615981ef44" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_reviews"("id", "product_id", "customer_id", "author_name", "rating", "body", "created_at") SELECT "id", "product_id", "customer_id", "author_name", "rating", "body", "created_at" FROM "reviews"`,
    );
    await queryRunner.query(`DROP TABLE "reviews"`);
    await queryRunner.query(`ALTER TABLE "temporary_reviews" RENAME TO "reviews"`);
    await queryRunner.query(`CREATE INDEX "IDX_4dd42f48aa60ad8c0d5d5c4ea5" ON "reviews" ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9482e9567d8dcc2bc615981ef4" ON "reviews" ("product_id") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_site_information" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "email" varchar(190) NOT NULL, "phone" varchar(40) NOT NULL, "address" varchar(255) NOT NULL, "opening_hours" varchar(255) NOT NULL, "about" text NOT NULL, "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "logo" varchar(255))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_site_information"("id", "name", "email", "phone", "address", "opening_hours", "about", "updated_at") SELECT "id", "name", "email", "phone", "address", "opening_hours", "about", "updated_at" FROM "site_information"`,
    );
    await queryRunner.query(`DROP TABLE "site_information"`);
    await queryRunner.query(`ALTER TABLE "temporary_site_information" RENAME TO "site_information"`);
    await queryRunner.query(`CREATE INDEX "IDX_33ffa741510615ad20d925cd70" ON "products" ("active") `);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_33ffa741510615ad20d925cd70"`);
    await queryRunner.query(`ALTER TABLE "site_information" RENAME TO "temporary_site_information"`);
    await queryRunner.query(
      `CREATE TABLE "site_information" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "email" varchar(190) NOT NULL, "phone" varchar(40) NOT NULL, "address" varchar(255) NOT NULL, "opening_hours" varchar(255) NOT NULL, "about" text NOT NULL, "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "site_information"("id", "name", "email", "phone", "address", "opening_hours", "about", "updated_at") SELECT "id", "name", "email", "phone", "address", "opening_hours", "about", "updated_at" FROM "temporary_site_information"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_site_information"`);
    await queryRunner.query(`DROP INDEX "IDX_9482e9567d8dcc2bc615981ef4"`);
    await queryRunner.query(`DROP INDEX "IDX_4dd42f48aa60ad8c0d5d5c4ea5"`);
    await queryRunner.query(`ALTER TABLE "reviews" RENAME TO "temporary_reviews"`);
    await queryRunner.query(
      `CREATE TABLE "reviews" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "customer_id" integer, "author_name" varchar(120) NOT NULL, "rating" integer NOT NULL DEFAULT (5), "body" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_4dd42f48aa60ad8c0d5d5c4ea5b" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_9482e9567d8dcc2bc615981ef44" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "reviews"("id", "product_id", "customer_id", "author_name", "rating", "body", "created_at") SELECT "id", "product_id", "customer_id", "author_name", "rating", "body", "created_at" FROM "temporary_reviews"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_reviews"`);
    await queryRunner.query(`CREATE INDEX "IDX_9482e9567d8dcc2bc615981ef4" ON "reviews" ("product_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4dd42f48aa60ad8c0d5d5c4ea5" ON "reviews" ("customer_id") `);
    await queryRunner.query(`DROP INDEX "IDX_4f166bb8c2bfcef2498d97b406"`);
    await queryRunner.query(`ALTER TABLE "product_images" RENAME TO "temporary_product_images"`);
    await queryRunner.query(
      `CREATE TABLE "product_images" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "image" varchar(255) NOT NULL, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_4f166bb8c2bfcef2498d97b4068" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "product_images"("id", "product_id", "image", "position", "created_at") SELECT "id", "product_id", "image", "position", "created_at" FROM "temporary_product_images"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_product_images"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_4f166bb8c2bfcef2498d97b406" ON "product_images" ("product_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_267b50418405d57cdb926e1893"`);
    await queryRunner.query(`DROP INDEX "IDX_5b9ff20c62555d1ceb3d68d00e"`);
    await queryRunner.query(`ALTER TABLE "products" RENAME TO "temporary_products"`);
    await queryRunner.query(
      `CREATE TABLE "products" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_type_id" integer NOT NULL, "name" varchar(160) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "stock" integer NOT NULL DEFAULT (0), "image" varchar(255), "width_in" integer NOT NULL DEFAULT (0), "depth_in" integer NOT NULL DEFAULT (0), "height_in" integer NOT NULL DEFAULT (0), "package_length_in" integer NOT NULL DEFAULT (0), "package_width_in" integer NOT NULL DEFAULT (0), "package_height_in" integer NOT NULL DEFAULT (0), "package_weight_lb" double NOT NULL DEFAULT (0), "view_count" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_464f927ae360106b783ed0b4106" UNIQUE ("slug"), CONSTRAINT "FK_267b50418405d57cdb926e18937" FOREIGN KEY ("room_type_id") REFERENCES "room_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "products"("id", "room_type_id", "name", "slug", "description", "price_cents", "discount_percent", "stock", "image", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "view_count", "created_at", "updated_at") SELECT "id", "room_type_id", "name", "slug", "description", "price_cents", "discount_percent", "stock", "image", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "view_count", "created_at", "updated_at" FROM "temporary_products"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_products"`);
    await queryRunner.query(`CREATE INDEX "IDX_267b50418405d57cdb926e1893" ON "products" ("room_type_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5b9ff20c62555d1ceb3d68d00e" ON "products" ("view_count") `);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
