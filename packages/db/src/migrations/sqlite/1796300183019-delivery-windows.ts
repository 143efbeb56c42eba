import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delivery windows: a zone's weekly rules, blackout days and one-window overrides, the slots holds take units from,
 * and the holds and bookings. Written by hand from the generated statements: the generator made each table without
 * its foreign keys and then rebuilt it to add them; here each is created once, with them.
 */
export class DeliveryWindows1796300183019 implements MigrationInterface {
  name = 'DeliveryWindows1796300183019';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "delivery_window_rules" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "zone_id" integer NOT NULL, "weekdays" varchar(20) NOT NULL DEFAULT (''), "windows" varchar(200) NOT NULL DEFAULT (''), "capacity_units" integer NOT NULL DEFAULT (0), "lead_days" integer NOT NULL DEFAULT (1), "cutoff_hour" integer NOT NULL DEFAULT (14), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "REL_1d939a3cba29ecc17b6db4f0f4" UNIQUE ("zone_id"), CONSTRAINT "FK_1d939a3cba29ecc17b6db4f0f46" FOREIGN KEY ("zone_id") REFERENCES "delivery_zones" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE TABLE "delivery_blackouts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "zone_id" integer NOT NULL, "date" varchar(10) NOT NULL, "reason" varchar(200) NOT NULL DEFAULT (''), CONSTRAINT "FK_c3b0692e109b13a23679cf2daf0" FOREIGN KEY ("zone_id") REFERENCES "delivery_zones" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d90d9453325202994cfd31cb95" ON "delivery_blackouts" ("zone_id", "date")`,
    );
    await queryRunner.query(
      `CREATE TABLE "delivery_window_overrides" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "zone_id" integer NOT NULL, "date" varchar(10) NOT NULL, "window_start" varchar(5) NOT NULL, "capacity_units" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_e82ebc443d7b1e07ee4539208fc" FOREIGN KEY ("zone_id") REFERENCES "delivery_zones" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_0df122d0defe15f2b40e872283" ON "delivery_window_overrides" ("zone_id", "date", "window_start")`,
    );
    await queryRunner.query(
      `CREATE TABLE "delivery_slots" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "zone_id" integer NOT NULL, "date" varchar(10) NOT NULL, "window_start" varchar(5) NOT NULL, "window_end" varchar(5) NOT NULL, "capacity_units" integer NOT NULL DEFAULT (0), "used_units" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_87dd3093129c55fc83b9af89793" FOREIGN KEY ("zone_id") REFERENCES "delivery_zones" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_1490bfa88e7f72ee98495c24ae" ON "delivery_slots" ("zone_id", "date", "window_start")`,
    );
    await queryRunner.query(
      `CREATE TABLE "delivery_holds" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "slot_id" integer NOT NULL, "units" integer NOT NULL DEFAULT (0), "holder_key" varchar(80) NOT NULL, "state" varchar(20) NOT NULL DEFAULT ('held'), "expires_at" datetime NOT NULL, "order_id" integer, "version" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_c93e80a43558417931e0201141f" FOREIGN KEY ("slot_id") REFERENCES "delivery_slots" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_c93e80a43558417931e0201141" ON "delivery_holds" ("slot_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_09da5e048e90169f5c29676e3d" ON "delivery_holds" ("holder_key")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_c4118cf04d47fd9826cb509516" ON "delivery_holds" ("order_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_97db55a02b7957384d767a9750" ON "delivery_holds" ("state", "expires_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "delivery_holds"`);
    await queryRunner.query(`DROP TABLE "delivery_slots"`);
    await queryRunner.query(`DROP TABLE "delivery_window_overrides"`);
    await queryRunner.query(`DROP TABLE "delivery_blackouts"`);
    await queryRunner.query(`DROP TABLE "delivery_window_rules"`);
  }
}
