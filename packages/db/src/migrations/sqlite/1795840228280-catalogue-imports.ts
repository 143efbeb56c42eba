import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueImports1795840228280 implements MigrationInterface {
  name = 'CatalogueImports1795840228280';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(
      `CREATE TABLE "catalogue_imports" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "status" varchar(20) NOT NULL DEFAULT ('validated'), "filename" varchar(255) NOT NULL DEFAULT (''), "row_count" integer NOT NULL DEFAULT (0), "creates" integer NOT NULL DEFAULT (0), "updates" integer NOT NULL DEFAULT (0), "unchanged" integer NOT NULL DEFAULT (0), "processed" integer NOT NULL DEFAULT (0), "error_count" integer NOT NULL DEFAULT (0), "errors" text NOT NULL, "changes" text NOT NULL, "failure" varchar(500), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "finished_at" datetime)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_41521e2f6ad4e75e9a6bd52150" ON "catalogue_imports" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_beb3e3f25dbfb9f6fe4c1e05e4" ON "catalogue_imports" ("created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "catalogue_import_parts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "import_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "text" text NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_00505eaca2856ea63b4584f008" ON "catalogue_import_parts" ("import_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_00505eaca2856ea63b4584f008"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_catalogue_import_parts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "import_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "text" text NOT NULL, CONSTRAINT "FK_00505eaca2856ea63b4584f0089" FOREIGN KEY ("import_id") REFERENCES "catalogue_imports" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_catalogue_import_parts"("id", "import_id", "position", "text") SELECT "id", "import_id", "position", "text" FROM "catalogue_import_parts"`,
    );
    await queryRunner.query(`DROP TABLE "catalogue_import_parts"`);
    await queryRunner.query(
      `ALTER TABLE "temporary_catalogue_import_parts" RENAME TO "catalogue_import_parts"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_00505eaca2856ea63b4584f008" ON "catalogue_import_parts" ("import_id") `,
    );
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_00505eaca2856ea63b4584f008"`);
    await queryRunner.query(
      `ALTER TABLE "catalogue_import_parts" RENAME TO "temporary_catalogue_import_parts"`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalogue_import_parts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "import_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "text" text NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "catalogue_import_parts"("id", "import_id", "position", "text") SELECT "id", "import_id", "position", "text" FROM "temporary_catalogue_import_parts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_catalogue_import_parts"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_00505eaca2856ea63b4584f008" ON "catalogue_import_parts" ("import_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_00505eaca2856ea63b4584f008"`);
    await queryRunner.query(`DROP TABLE "catalogue_import_parts"`);
    await queryRunner.query(`DROP INDEX "IDX_beb3e3f25dbfb9f6fe4c1e05e4"`);
    await queryRunner.query(`DROP INDEX "IDX_41521e2f6ad4e75e9a6bd52150"`);
    await queryRunner.query(`DROP TABLE "catalogue_imports"`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
