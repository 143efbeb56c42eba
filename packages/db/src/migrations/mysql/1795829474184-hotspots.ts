import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Hotspots1795829474184 implements MigrationInterface {
  name = 'Hotspots1795829474184';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`hotspots\` (\`id\` int NOT NULL AUTO_INCREMENT, \`kind\` varchar(20) NOT NULL, \`owner_id\` int NOT NULL, \`image\` varchar(255) NOT NULL, \`product_id\` int NOT NULL, \`x_bp\` int NOT NULL DEFAULT '0', \`y_bp\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_5dfce47a89009f573f09f070ce\` (\`product_id\`), INDEX \`IDX_hotspots_owner\` (\`kind\`, \`owner_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`hotspots\` ADD CONSTRAINT \`FK_5dfce47a89009f573f09f070ce3\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`hotspots\` DROP FOREIGN KEY \`FK_5dfce47a89009f573f09f070ce3\``);
    await queryRunner.query(`DROP INDEX \`IDX_hotspots_owner\` ON \`hotspots\``);
    await queryRunner.query(`DROP INDEX \`IDX_5dfce47a89009f573f09f070ce\` ON \`hotspots\``);
    await queryRunner.query(`DROP TABLE \`hotspots\``);
  }
}
