import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboxMessages1796221449957 implements MigrationInterface {
  name = 'OutboxMessages1796221449957';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`outbox_messages\` (\`id\` int NOT NULL AUTO_INCREMENT, \`kind\` varchar(20) NOT NULL DEFAULT 'mail', \`recipient\` varchar(190) NOT NULL, \`subject\` varchar(255) NOT NULL, \`payload\` text NOT NULL, \`state\` varchar(20) NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NOT NULL, \`claim_token\` varchar(36) NULL, \`lease_until\` datetime NULL, \`last_error\` text NULL, \`order_id\` int NULL, \`sent_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_4693703fad830e15a00a3c9020\` (\`order_id\`), INDEX \`IDX_5cefd8d92490dda68011ade37f\` (\`state\`, \`next_attempt_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_5cefd8d92490dda68011ade37f\` ON \`outbox_messages\``);
    await queryRunner.query(`DROP INDEX \`IDX_4693703fad830e15a00a3c9020\` ON \`outbox_messages\``);
    await queryRunner.query(`DROP TABLE \`outbox_messages\``);
  }
}
