import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailTemplates1796233847744 implements MigrationInterface {
  name = 'MailTemplates1796233847744';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`mail_templates\` (\`id\` int NOT NULL AUTO_INCREMENT, \`key\` varchar(60) NOT NULL, \`subject\` varchar(255) NOT NULL, \`html\` text NOT NULL, \`text\` text NULL, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`updated_by\` int NULL, UNIQUE INDEX \`IDX_f69cd76be3d3fbe3bff276bcd1\` (\`key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_f69cd76be3d3fbe3bff276bcd1\` ON \`mail_templates\``);
    await queryRunner.query(`DROP TABLE \`mail_templates\``);
  }
}
