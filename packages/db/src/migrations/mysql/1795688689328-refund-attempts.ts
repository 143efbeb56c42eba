import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RefundAttempts1795688689328 implements MigrationInterface {
  name = 'RefundAttempts1795688689328';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`refunds\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` int NOT NULL, \`payment_id\` int NOT NULL, \`amount_cents\` int NOT NULL DEFAULT '0', \`status\` varchar(20) NOT NULL DEFAULT 'pending', \`purpose\` varchar(20) NOT NULL, \`idempotency_key\` varchar(64) NOT NULL, \`provider_ref\` varchar(190) NULL, \`failure_reason\` varchar(255) NULL, \`attempts\` int NOT NULL DEFAULT '0', \`sending_until\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_a42db6369017df60549539f556\` (\`order_id\`), INDEX \`IDX_7f48aa5d56c42aeb495db01668\` (\`payment_id\`), UNIQUE INDEX \`IDX_ed587866eed6dbe9f17adeb8e7\` (\`idempotency_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`refunds\` ADD CONSTRAINT \`FK_a42db6369017df60549539f5567\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`refunds\` ADD CONSTRAINT \`FK_7f48aa5d56c42aeb495db016683\` FOREIGN KEY (\`payment_id\`) REFERENCES \`payments\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`refunds\` DROP FOREIGN KEY \`FK_7f48aa5d56c42aeb495db016683\``);
    await queryRunner.query(`ALTER TABLE \`refunds\` DROP FOREIGN KEY \`FK_a42db6369017df60549539f5567\``);
    await queryRunner.query(`DROP INDEX \`IDX_ed587866eed6dbe9f17adeb8e7\` ON \`refunds\``);
    await queryRunner.query(`DROP INDEX \`IDX_7f48aa5d56c42aeb495db01668\` ON \`refunds\``);
    await queryRunner.query(`DROP INDEX \`IDX_a42db6369017df60549539f556\` ON \`refunds\``);
    await queryRunner.query(`DROP TABLE \`refunds\``);
  }
}
