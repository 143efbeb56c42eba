import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FitPassages1795829696675 implements MigrationInterface {
  name = 'FitPassages1795829696675';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`fit_passages\` (\`customer_id\` int NOT NULL, \`passages\` text NOT NULL, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`customer_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`fit_passages\` ADD CONSTRAINT \`FK_a7ec66427c87d0041064213228d\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`fit_passages\` DROP FOREIGN KEY \`FK_a7ec66427c87d0041064213228d\``,
    );
    await queryRunner.query(`DROP TABLE \`fit_passages\``);
  }
}
