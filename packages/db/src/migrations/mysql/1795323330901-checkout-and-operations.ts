import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CheckoutAndOperations1795323330901 implements MigrationInterface {
  name = 'CheckoutAndOperations1795323330901';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`audit_entries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`staff_id\` int NULL, \`staff_name\` varchar(120) NOT NULL DEFAULT '', \`action\` varchar(80) NOT NULL, \`entity\` varchar(40) NOT NULL, \`entity_id\` int NULL, \`details\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_fcca6d90bce4622ff04852e8af\` (\`staff_id\`), INDEX \`IDX_e0ee9c6f2a2b0cc8f0b5234465\` (\`created_at\`), INDEX \`IDX_fa5168a1898ada227a983fae82\` (\`entity\`, \`entity_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`order_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` int NOT NULL, \`kind\` varchar(40) NOT NULL, \`actor_type\` varchar(16) NOT NULL, \`actor_id\` int NULL, \`actor_name\` varchar(120) NOT NULL DEFAULT '', \`note\` varchar(255) NOT NULL DEFAULT '', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_b33cbf9a59cbee112d94bcb59d\` (\`order_id\`), INDEX \`IDX_36bbf4b79da9c0e9da199b9afa\` (\`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`customers\` ADD \`blocked\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`tracking_number\` varchar(60) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`idempotency_key\` varchar(64) NULL`);
    await queryRunner.query(
      `ALTER TABLE \`payments\` ADD UNIQUE INDEX \`IDX_59dcef70bd19850783c84f840e\` (\`idempotency_key\`)`,
    );
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`refunded_cents\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`IDX_reviews_customer_product\` ON \`reviews\` (\`customer_id\`, \`product_id\`)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_events\` ADD CONSTRAINT \`FK_b33cbf9a59cbee112d94bcb59de\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`order_events\` DROP FOREIGN KEY \`FK_b33cbf9a59cbee112d94bcb59de\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_reviews_customer_product\` ON \`reviews\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`refunded_cents\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP INDEX \`IDX_59dcef70bd19850783c84f840e\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`idempotency_key\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`tracking_number\``);
    await queryRunner.query(`ALTER TABLE \`customers\` DROP COLUMN \`blocked\``);
    await queryRunner.query(`DROP INDEX \`IDX_36bbf4b79da9c0e9da199b9afa\` ON \`order_events\``);
    await queryRunner.query(`DROP INDEX \`IDX_b33cbf9a59cbee112d94bcb59d\` ON \`order_events\``);
    await queryRunner.query(`DROP TABLE \`order_events\``);
    await queryRunner.query(`DROP INDEX \`IDX_fa5168a1898ada227a983fae82\` ON \`audit_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_e0ee9c6f2a2b0cc8f0b5234465\` ON \`audit_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_fcca6d90bce4622ff04852e8af\` ON \`audit_entries\``);
    await queryRunner.query(`DROP TABLE \`audit_entries\``);
  }
}
