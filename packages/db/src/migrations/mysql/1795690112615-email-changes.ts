import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailChanges1795690112615 implements MigrationInterface {
  name = 'EmailChanges1795690112615';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`email_changes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`token_hash\` varchar(64) NOT NULL, \`customer_id\` int NOT NULL, \`new_email\` varchar(190) NOT NULL, \`expires_at\` datetime NOT NULL, \`used_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_3f7acb56fd5845853564d4510c\` (\`customer_id\`), UNIQUE INDEX \`IDX_783a2e0c1a8fafd72ed0684b5d\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_783a2e0c1a8fafd72ed0684b5d\` ON \`email_changes\``);
    await queryRunner.query(`DROP INDEX \`IDX_3f7acb56fd5845853564d4510c\` ON \`email_changes\``);
    await queryRunner.query(`DROP TABLE \`email_changes\``);
  }
}
