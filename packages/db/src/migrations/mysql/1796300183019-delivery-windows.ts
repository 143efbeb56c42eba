import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeliveryWindows1796300183019 implements MigrationInterface {
  name = 'DeliveryWindows1796300183019';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`delivery_window_rules\` (\`id\` int NOT NULL AUTO_INCREMENT, \`zone_id\` int NOT NULL, \`weekdays\` varchar(20) NOT NULL DEFAULT '', \`windows\` varchar(200) NOT NULL DEFAULT '', \`capacity_units\` int NOT NULL DEFAULT '0', \`lead_days\` int NOT NULL DEFAULT '1', \`cutoff_hour\` int NOT NULL DEFAULT '14', \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`REL_1d939a3cba29ecc17b6db4f0f4\` (\`zone_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`delivery_blackouts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`zone_id\` int NOT NULL, \`date\` varchar(10) NOT NULL, \`reason\` varchar(200) NOT NULL DEFAULT '', UNIQUE INDEX \`IDX_d90d9453325202994cfd31cb95\` (\`zone_id\`, \`date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`delivery_window_overrides\` (\`id\` int NOT NULL AUTO_INCREMENT, \`zone_id\` int NOT NULL, \`date\` varchar(10) NOT NULL, \`window_start\` varchar(5) NOT NULL, \`capacity_units\` int NOT NULL DEFAULT '0', UNIQUE INDEX \`IDX_0df122d0defe15f2b40e872283\` (\`zone_id\`, \`date\`, \`window_start\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`delivery_slots\` (\`id\` int NOT NULL AUTO_INCREMENT, \`zone_id\` int NOT NULL, \`date\` varchar(10) NOT NULL, \`window_start\` varchar(5) NOT NULL, \`window_end\` varchar(5) NOT NULL, \`capacity_units\` int NOT NULL DEFAULT '0', \`used_units\` int NOT NULL DEFAULT '0', UNIQUE INDEX \`IDX_1490bfa88e7f72ee98495c24ae\` (\`zone_id\`, \`date\`, \`window_start\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`delivery_holds\` (\`id\` int NOT NULL AUTO_INCREMENT, \`slot_id\` int NOT NULL, \`units\` int NOT NULL DEFAULT '0', \`holder_key\` varchar(80) NOT NULL, \`state\` varchar(20) NOT NULL DEFAULT 'held', \`expires_at\` datetime NOT NULL, \`order_id\` int NULL, \`version\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_c93e80a43558417931e0201141\` (\`slot_id\`), INDEX \`IDX_09da5e048e90169f5c29676e3d\` (\`holder_key\`), INDEX \`IDX_c4118cf04d47fd9826cb509516\` (\`order_id\`), INDEX \`IDX_97db55a02b7957384d767a9750\` (\`state\`, \`expires_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`delivery_window_rules\` ADD CONSTRAINT \`FK_1d939a3cba29ecc17b6db4f0f46\` FOREIGN KEY (\`zone_id\`) REFERENCES \`delivery_zones\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`delivery_blackouts\` ADD CONSTRAINT \`FK_c3b0692e109b13a23679cf2daf0\` FOREIGN KEY (\`zone_id\`) REFERENCES \`delivery_zones\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`delivery_window_overrides\` ADD CONSTRAINT \`FK_e82ebc443d7b1e07ee4539208fc\` FOREIGN KEY (\`zone_id\`) REFERENCES \`delivery_zones\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`delivery_slots\` ADD CONSTRAINT \`FK_87dd3093129c55fc83b9af89793\` FOREIGN KEY (\`zone_id\`) REFERENCES \`delivery_zones\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`delivery_holds\` ADD CONSTRAINT \`FK_c93e80a43558417931e0201141f\` FOREIGN KEY (\`slot_id\`) REFERENCES \`delivery_slots\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`delivery_holds\` DROP FOREIGN KEY \`FK_c93e80a43558417931e0201141f\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`delivery_slots\` DROP FOREIGN KEY \`FK_87dd3093129c55fc83b9af89793\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`delivery_window_overrides\` DROP FOREIGN KEY \`FK_e82ebc443d7b1e07ee4539208fc\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`delivery_blackouts\` DROP FOREIGN KEY \`FK_c3b0692e109b13a23679cf2daf0\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`delivery_window_rules\` DROP FOREIGN KEY \`FK_1d939a3cba29ecc17b6db4f0f46\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_97db55a02b7957384d767a9750\` ON \`delivery_holds\``);
    await queryRunner.query(`DROP INDEX \`IDX_c4118cf04d47fd9826cb509516\` ON \`delivery_holds\``);
    await queryRunner.query(`DROP INDEX \`IDX_09da5e048e90169f5c29676e3d\` ON \`delivery_holds\``);
    await queryRunner.query(`DROP INDEX \`IDX_c93e80a43558417931e0201141\` ON \`delivery_holds\``);
    await queryRunner.query(`DROP TABLE \`delivery_holds\``);
    await queryRunner.query(`DROP INDEX \`IDX_1490bfa88e7f72ee98495c24ae\` ON \`delivery_slots\``);
    await queryRunner.query(`DROP TABLE \`delivery_slots\``);
    await queryRunner.query(`DROP INDEX \`IDX_0df122d0defe15f2b40e872283\` ON \`delivery_window_overrides\``);
    await queryRunner.query(`DROP TABLE \`delivery_window_overrides\``);
    await queryRunner.query(`DROP INDEX \`IDX_d90d9453325202994cfd31cb95\` ON \`delivery_blackouts\``);
    await queryRunner.query(`DROP TABLE \`delivery_blackouts\``);
    await queryRunner.query(`DROP INDEX \`REL_1d939a3cba29ecc17b6db4f0f4\` ON \`delivery_window_rules\``);
    await queryRunner.query(`DROP TABLE \`delivery_window_rules\``);
  }
}
