import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeliveryLevels1796288044822 implements MigrationInterface {
  name = 'DeliveryLevels1796288044822';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`delivery_zones\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(80) NOT NULL, \`time_zone\` varchar(60) NOT NULL DEFAULT 'America/New_York', \`zips\` varchar(2000) NOT NULL DEFAULT '', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`delivery_levels\` (\`id\` int NOT NULL AUTO_INCREMENT, \`zone_id\` int NOT NULL, \`kind\` varchar(20) NOT NULL, \`name\` varchar(80) NOT NULL, \`description\` varchar(500) NOT NULL DEFAULT '', \`base_cents\` int NOT NULL DEFAULT '0', \`per_extra_item_cents\` int NOT NULL DEFAULT '0', \`assembly_per_item_cents\` int NOT NULL DEFAULT '0', \`active\` tinyint NOT NULL DEFAULT 1, UNIQUE INDEX \`IDX_4aa3cfa93da673ca6f6eda24cd\` (\`zone_id\`, \`kind\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`needs_assembly\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`assembly_minutes\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE \`delivery_levels\` ADD CONSTRAINT \`FK_65299ef1187a7ecfbfae8dc70be\` FOREIGN KEY (\`zone_id\`) REFERENCES \`delivery_zones\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`delivery_levels\` DROP FOREIGN KEY \`FK_65299ef1187a7ecfbfae8dc70be\``,
    );
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`assembly_minutes\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`needs_assembly\``);
    await queryRunner.query(`DROP INDEX \`IDX_4aa3cfa93da673ca6f6eda24cd\` ON \`delivery_levels\``);
    await queryRunner.query(`DROP TABLE \`delivery_levels\``);
    await queryRunner.query(`DROP TABLE \`delivery_zones\``);
  }
}
