import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795263806450 implements MigrationInterface {
  name = 'Initial1795263806450';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "email" varchar(190) NOT NULL, "phone" varchar(40) NOT NULL DEFAULT (''), "subject" varchar(190) NOT NULL, "message" text NOT NULL, "is_read" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e55d44314cdf69654a2eb6325a" ON "contact_messages" ("is_read") `,
    );
    await queryRunner.query(
      `CREATE TABLE "customers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "email" varchar(190) NOT NULL, "password_hash" varchar(255) NOT NULL, "phone" varchar(40) NOT NULL DEFAULT (''), "address_line1" varchar(120) NOT NULL DEFAULT (''), "address_line2" varchar(120) NOT NULL DEFAULT (''), "city" varchar(80) NOT NULL DEFAULT (''), "state" varchar(40) NOT NULL DEFAULT (''), "postal_code" varchar(20) NOT NULL DEFAULT (''), "country" varchar(2) NOT NULL DEFAULT ('US'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_8536b8b85c06969f84f0c098b03" UNIQUE ("email"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "gallery_images" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "image" varchar(255) NOT NULL, "caption" varchar(190) NOT NULL DEFAULT (''), "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "material_types" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_0464770d6998ec646d127399727" UNIQUE ("slug"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "materials" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "material_type_id" integer NOT NULL, "name" varchar(120) NOT NULL, "description" text NOT NULL, "image" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_021872b8b643bb253dbce571f2" ON "materials" ("material_type_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "orders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "number" varchar(32) NOT NULL, "customer_id" integer NOT NULL, "status" varchar(20) NOT NULL DEFAULT ('pending'), "payment_status" varchar(20) NOT NULL DEFAULT ('initiated'), "fulfilment_status" varchar(20) NOT NULL DEFAULT ('unfulfilled'), "subtotal_cents" integer NOT NULL DEFAULT (0), "shipping_cents" integer NOT NULL DEFAULT (0), "total_cents" integer NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "shipping_tier" varchar(20) NOT NULL DEFAULT (''), "shipping_service" varchar(40) NOT NULL DEFAULT (''), "shipping_quote" text, "ship_name" varchar(120) NOT NULL DEFAULT (''), "email" varchar(190) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "address_line1" varchar(120) NOT NULL DEFAULT (''), "address_line2" varchar(120) NOT NULL DEFAULT (''), "city" varchar(80) NOT NULL DEFAULT (''), "state" varchar(40) NOT NULL DEFAULT (''), "postal_code" varchar(20) NOT NULL DEFAULT (''), "country" varchar(2) NOT NULL DEFAULT ('US'), "reserved_until" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_4e174e347d448617acdf98fef0d" UNIQUE ("number"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_772d0ce0473ac2ccfa26060dbe" ON "orders" ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_775c9f06fc27ae3ff8fb26f2c4" ON "orders" ("status") `);
    await queryRunner.query(
      `CREATE TABLE "rooms" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "image" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_4a252a005ce573079b47a4f38e3" UNIQUE ("slug"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "room_types" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_id" integer NOT NULL, "name" varchar(120) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "image" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_e79afa8f05e3bfc95b8034e1e8f" UNIQUE ("slug"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6c44c5e350aa0cfefe38860932" ON "room_types" ("room_id") `);
    await queryRunner.query(
      `CREATE TABLE "products" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_type_id" integer NOT NULL, "name" varchar(160) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "stock" integer NOT NULL DEFAULT (0), "image" varchar(255), "width_in" integer NOT NULL DEFAULT (0), "depth_in" integer NOT NULL DEFAULT (0), "height_in" integer NOT NULL DEFAULT (0), "package_length_in" integer NOT NULL DEFAULT (0), "package_width_in" integer NOT NULL DEFAULT (0), "package_height_in" integer NOT NULL DEFAULT (0), "package_weight_lb" double NOT NULL DEFAULT (0), "view_count" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_464f927ae360106b783ed0b4106" UNIQUE ("slug"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_267b50418405d57cdb926e1893" ON "products" ("room_type_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5b9ff20c62555d1ceb3d68d00e" ON "products" ("view_count") `);
    await queryRunner.query(
      `CREATE TABLE "order_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "product_id" integer, "product_name" varchar(160) NOT NULL, "product_slug" varchar(140) NOT NULL, "product_image" varchar(255), "unit_price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "unit_paid_cents" integer NOT NULL DEFAULT (0), "quantity" integer NOT NULL DEFAULT (1), "line_total_cents" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6a619803439ea92778cafc8fb5" ON "order_lines" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c33a737fbeb5050911ca729aae" ON "order_lines" ("product_id") `);
    await queryRunner.query(
      `CREATE TABLE "password_resets" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "token_hash" varchar(64) NOT NULL, "realm" varchar(16) NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_323290a9239ad3d397ad78018ec" UNIQUE ("token_hash"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_67ab5a33bc24603a65eaabfa35" ON "password_resets" ("realm", "user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "payment_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "provider" varchar(20) NOT NULL, "event_id" varchar(190) NOT NULL, "type" varchar(80) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_cdb38f647e394ea5717c7ebb4f" ON "payment_events" ("provider", "event_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "provider" varchar(20) NOT NULL, "provider_ref" varchar(190), "status" varchar(20) NOT NULL DEFAULT ('initiated'), "amount_cents" integer NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "failure_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b2f7b823a21562eeca20e72b00" ON "payments" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f4b4af0e4dc1ec56503cd1288c" ON "payments" ("provider_ref") `);
    await queryRunner.query(
      `CREATE TABLE "product_images" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "image" varchar(255) NOT NULL, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4f166bb8c2bfcef2498d97b406" ON "product_images" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "reviews" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "customer_id" integer, "author_name" varchar(120) NOT NULL, "rating" integer NOT NULL DEFAULT (5), "body" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9482e9567d8dcc2bc615981ef4" ON "reviews" ("product_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4dd42f48aa60ad8c0d5d5c4ea5" ON "reviews" ("customer_id") `);
    await queryRunner.query(
      `CREATE TABLE "room_views" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_type_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d10679f0686b5c4b97bbafe170" ON "room_views" ("room_type_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "token_hash" varchar(64) NOT NULL, "realm" varchar(16) NOT NULL, "user_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "last_seen_at" datetime NOT NULL, "expires_at" datetime NOT NULL, CONSTRAINT "UQ_abaa9e068cdd390bc5210f79884" UNIQUE ("token_hash"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9cfe37d28c3b229a350e086d94" ON "sessions" ("expires_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_ed3ca6d25fcc5fd9f5c3f1a53d" ON "sessions" ("realm", "user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "site_information" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "email" varchar(190) NOT NULL, "phone" varchar(40) NOT NULL, "address" varchar(255) NOT NULL, "opening_hours" varchar(255) NOT NULL, "about" text NOT NULL, "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "social_links" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(60) NOT NULL, "url" varchar(255) NOT NULL, "icon" varchar(40) NOT NULL, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "staff_members" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "email" varchar(190) NOT NULL, "password_hash" varchar(255) NOT NULL, "role" integer NOT NULL DEFAULT (2), "phone" varchar(40), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_84b814f9a703403b308835f8cc0" UNIQUE ("email"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "wishlist_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "product_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a09ee201085b6a1b3458dd4309" ON "wishlist_entries" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_b07ac6f9ba9ed136c7d78742bf" ON "wishlist_entries" ("customer_id", "product_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "product_materials" ("product_id" integer NOT NULL, "material_id" integer NOT NULL, PRIMARY KEY ("product_id", "material_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b8471f7229eb02a8e59272958b" ON "product_materials" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2a6f7f8c7fc87e4512a9c70829" ON "product_materials" ("material_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_021872b8b643bb253dbce571f2"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_materials" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "material_type_id" integer NOT NULL, "name" varchar(120) NOT NULL, "description" text NOT NULL, "image" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_021872b8b643bb253dbce571f2c" FOREIGN KEY ("material_type_id") REFERENCES "material_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_materials"("id", "material_type_id", "name", "description", "image", "created_at", "updated_at") SELECT "id", "material_type_id", "name", "description", "image", "created_at", "updated_at" FROM "materials"`,
    );
    await queryRunner.query(`DROP TABLE "materials"`);
    await queryRunner.query(`ALTER TABLE "temporary_materials" RENAME TO "materials"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_021872b8b643bb253dbce571f2" ON "materials" ("material_type_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_772d0ce0473ac2ccfa26060dbe"`);
    await queryRunner.query(`DROP INDEX "IDX_775c9f06fc27ae3ff8fb26f2c4"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_orders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "number" varchar(32) NOT NULL, "customer_id" integer NOT NULL, "status" varchar(20) NOT NULL DEFAULT ('pending'), "payment_status" varchar(20) NOT NULL DEFAULT ('initiated'), "fulfilment_status" varchar(20) NOT NULL DEFAULT ('unfulfilled'), "subtotal_cents" integer NOT NULL DEFAULT (0), "shipping_cents" integer NOT NULL DEFAULT (0), "total_cents" integer NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "shipping_tier" varchar(20) NOT NULL DEFAULT (''), "shipping_service" varchar(40) NOT NULL DEFAULT (''), "shipping_quote" text, "ship_name" varchar(120) NOT NULL DEFAULT (''), "email" varchar(190) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "address_line1" varchar(120) NOT NULL DEFAULT (''), "address_line2" varchar(120) NOT NULL DEFAULT (''), "city" varchar(80) NOT NULL DEFAULT (''), "state" varchar(40) NOT NULL DEFAULT (''), "postal_code" varchar(20) NOT NULL DEFAULT (''), "country" varchar(2) NOT NULL DEFAULT ('US'), "reserved_until" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_4e174e347d448617acdf98fef0d" UNIQUE ("number"), CONSTRAINT "FK_772d0ce0473ac2ccfa26060dbe9" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_orders"("id", "number", "customer_id", "status", "payment_status", "fulfilment_status", "subtotal_cents", "shipping_cents", "total_cents", "currency", "shipping_tier", "shipping_service", "shipping_quote", "ship_name", "email", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "reserved_until", "created_at", "updated_at") SELECT "id", "number", "customer_id", "status", "payment_status", "fulfilment_status", "subtotal_cents", "shipping_cents", "total_cents", "currency", "shipping_tier", "shipping_service", "shipping_quote", "ship_name", "email", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "reserved_until", "created_at", "updated_at" FROM "orders"`,
    );
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`ALTER TABLE "temporary_orders" RENAME TO "orders"`);
    await queryRunner.query(`CREATE INDEX "IDX_772d0ce0473ac2ccfa26060dbe" ON "orders" ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_775c9f06fc27ae3ff8fb26f2c4" ON "orders" ("status") `);
    await queryRunner.query(`DROP INDEX "IDX_6c44c5e350aa0cfefe38860932"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_room_types" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_id" integer NOT NULL, "name" varchar(120) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "image" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_e79afa8f05e3bfc95b8034e1e8f" UNIQUE ("slug"), CONSTRAINT "FK_6c44c5e350aa0cfefe38860932e" FOREIGN KEY ("room_id") REFERENCES "rooms" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_room_types"("id", "room_id", "name", "slug", "description", "image", "created_at", "updated_at") SELECT "id", "room_id", "name", "slug", "description", "image", "created_at", "updated_at" FROM "room_types"`,
    );
    await queryRunner.query(`DROP TABLE "room_types"`);
    await queryRunner.query(`ALTER TABLE "temporary_room_types" RENAME TO "room_types"`);
    await queryRunner.query(`CREATE INDEX "IDX_6c44c5e350aa0cfefe38860932" ON "room_types" ("room_id") `);
    await queryRunner.query(`DROP INDEX "IDX_267b50418405d57cdb926e1893"`);
    await queryRunner.query(`DROP INDEX "IDX_5b9ff20c62555d1ceb3d68d00e"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_products" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_type_id" integer NOT NULL, "name" varchar(160) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "stock" integer NOT NULL DEFAULT (0), "image" varchar(255), "width_in" integer NOT NULL DEFAULT (0), "depth_in" integer NOT NULL DEFAULT (0), "height_in" integer NOT NULL DEFAULT (0), "package_length_in" integer NOT NULL DEFAULT (0), "package_width_in" integer NOT NULL DEFAULT (0), "package_height_in" integer NOT NULL DEFAULT (0), "package_weight_lb" double NOT NULL DEFAULT (0), "view_count" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_464f927ae360106b783ed0b4106" UNIQUE ("slug"), CONSTRAINT "FK_267b50418405d57cdb926e18937" FOREIGN KEY ("room_type_id") REFERENCES "room_types" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_products"("id", "room_type_id", "name", "slug", "description", "price_cents", "discount_percent", "stock", "image", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "view_count", "created_at", "updated_at") SELECT "id", "room_type_id", "name", "slug", "description", "price_cents", "discount_percent", "stock", "image", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "view_count", "created_at", "updated_at" FROM "products"`,
    );
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`ALTER TABLE "temporary_products" RENAME TO "products"`);
    await queryRunner.query(`CREATE INDEX "IDX_267b50418405d57cdb926e1893" ON "products" ("room_type_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5b9ff20c62555d1ceb3d68d00e" ON "products" ("view_count") `);
    await queryRunner.query(`DROP INDEX "IDX_6a619803439ea92778cafc8fb5"`);
    await queryRunner.query(`DROP INDEX "IDX_c33a737fbeb5050911ca729aae"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_order_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "product_id" integer, "product_name" varchar(160) NOT NULL, "product_slug" varchar(140) NOT NULL, "product_image" varchar(255), "unit_price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "unit_paid_cents" integer NOT NULL DEFAULT (0), "quantity" integer NOT NULL DEFAULT (1), "line_total_cents" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_6a619803439ea92778cafc8fb54" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_c33a737fbeb5050911ca729aaed" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_order_lines"("id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents") SELECT "id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents" FROM "order_lines"`,
    );
    await queryRunner.query(`DROP TABLE "order_lines"`);
    await queryRunner.query(`ALTER TABLE "temporary_order_lines" RENAME TO "order_lines"`);
    await queryRunner.query(`CREATE INDEX "IDX_6a619803439ea92778cafc8fb5" ON "order_lines" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c33a737fbeb5050911ca729aae" ON "order_lines" ("product_id") `);
    await queryRunner.query(`DROP INDEX "IDX_b2f7b823a21562eeca20e72b00"`);
    await queryRunner.query(`DROP INDEX "IDX_f4b4af0e4dc1ec56503cd1288c"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_payments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "provider" varchar(20) NOT NULL, "provider_ref" varchar(190), "status" varchar(20) NOT NULL DEFAULT ('initiated'), "amount_cents" integer NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "failure_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_b2f7b823a21562eeca20e72b006" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_payments"("id", "order_id", "provider", "provider_ref", "status", "amount_cents", "currency", "failure_reason", "created_at", "updated_at") SELECT "id", "order_id", "provider", "provider_ref", "status", "amount_cents", "currency", "failure_reason", "created_at", "updated_at" FROM "payments"`,
    );
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`ALTER TABLE "temporary_payments" RENAME TO "payments"`);
    await queryRunner.query(`CREATE INDEX "IDX_b2f7b823a21562eeca20e72b00" ON "payments" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f4b4af0e4dc1ec56503cd1288c" ON "payments" ("provider_ref") `);
    await queryRunner.query(`DROP INDEX "IDX_4f166bb8c2bfcef2498d97b406"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_product_images" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "image" varchar(255) NOT NULL, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_4f166bb8c2bfcef2498d97b4068" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_product_images"("id", "product_id", "image", "position", "created_at") SELECT "id", "product_id", "image", "position", "created_at" FROM "product_images"`,
    );
    await queryRunner.query(`DROP TABLE "product_images"`);
    await queryRunner.query(`ALTER TABLE "temporary_product_images" RENAME TO "product_images"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_4f166bb8c2bfcef2498d97b406" ON "product_images" ("product_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_9482e9567d8dcc2bc615981ef4"`);
    await queryRunner.query(`DROP INDEX "IDX_4dd42f48aa60ad8c0d5d5c4ea5"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_reviews" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "customer_id" integer, "author_name" varchar(120) NOT NULL, "rating" integer NOT NULL DEFAULT (5), "body" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_9482e9567d8dcc2bc615981ef44" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4dd42f48aa60ad8c0d5d5c4ea5b" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_reviews"("id", "product_id", "customer_id", "author_name", "rating", "body", "created_at") SELECT "id", "product_id", "customer_id", "author_name", "rating", "body", "created_at" FROM "reviews"`,
    );
    await queryRunner.query(`DROP TABLE "reviews"`);
    await queryRunner.query(`ALTER TABLE "temporary_reviews" RENAME TO "reviews"`);
    await queryRunner.query(`CREATE INDEX "IDX_9482e9567d8dcc2bc615981ef4" ON "reviews" ("product_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4dd42f48aa60ad8c0d5d5c4ea5" ON "reviews" ("customer_id") `);
    await queryRunner.query(`DROP INDEX "IDX_d10679f0686b5c4b97bbafe170"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_room_views" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_type_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_2f8e9d7d2c2b9e29033935142ef" FOREIGN KEY ("room_type_id") REFERENCES "room_types" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_room_views"("id", "room_type_id", "created_at") SELECT "id", "room_type_id", "created_at" FROM "room_views"`,
    );
    await queryRunner.query(`DROP TABLE "room_views"`);
    await queryRunner.query(`ALTER TABLE "temporary_room_views" RENAME TO "room_views"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d10679f0686b5c4b97bbafe170" ON "room_views" ("room_type_id", "created_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_a09ee201085b6a1b3458dd4309"`);
    await queryRunner.query(`DROP INDEX "IDX_b07ac6f9ba9ed136c7d78742bf"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_wishlist_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "product_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_3397899cd472294fabb8a29c94b" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_a09ee201085b6a1b3458dd43097" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_wishlist_entries"("id", "customer_id", "product_id", "created_at") SELECT "id", "customer_id", "product_id", "created_at" FROM "wishlist_entries"`,
    );
    await queryRunner.query(`DROP TABLE "wishlist_entries"`);
    await queryRunner.query(`ALTER TABLE "temporary_wishlist_entries" RENAME TO "wishlist_entries"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_a09ee201085b6a1b3458dd4309" ON "wishlist_entries" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_b07ac6f9ba9ed136c7d78742bf" ON "wishlist_entries" ("customer_id", "product_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_b8471f7229eb02a8e59272958b"`);
    await queryRunner.query(`DROP INDEX "IDX_2a6f7f8c7fc87e4512a9c70829"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_product_materials" ("product_id" integer NOT NULL, "material_id" integer NOT NULL, CONSTRAINT "FK_b8471f7229eb02a8e59272958bc" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_2a6f7f8c7fc87e4512a9c70829d" FOREIGN KEY ("material_id") REFERENCES "materials" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("product_id", "material_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_product_materials"("product_id", "material_id") SELECT "product_id", "material_id" FROM "product_materials"`,
    );
    await queryRunner.query(`DROP TABLE "product_materials"`);
    await queryRunner.query(`ALTER TABLE "temporary_product_materials" RENAME TO "product_materials"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_b8471f7229eb02a8e59272958b" ON "product_materials" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2a6f7f8c7fc87e4512a9c70829" ON "product_materials" ("material_id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_2a6f7f8c7fc87e4512a9c70829"`);
    await queryRunner.query(`DROP INDEX "IDX_b8471f7229eb02a8e59272958b"`);
    await queryRunner.query(`ALTER TABLE "product_materials" RENAME TO "temporary_product_materials"`);
    await queryRunner.query(
      `CREATE TABLE "product_materials" ("product_id" integer NOT NULL, "material_id" integer NOT NULL, PRIMARY KEY ("product_id", "material_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "product_materials"("product_id", "material_id") SELECT "product_id", "material_id" FROM "temporary_product_materials"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_product_materials"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_2a6f7f8c7fc87e4512a9c70829" ON "product_materials" ("material_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b8471f7229eb02a8e59272958b" ON "product_materials" ("product_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_b07ac6f9ba9ed136c7d78742bf"`);
    await queryRunner.query(`DROP INDEX "IDX_a09ee201085b6a1b3458dd4309"`);
    await queryRunner.query(`ALTER TABLE "wishlist_entries" RENAME TO "temporary_wishlist_entries"`);
    await queryRunner.query(
      `CREATE TABLE "wishlist_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "product_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "wishlist_entries"("id", "customer_id", "product_id", "created_at") SELECT "id", "customer_id", "product_id", "created_at" FROM "temporary_wishlist_entries"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_wishlist_entries"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_b07ac6f9ba9ed136c7d78742bf" ON "wishlist_entries" ("customer_id", "product_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a09ee201085b6a1b3458dd4309" ON "wishlist_entries" ("product_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_d10679f0686b5c4b97bbafe170"`);
    await queryRunner.query(`ALTER TABLE "room_views" RENAME TO "temporary_room_views"`);
    await queryRunner.query(
      `CREATE TABLE "room_views" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_type_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "room_views"("id", "room_type_id", "created_at") SELECT "id", "room_type_id", "created_at" FROM "temporary_room_views"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_room_views"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d10679f0686b5c4b97bbafe170" ON "room_views" ("room_type_id", "created_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_4dd42f48aa60ad8c0d5d5c4ea5"`);
    await queryRunner.query(`DROP INDEX "IDX_9482e9567d8dcc2bc615981ef4"`);
    await queryRunner.query(`ALTER TABLE "reviews" RENAME TO "temporary_reviews"`);
    await queryRunner.query(
      `CREATE TABLE "reviews" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "customer_id" integer, "author_name" varchar(120) NOT NULL, "rating" integer NOT NULL DEFAULT (5), "body" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "reviews"("id", "product_id", "customer_id", "author_name", "rating", "body", "created_at") SELECT "id", "product_id", "customer_id", "author_name", "rating", "body", "created_at" FROM "temporary_reviews"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_reviews"`);
    await queryRunner.query(`CREATE INDEX "IDX_4dd42f48aa60ad8c0d5d5c4ea5" ON "reviews" ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9482e9567d8dcc2bc615981ef4" ON "reviews" ("product_id") `);
    await queryRunner.query(`DROP INDEX "IDX_4f166bb8c2bfcef2498d97b406"`);
    await queryRunner.query(`ALTER TABLE "product_images" RENAME TO "temporary_product_images"`);
    await queryRunner.query(
      `CREATE TABLE "product_images" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "image" varchar(255) NOT NULL, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "product_images"("id", "product_id", "image", "position", "created_at") SELECT "id", "product_id", "image", "position", "created_at" FROM "temporary_product_images"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_product_images"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_4f166bb8c2bfcef2498d97b406" ON "product_images" ("product_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_f4b4af0e4dc1ec56503cd1288c"`);
    await queryRunner.query(`DROP INDEX "IDX_b2f7b823a21562eeca20e72b00"`);
    await queryRunner.query(`ALTER TABLE "payments" RENAME TO "temporary_payments"`);
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "provider" varchar(20) NOT NULL, "provider_ref" varchar(190), "status" varchar(20) NOT NULL DEFAULT ('initiated'), "amount_cents" integer NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "failure_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "payments"("id", "order_id", "provider", "provider_ref", "status", "amount_cents", "currency", "failure_reason", "created_at", "updated_at") SELECT "id", "order_id", "provider", "provider_ref", "status", "amount_cents", "currency", "failure_reason", "created_at", "updated_at" FROM "temporary_payments"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_payments"`);
    await queryRunner.query(`CREATE INDEX "IDX_f4b4af0e4dc1ec56503cd1288c" ON "payments" ("provider_ref") `);
    await queryRunner.query(`CREATE INDEX "IDX_b2f7b823a21562eeca20e72b00" ON "payments" ("order_id") `);
    await queryRunner.query(`DROP INDEX "IDX_c33a737fbeb5050911ca729aae"`);
    await queryRunner.query(`DROP INDEX "IDX_6a619803439ea92778cafc8fb5"`);
    await queryRunner.query(`ALTER TABLE "order_lines" RENAME TO "temporary_order_lines"`);
    await queryRunner.query(
      `CREATE TABLE "order_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "product_id" integer, "product_name" varchar(160) NOT NULL, "product_slug" varchar(140) NOT NULL, "product_image" varchar(255), "unit_price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "unit_paid_cents" integer NOT NULL DEFAULT (0), "quantity" integer NOT NULL DEFAULT (1), "line_total_cents" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "order_lines"("id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents") SELECT "id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents" FROM "temporary_order_lines"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_order_lines"`);
    await queryRunner.query(`CREATE INDEX "IDX_c33a737fbeb5050911ca729aae" ON "order_lines" ("product_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_6a619803439ea92778cafc8fb5" ON "order_lines" ("order_id") `);
    await queryRunner.query(`DROP INDEX "IDX_5b9ff20c62555d1ceb3d68d00e"`);
    await queryRunner.query(`DROP INDEX "IDX_267b50418405d57cdb926e1893"`);
    await queryRunner.query(`ALTER TABLE "products" RENAME TO "temporary_products"`);
    await queryRunner.query(
      `CREATE TABLE "products" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_type_id" integer NOT NULL, "name" varchar(160) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "stock" integer NOT NULL DEFAULT (0), "image" varchar(255), "width_in" integer NOT NULL DEFAULT (0), "depth_in" integer NOT NULL DEFAULT (0), "height_in" integer NOT NULL DEFAULT (0), "package_length_in" integer NOT NULL DEFAULT (0), "package_width_in" integer NOT NULL DEFAULT (0), "package_height_in" integer NOT NULL DEFAULT (0), "package_weight_lb" double NOT NULL DEFAULT (0), "view_count" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_464f927ae360106b783ed0b4106" UNIQUE ("slug"))`,
    );
    await queryRunner.query(
      `INSERT INTO "products"("id", "room_type_id", "name", "slug", "description", "price_cents", "discount_percent", "stock", "image", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "view_count", "created_at", "updated_at") SELECT "id", "room_type_id", "name", "slug", "description", "price_cents", "discount_percent", "stock", "image", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "view_count", "created_at", "updated_at" FROM "temporary_products"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_products"`);
    await queryRunner.query(`CREATE INDEX "IDX_5b9ff20c62555d1ceb3d68d00e" ON "products" ("view_count") `);
    await queryRunner.query(`CREATE INDEX "IDX_267b50418405d57cdb926e1893" ON "products" ("room_type_id") `);
    await queryRunner.query(`DROP INDEX "IDX_6c44c5e350aa0cfefe38860932"`);
    await queryRunner.query(`ALTER TABLE "room_types" RENAME TO "temporary_room_types"`);
    await queryRunner.query(
      `CREATE TABLE "room_types" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "room_id" integer NOT NULL, "name" varchar(120) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "image" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_e79afa8f05e3bfc95b8034e1e8f" UNIQUE ("slug"))`,
    );
    await queryRunner.query(
      `INSERT INTO "room_types"("id", "room_id", "name", "slug", "description", "image", "created_at", "updated_at") SELECT "id", "room_id", "name", "slug", "description", "image", "created_at", "updated_at" FROM "temporary_room_types"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_room_types"`);
    await queryRunner.query(`CREATE INDEX "IDX_6c44c5e350aa0cfefe38860932" ON "room_types" ("room_id") `);
    await queryRunner.query(`DROP INDEX "IDX_775c9f06fc27ae3ff8fb26f2c4"`);
    await queryRunner.query(`DROP INDEX "IDX_772d0ce0473ac2ccfa26060dbe"`);
    await queryRunner.query(`ALTER TABLE "orders" RENAME TO "temporary_orders"`);
    await queryRunner.query(
      `CREATE TABLE "orders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "number" varchar(32) NOT NULL, "customer_id" integer NOT NULL, "status" varchar(20) NOT NULL DEFAULT ('pending'), "payment_status" varchar(20) NOT NULL DEFAULT ('initiated'), "fulfilment_status" varchar(20) NOT NULL DEFAULT ('unfulfilled'), "subtotal_cents" integer NOT NULL DEFAULT (0), "shipping_cents" integer NOT NULL DEFAULT (0), "total_cents" integer NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "shipping_tier" varchar(20) NOT NULL DEFAULT (''), "shipping_service" varchar(40) NOT NULL DEFAULT (''), "shipping_quote" text, "ship_name" varchar(120) NOT NULL DEFAULT (''), "email" varchar(190) NOT NULL DEFAULT (''), "phone" varchar(40) NOT NULL DEFAULT (''), "address_line1" varchar(120) NOT NULL DEFAULT (''), "address_line2" varchar(120) NOT NULL DEFAULT (''), "city" varchar(80) NOT NULL DEFAULT (''), "state" varchar(40) NOT NULL DEFAULT (''), "postal_code" varchar(20) NOT NULL DEFAULT (''), "country" varchar(2) NOT NULL DEFAULT ('US'), "reserved_until" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_4e174e347d448617acdf98fef0d" UNIQUE ("number"))`,
    );
    await queryRunner.query(
      `INSERT INTO "orders"("id", "number", "customer_id", "status", "payment_status", "fulfilment_status", "subtotal_cents", "shipping_cents", "total_cents", "currency", "shipping_tier", "shipping_service", "shipping_quote", "ship_name", "email", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "reserved_until", "created_at", "updated_at") SELECT "id", "number", "customer_id", "status", "payment_status", "fulfilment_status", "subtotal_cents", "shipping_cents", "total_cents", "currency", "shipping_tier", "shipping_service", "shipping_quote", "ship_name", "email", "phone", "address_line1", "address_line2", "city", "state", "postal_code", "country", "reserved_until", "created_at", "updated_at" FROM "temporary_orders"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_orders"`);
    await queryRunner.query(`CREATE INDEX "IDX_775c9f06fc27ae3ff8fb26f2c4" ON "orders" ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_772d0ce0473ac2ccfa26060dbe" ON "orders" ("customer_id") `);
    await queryRunner.query(`DROP INDEX "IDX_021872b8b643bb253dbce571f2"`);
    await queryRunner.query(`ALTER TABLE "materials" RENAME TO "temporary_materials"`);
    await queryRunner.query(
      `CREATE TABLE "materials" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "material_type_id" integer NOT NULL, "name" varchar(120) NOT NULL, "description" text NOT NULL, "image" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "materials"("id", "material_type_id", "name", "description", "image", "created_at", "updated_at") SELECT "id", "material_type_id", "name", "description", "image", "created_at", "updated_at" FROM "temporary_materials"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_materials"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_021872b8b643bb253dbce571f2" ON "materials" ("material_type_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_2a6f7f8c7fc87e4512a9c70829"`);
    await queryRunner.query(`DROP INDEX "IDX_b8471f7229eb02a8e59272958b"`);
    await queryRunner.query(`DROP TABLE "product_materials"`);
    await queryRunner.query(`DROP INDEX "IDX_b07ac6f9ba9ed136c7d78742bf"`);
    await queryRunner.query(`DROP INDEX "IDX_a09ee201085b6a1b3458dd4309"`);
    await queryRunner.query(`DROP TABLE "wishlist_entries"`);
    await queryRunner.query(`DROP TABLE "staff_members"`);
    await queryRunner.query(`DROP TABLE "social_links"`);
    await queryRunner.query(`DROP TABLE "site_information"`);
    await queryRunner.query(`DROP INDEX "IDX_ed3ca6d25fcc5fd9f5c3f1a53d"`);
    await queryRunner.query(`DROP INDEX "IDX_9cfe37d28c3b229a350e086d94"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "IDX_d10679f0686b5c4b97bbafe170"`);
    await queryRunner.query(`DROP TABLE "room_views"`);
    await queryRunner.query(`DROP INDEX "IDX_4dd42f48aa60ad8c0d5d5c4ea5"`);
    await queryRunner.query(`DROP INDEX "IDX_9482e9567d8dcc2bc615981ef4"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
    await queryRunner.query(`DROP INDEX "IDX_4f166bb8c2bfcef2498d97b406"`);
    await queryRunner.query(`DROP TABLE "product_images"`);
    await queryRunner.query(`DROP INDEX "IDX_f4b4af0e4dc1ec56503cd1288c"`);
    await queryRunner.query(`DROP INDEX "IDX_b2f7b823a21562eeca20e72b00"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP INDEX "IDX_cdb38f647e394ea5717c7ebb4f"`);
    await queryRunner.query(`DROP TABLE "payment_events"`);
    await queryRunner.query(`DROP INDEX "IDX_67ab5a33bc24603a65eaabfa35"`);
    await queryRunner.query(`DROP TABLE "password_resets"`);
    await queryRunner.query(`DROP INDEX "IDX_c33a737fbeb5050911ca729aae"`);
    await queryRunner.query(`DROP INDEX "IDX_6a619803439ea92778cafc8fb5"`);
    await queryRunner.query(`DROP TABLE "order_lines"`);
    await queryRunner.query(`DROP INDEX "IDX_5b9ff20c62555d1ceb3d68d00e"`);
    await queryRunner.query(`DROP INDEX "IDX_267b50418405d57cdb926e1893"`);
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`DROP INDEX "IDX_6c44c5e350aa0cfefe38860932"`);
    await queryRunner.query(`DROP TABLE "room_types"`);
    await queryRunner.query(`DROP TABLE "rooms"`);
    await queryRunner.query(`DROP INDEX "IDX_775c9f06fc27ae3ff8fb26f2c4"`);
    await queryRunner.query(`DROP INDEX "IDX_772d0ce0473ac2ccfa26060dbe"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP INDEX "IDX_021872b8b643bb253dbce571f2"`);
    await queryRunner.query(`DROP TABLE "materials"`);
    await queryRunner.query(`DROP TABLE "material_types"`);
    await queryRunner.query(`DROP TABLE "gallery_images"`);
    await queryRunner.query(`DROP TABLE "customers"`);
    await queryRunner.query(`DROP INDEX "IDX_e55d44314cdf69654a2eb6325a"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
  }
}
