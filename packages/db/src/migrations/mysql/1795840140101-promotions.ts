import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Promotions1795840140101 implements MigrationInterface {
  name = 'Promotions1795840140101';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`promotions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(120) NOT NULL, \`code\` varchar(32) NULL, \`kind\` varchar(20) NOT NULL, \`percent\` int NOT NULL DEFAULT '0', \`amount_cents\` int NOT NULL DEFAULT '0', \`stackable\` tinyint NOT NULL DEFAULT 1, \`active\` tinyint NOT NULL DEFAULT 1, \`min_subtotal_cents\` int NOT NULL DEFAULT '0', \`product_ids\` varchar(2000) NOT NULL DEFAULT '', \`room_type_ids\` varchar(2000) NOT NULL DEFAULT '', \`room_ids\` varchar(2000) NOT NULL DEFAULT '', \`material_ids\` varchar(2000) NOT NULL DEFAULT '', \`customer_ids\` varchar(2000) NOT NULL DEFAULT '', \`customer_group\` varchar(16) NULL, \`starts_at\` datetime NULL, \`ends_at\` datetime NULL, \`max_uses\` int NULL, \`max_uses_per_customer\` int NULL, \`used_count\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_b70f43ace32514fd113c89e71e\` (\`active\`), UNIQUE INDEX \`IDX_8ab10e580f70c3d2e2e4b31ebf\` (\`code\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`promotion_uses\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`order_id\` int NOT NULL, \`customer_id\` int NULL DEFAULT NULL, \`code\` varchar(32) NULL, \`items_cents\` int NOT NULL DEFAULT '0', \`shipping_cents\` int NOT NULL DEFAULT '0', \`released\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_e31daf14703a131cc430869783\` (\`promotion_id\`), INDEX \`IDX_c312d1c30b4eb64cf7bfc8708b\` (\`customer_id\`), UNIQUE INDEX \`IDX_promotion_uses_order_promotion\` (\`order_id\`, \`promotion_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`promotion_customer_uses\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`customer_id\` int NOT NULL, \`count\` int NOT NULL DEFAULT '0', INDEX \`IDX_de1b905af4d379d7be18665f8a\` (\`customer_id\`), UNIQUE INDEX \`IDX_promotion_customer_uses\` (\`promotion_id\`, \`customer_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`customers\` ADD \`customer_group\` varchar(16) NOT NULL DEFAULT 'none'`,
    );
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`discount_cents\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE \`orders\` ADD \`shipping_discount_cents\` int NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`promotions\` varchar(1000) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`discount_cents\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE \`promotion_uses\` ADD CONSTRAINT \`FK_e31daf14703a131cc430869783a\` FOREIGN KEY (\`promotion_id\`) REFERENCES \`promotions\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`promotion_uses\` ADD CONSTRAINT \`FK_131532c866424c892d488838fdd\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`promotion_customer_uses\` ADD CONSTRAINT \`FK_6add3d504dd3e37ffaf827aadaf\` FOREIGN KEY (\`promotion_id\`) REFERENCES \`promotions\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`promotion_customer_uses\` DROP FOREIGN KEY \`FK_6add3d504dd3e37ffaf827aadaf\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`promotion_uses\` DROP FOREIGN KEY \`FK_131532c866424c892d488838fdd\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`promotion_uses\` DROP FOREIGN KEY \`FK_e31daf14703a131cc430869783a\``,
    );
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`discount_cents\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`promotions\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`shipping_discount_cents\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`discount_cents\``);
    await queryRunner.query(`ALTER TABLE \`customers\` DROP COLUMN \`customer_group\``);
    await queryRunner.query(`DROP INDEX \`IDX_promotion_customer_uses\` ON \`promotion_customer_uses\``);
    await queryRunner.query(`DROP INDEX \`IDX_de1b905af4d379d7be18665f8a\` ON \`promotion_customer_uses\``);
    await queryRunner.query(`DROP TABLE \`promotion_customer_uses\``);
    await queryRunner.query(`DROP INDEX \`IDX_promotion_uses_order_promotion\` ON \`promotion_uses\``);
    await queryRunner.query(`DROP INDEX \`IDX_c312d1c30b4eb64cf7bfc8708b\` ON \`promotion_uses\``);
    await queryRunner.query(`DROP INDEX \`IDX_e31daf14703a131cc430869783\` ON \`promotion_uses\``);
    await queryRunner.query(`DROP TABLE \`promotion_uses\``);
    await queryRunner.query(`DROP INDEX \`IDX_8ab10e580f70c3d2e2e4b31ebf\` ON \`promotions\``);
    await queryRunner.query(`DROP INDEX \`IDX_b70f43ace32514fd113c89e71e\` ON \`promotions\``);
    await queryRunner.query(`DROP TABLE \`promotions\``);
  }
}
