import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbound webhooks: the endpoints an ADMIN registers, and on the outbox's rows the endpoint a webhook delivery is
 * for and the HTTP status its last attempt got (deliveries are outbox rows of kind 'webhook').
 */
export class Webhooks1796233589810 implements MigrationInterface {
  name = 'Webhooks1796233589810';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`webhook_endpoints\` (\`id\` int NOT NULL AUTO_INCREMENT, \`url\` varchar(500) NOT NULL, \`description\` varchar(120) NOT NULL DEFAULT '', \`events\` text NOT NULL, \`secret\` varchar(100) NOT NULL, \`enabled\` tinyint NOT NULL DEFAULT 1, \`failing_since\` datetime NULL, \`disabled_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` ADD \`webhook_endpoint_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` ADD \`response_status\` int NULL`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_a0d8b7269d10495ad1a0fc8311\` ON \`outbox_messages\` (\`webhook_endpoint_id\`)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_a0d8b7269d10495ad1a0fc8311\` ON \`outbox_messages\``);
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` DROP COLUMN \`response_status\``);
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` DROP COLUMN \`webhook_endpoint_id\``);
    await queryRunner.query(`DROP TABLE \`webhook_endpoints\``);
  }
}
