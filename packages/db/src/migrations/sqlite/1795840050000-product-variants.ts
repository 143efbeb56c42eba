import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Timestamped just after ProductSku, before the migrations that add columns to order_lines (GuestOrders,
 * Promotions, MadeToOrder): on SQLite it rebuilds order_lines with the columns it knew, so it must run first.
 */
export class ProductVariants1795840050000 implements MigrationInterface {
  name = 'ProductVariants1795840050000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(
      `CREATE TABLE "product_options" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "name" varchar(40) NOT NULL, "kind" varchar(20) NOT NULL DEFAULT ('variant'))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_49677f87ad61a8b2a31f33c8a2" ON "product_options" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "product_option_values" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "option_id" integer NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "label" varchar(60) NOT NULL, "material_id" integer, "surcharge_cents" integer NOT NULL DEFAULT (0), "surcharge_lead_days" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7afee5fa03c1964f983632ca47" ON "product_option_values" ("option_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6c69371ae136e95a88a55249ce" ON "product_option_values" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cc7e5c5356d4ab71382cc6fb94" ON "product_option_values" ("material_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "product_variants" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "sku" varchar(64) NOT NULL, "combination" varchar(64) NOT NULL, "value1_id" integer NOT NULL, "value2_id" integer, "value3_id" integer, "price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "stock" integer NOT NULL DEFAULT (0), "lead_time_days" integer NOT NULL DEFAULT (0), "width_in" integer NOT NULL DEFAULT (0), "depth_in" integer NOT NULL DEFAULT (0), "height_in" integer NOT NULL DEFAULT (0), "package_length_in" integer NOT NULL DEFAULT (0), "package_width_in" integer NOT NULL DEFAULT (0), "package_height_in" integer NOT NULL DEFAULT (0), "package_weight_lb" double NOT NULL DEFAULT (0), "image" varchar(255), "active" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_46f236f21640f9da218a063a866" UNIQUE ("sku"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6343513e20e2deab45edfce131" ON "product_variants" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1a9688e7aa67ca686aa72ce352" ON "product_variants" ("value1_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0b8afb5450f562f4854c800680" ON "product_variants" ("value2_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_649f2f79b51964cac578a6c6ec" ON "product_variants" ("value3_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3199c1484a3a347936140a5dac" ON "product_variants" ("stock") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_product_variants_combination" ON "product_variants" ("product_id", "combination") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_c33a737fbeb5050911ca729aae"`);
    await queryRunner.query(`DROP INDEX "IDX_6a619803439ea92778cafc8fb5"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_order_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "product_id" integer, "product_name" varchar(160) NOT NULL, "product_slug" varchar(140) NOT NULL, "product_image" varchar(255), "unit_price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "unit_paid_cents" integer NOT NULL DEFAULT (0), "quantity" integer NOT NULL DEFAULT (1), "line_total_cents" integer NOT NULL DEFAULT (0), "tax_rate_ppm" integer NOT NULL DEFAULT (0), "tax_jurisdiction" varchar(80) NOT NULL DEFAULT (''), "tax_cents" integer NOT NULL DEFAULT (0), "variant_id" integer, "sku" varchar(64) NOT NULL DEFAULT (''), "options" varchar(1000) NOT NULL DEFAULT (''), CONSTRAINT "FK_c33a737fbeb5050911ca729aaed" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_6a619803439ea92778cafc8fb54" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_order_lines"("id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents", "tax_rate_ppm", "tax_jurisdiction", "tax_cents") SELECT "id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents", "tax_rate_ppm", "tax_jurisdiction", "tax_cents" FROM "order_lines"`,
    );
    await queryRunner.query(`DROP TABLE "order_lines"`);
    await queryRunner.query(`ALTER TABLE "temporary_order_lines" RENAME TO "order_lines"`);
    await queryRunner.query(`CREATE INDEX "IDX_c33a737fbeb5050911ca729aae" ON "order_lines" ("product_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_6a619803439ea92778cafc8fb5" ON "order_lines" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f7e61d04cb1799446fb31bc930" ON "order_lines" ("variant_id") `);
    await queryRunner.query(`DROP INDEX "IDX_49677f87ad61a8b2a31f33c8a2"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_product_options" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "name" varchar(40) NOT NULL, "kind" varchar(20) NOT NULL DEFAULT ('variant'), CONSTRAINT "FK_49677f87ad61a8b2a31f33c8a2c" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_product_options"("id", "product_id", "position", "name", "kind") SELECT "id", "product_id", "position", "name", "kind" FROM "product_options"`,
    );
    await queryRunner.query(`DROP TABLE "product_options"`);
    await queryRunner.query(`ALTER TABLE "temporary_product_options" RENAME TO "product_options"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_49677f87ad61a8b2a31f33c8a2" ON "product_options" ("product_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_7afee5fa03c1964f983632ca47"`);
    await queryRunner.query(`DROP INDEX "IDX_6c69371ae136e95a88a55249ce"`);
    await queryRunner.query(`DROP INDEX "IDX_cc7e5c5356d4ab71382cc6fb94"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_product_option_values" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "option_id" integer NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "label" varchar(60) NOT NULL, "material_id" integer, "surcharge_cents" integer NOT NULL DEFAULT (0), "surcharge_lead_days" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_7afee5fa03c1964f983632ca474" FOREIGN KEY ("option_id") REFERENCES "product_options" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_cc7e5c5356d4ab71382cc6fb949" FOREIGN KEY ("material_id") REFERENCES "materials" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_product_option_values"("id", "option_id", "product_id", "position", "label", "material_id", "surcharge_cents", "surcharge_lead_days") SELECT "id", "option_id", "product_id", "position", "label", "material_id", "surcharge_cents", "surcharge_lead_days" FROM "product_option_values"`,
    );
    await queryRunner.query(`DROP TABLE "product_option_values"`);
    await queryRunner.query(
      `ALTER TABLE "temporary_product_option_values" RENAME TO "product_option_values"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7afee5fa03c1964f983632ca47" ON "product_option_values" ("option_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6c69371ae136e95a88a55249ce" ON "product_option_values" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cc7e5c5356d4ab71382cc6fb94" ON "product_option_values" ("material_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_6343513e20e2deab45edfce131"`);
    await queryRunner.query(`DROP INDEX "IDX_1a9688e7aa67ca686aa72ce352"`);
    await queryRunner.query(`DROP INDEX "IDX_0b8afb5450f562f4854c800680"`);
    await queryRunner.query(`DROP INDEX "IDX_649f2f79b51964cac578a6c6ec"`);
    await queryRunner.query(`DROP INDEX "IDX_3199c1484a3a347936140a5dac"`);
    await queryRunner.query(`DROP INDEX "IDX_product_variants_combination"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_product_variants" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "sku" varchar(64) NOT NULL, "combination" varchar(64) NOT NULL, "value1_id" integer NOT NULL, "value2_id" integer, "value3_id" integer, "price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "stock" integer NOT NULL DEFAULT (0), "lead_time_days" integer NOT NULL DEFAULT (0), "width_in" integer NOT NULL DEFAULT (0), "depth_in" integer NOT NULL DEFAULT (0), "height_in" integer NOT NULL DEFAULT (0), "package_length_in" integer NOT NULL DEFAULT (0), "package_width_in" integer NOT NULL DEFAULT (0), "package_height_in" integer NOT NULL DEFAULT (0), "package_weight_lb" double NOT NULL DEFAULT (0), "image" varchar(255), "active" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_46f236f21640f9da218a063a866" UNIQUE ("sku"), CONSTRAINT "FK_6343513e20e2deab45edfce1316" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_1a9688e7aa67ca686aa72ce352d" FOREIGN KEY ("value1_id") REFERENCES "product_option_values" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_0b8afb5450f562f4854c8006802" FOREIGN KEY ("value2_id") REFERENCES "product_option_values" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_649f2f79b51964cac578a6c6ecb" FOREIGN KEY ("value3_id") REFERENCES "product_option_values" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_product_variants"("id", "product_id", "sku", "combination", "value1_id", "value2_id", "value3_id", "price_cents", "discount_percent", "stock", "lead_time_days", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "image", "active", "position", "created_at", "updated_at") SELECT "id", "product_id", "sku", "combination", "value1_id", "value2_id", "value3_id", "price_cents", "discount_percent", "stock", "lead_time_days", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "image", "active", "position", "created_at", "updated_at" FROM "product_variants"`,
    );
    await queryRunner.query(`DROP TABLE "product_variants"`);
    await queryRunner.query(`ALTER TABLE "temporary_product_variants" RENAME TO "product_variants"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_6343513e20e2deab45edfce131" ON "product_variants" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1a9688e7aa67ca686aa72ce352" ON "product_variants" ("value1_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0b8afb5450f562f4854c800680" ON "product_variants" ("value2_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_649f2f79b51964cac578a6c6ec" ON "product_variants" ("value3_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3199c1484a3a347936140a5dac" ON "product_variants" ("stock") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_product_variants_combination" ON "product_variants" ("product_id", "combination") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_c33a737fbeb5050911ca729aae"`);
    await queryRunner.query(`DROP INDEX "IDX_6a619803439ea92778cafc8fb5"`);
    await queryRunner.query(`DROP INDEX "IDX_f7e61d04cb1799446fb31bc930"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_order_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "product_id" integer, "product_name" varchar(160) NOT NULL, "product_slug" varchar(140) NOT NULL, "product_image" varchar(255), "unit_price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "unit_paid_cents" integer NOT NULL DEFAULT (0), "quantity" integer NOT NULL DEFAULT (1), "line_total_cents" integer NOT NULL DEFAULT (0), "tax_rate_ppm" integer NOT NULL DEFAULT (0), "tax_jurisdiction" varchar(80) NOT NULL DEFAULT (''), "tax_cents" integer NOT NULL DEFAULT (0), "variant_id" integer, "sku" varchar(64) NOT NULL DEFAULT (''), "options" varchar(1000) NOT NULL DEFAULT (''), CONSTRAINT "FK_c33a737fbeb5050911ca729aaed" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_6a619803439ea92778cafc8fb54" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_f7e61d04cb1799446fb31bc9306" FOREIGN KEY ("variant_id") REFERENCES "product_variants" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_order_lines"("id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents", "tax_rate_ppm", "tax_jurisdiction", "tax_cents", "variant_id", "sku", "options") SELECT "id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents", "tax_rate_ppm", "tax_jurisdiction", "tax_cents", "variant_id", "sku", "options" FROM "order_lines"`,
    );
    await queryRunner.query(`DROP TABLE "order_lines"`);
    await queryRunner.query(`ALTER TABLE "temporary_order_lines" RENAME TO "order_lines"`);
    await queryRunner.query(`CREATE INDEX "IDX_c33a737fbeb5050911ca729aae" ON "order_lines" ("product_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_6a619803439ea92778cafc8fb5" ON "order_lines" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f7e61d04cb1799446fb31bc930" ON "order_lines" ("variant_id") `);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_f7e61d04cb1799446fb31bc930"`);
    await queryRunner.query(`DROP INDEX "IDX_6a619803439ea92778cafc8fb5"`);
    await queryRunner.query(`DROP INDEX "IDX_c33a737fbeb5050911ca729aae"`);
    await queryRunner.query(`ALTER TABLE "order_lines" RENAME TO "temporary_order_lines"`);
    await queryRunner.query(
      `CREATE TABLE "order_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "product_id" integer, "product_name" varchar(160) NOT NULL, "product_slug" varchar(140) NOT NULL, "product_image" varchar(255), "unit_price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "unit_paid_cents" integer NOT NULL DEFAULT (0), "quantity" integer NOT NULL DEFAULT (1), "line_total_cents" integer NOT NULL DEFAULT (0), "tax_rate_ppm" integer NOT NULL DEFAULT (0), "tax_jurisdiction" varchar(80) NOT NULL DEFAULT (''), "tax_cents" integer NOT NULL DEFAULT (0), "variant_id" integer, "sku" varchar(64) NOT NULL DEFAULT (''), "options" varchar(1000) NOT NULL DEFAULT (''), CONSTRAINT "FK_c33a737fbeb5050911ca729aaed" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_6a619803439ea92778cafc8fb54" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "order_lines"("id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents", "tax_rate_ppm", "tax_jurisdiction", "tax_cents", "variant_id", "sku", "options") SELECT "id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents", "tax_rate_ppm", "tax_jurisdiction", "tax_cents", "variant_id", "sku", "options" FROM "temporary_order_lines"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_order_lines"`);
    await queryRunner.query(`CREATE INDEX "IDX_f7e61d04cb1799446fb31bc930" ON "order_lines" ("variant_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_6a619803439ea92778cafc8fb5" ON "order_lines" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c33a737fbeb5050911ca729aae" ON "order_lines" ("product_id") `);
    await queryRunner.query(`DROP INDEX "IDX_product_variants_combination"`);
    await queryRunner.query(`DROP INDEX "IDX_3199c1484a3a347936140a5dac"`);
    await queryRunner.query(`DROP INDEX "IDX_649f2f79b51964cac578a6c6ec"`);
    await queryRunner.query(`DROP INDEX "IDX_0b8afb5450f562f4854c800680"`);
    await queryRunner.query(`DROP INDEX "IDX_1a9688e7aa67ca686aa72ce352"`);
    await queryRunner.query(`DROP INDEX "IDX_6343513e20e2deab45edfce131"`);
    await queryRunner.query(`ALTER TABLE "product_variants" RENAME TO "temporary_product_variants"`);
    await queryRunner.query(
      `CREATE TABLE "product_variants" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "sku" varchar(64) NOT NULL, "combination" varchar(64) NOT NULL, "value1_id" integer NOT NULL, "value2_id" integer, "value3_id" integer, "price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "stock" integer NOT NULL DEFAULT (0), "lead_time_days" integer NOT NULL DEFAULT (0), "width_in" integer NOT NULL DEFAULT (0), "depth_in" integer NOT NULL DEFAULT (0), "height_in" integer NOT NULL DEFAULT (0), "package_length_in" integer NOT NULL DEFAULT (0), "package_width_in" integer NOT NULL DEFAULT (0), "package_height_in" integer NOT NULL DEFAULT (0), "package_weight_lb" double NOT NULL DEFAULT (0), "image" varchar(255), "active" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_46f236f21640f9da218a063a866" UNIQUE ("sku"))`,
    );
    await queryRunner.query(
      `INSERT INTO "product_variants"("id", "product_id", "sku", "combination", "value1_id", "value2_id", "value3_id", "price_cents", "discount_percent", "stock", "lead_time_days", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "image", "active", "position", "created_at", "updated_at") SELECT "id", "product_id", "sku", "combination", "value1_id", "value2_id", "value3_id", "price_cents", "discount_percent", "stock", "lead_time_days", "width_in", "depth_in", "height_in", "package_length_in", "package_width_in", "package_height_in", "package_weight_lb", "image", "active", "position", "created_at", "updated_at" FROM "temporary_product_variants"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_product_variants"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_product_variants_combination" ON "product_variants" ("product_id", "combination") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3199c1484a3a347936140a5dac" ON "product_variants" ("stock") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_649f2f79b51964cac578a6c6ec" ON "product_variants" ("value3_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0b8afb5450f562f4854c800680" ON "product_variants" ("value2_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1a9688e7aa67ca686aa72ce352" ON "product_variants" ("value1_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6343513e20e2deab45edfce131" ON "product_variants" ("product_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_cc7e5c5356d4ab71382cc6fb94"`);
    await queryRunner.query(`DROP INDEX "IDX_6c69371ae136e95a88a55249ce"`);
    await queryRunner.query(`DROP INDEX "IDX_7afee5fa03c1964f983632ca47"`);
    await queryRunner.query(
      `ALTER TABLE "product_option_values" RENAME TO "temporary_product_option_values"`,
    );
    await queryRunner.query(
      `CREATE TABLE "product_option_values" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "option_id" integer NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "label" varchar(60) NOT NULL, "material_id" integer, "surcharge_cents" integer NOT NULL DEFAULT (0), "surcharge_lead_days" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "product_option_values"("id", "option_id", "product_id", "position", "label", "material_id", "surcharge_cents", "surcharge_lead_days") SELECT "id", "option_id", "product_id", "position", "label", "material_id", "surcharge_cents", "surcharge_lead_days" FROM "temporary_product_option_values"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_product_option_values"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_cc7e5c5356d4ab71382cc6fb94" ON "product_option_values" ("material_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6c69371ae136e95a88a55249ce" ON "product_option_values" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7afee5fa03c1964f983632ca47" ON "product_option_values" ("option_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_49677f87ad61a8b2a31f33c8a2"`);
    await queryRunner.query(`ALTER TABLE "product_options" RENAME TO "temporary_product_options"`);
    await queryRunner.query(
      `CREATE TABLE "product_options" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "name" varchar(40) NOT NULL, "kind" varchar(20) NOT NULL DEFAULT ('variant'))`,
    );
    await queryRunner.query(
      `INSERT INTO "product_options"("id", "product_id", "position", "name", "kind") SELECT "id", "product_id", "position", "name", "kind" FROM "temporary_product_options"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_product_options"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_49677f87ad61a8b2a31f33c8a2" ON "product_options" ("product_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_f7e61d04cb1799446fb31bc930"`);
    await queryRunner.query(`DROP INDEX "IDX_6a619803439ea92778cafc8fb5"`);
    await queryRunner.query(`DROP INDEX "IDX_c33a737fbeb5050911ca729aae"`);
    await queryRunner.query(`ALTER TABLE "order_lines" RENAME TO "temporary_order_lines"`);
    await queryRunner.query(
      `CREATE TABLE "order_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "product_id" integer, "product_name" varchar(160) NOT NULL, "product_slug" varchar(140) NOT NULL, "product_image" varchar(255), "unit_price_cents" integer NOT NULL DEFAULT (0), "discount_percent" integer NOT NULL DEFAULT (0), "unit_paid_cents" integer NOT NULL DEFAULT (0), "quantity" integer NOT NULL DEFAULT (1), "line_total_cents" integer NOT NULL DEFAULT (0), "tax_rate_ppm" integer NOT NULL DEFAULT (0), "tax_jurisdiction" varchar(80) NOT NULL DEFAULT (''), "tax_cents" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_c33a737fbeb5050911ca729aaed" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_6a619803439ea92778cafc8fb54" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "order_lines"("id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents", "tax_rate_ppm", "tax_jurisdiction", "tax_cents") SELECT "id", "order_id", "product_id", "product_name", "product_slug", "product_image", "unit_price_cents", "discount_percent", "unit_paid_cents", "quantity", "line_total_cents", "tax_rate_ppm", "tax_jurisdiction", "tax_cents" FROM "temporary_order_lines"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_order_lines"`);
    await queryRunner.query(`CREATE INDEX "IDX_6a619803439ea92778cafc8fb5" ON "order_lines" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c33a737fbeb5050911ca729aae" ON "order_lines" ("product_id") `);
    await queryRunner.query(`DROP INDEX "IDX_product_variants_combination"`);
    await queryRunner.query(`DROP INDEX "IDX_3199c1484a3a347936140a5dac"`);
    await queryRunner.query(`DROP INDEX "IDX_649f2f79b51964cac578a6c6ec"`);
    await queryRunner.query(`DROP INDEX "IDX_0b8afb5450f562f4854c800680"`);
    await queryRunner.query(`DROP INDEX "IDX_1a9688e7aa67ca686aa72ce352"`);
    await queryRunner.query(`DROP INDEX "IDX_6343513e20e2deab45edfce131"`);
    await queryRunner.query(`DROP TABLE "product_variants"`);
    await queryRunner.query(`DROP INDEX "IDX_cc7e5c5356d4ab71382cc6fb94"`);
    await queryRunner.query(`DROP INDEX "IDX_6c69371ae136e95a88a55249ce"`);
    await queryRunner.query(`DROP INDEX "IDX_7afee5fa03c1964f983632ca47"`);
    await queryRunner.query(`DROP TABLE "product_option_values"`);
    await queryRunner.query(`DROP INDEX "IDX_49677f87ad61a8b2a31f33c8a2"`);
    await queryRunner.query(`DROP TABLE "product_options"`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
