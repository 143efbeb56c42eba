import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RETURN_SEED_ROWS } from '../returns-seed.js';

/** Returns and damage claims: see the SQLite migration of the same name. */

export class Returns1796311169075 implements MigrationInterface {
  name = 'Returns1796311169075';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`return_reasons\` (\`id\` int NOT NULL AUTO_INCREMENT, \`label\` varchar(80) NOT NULL, \`fault\` varchar(10) NOT NULL DEFAULT 'customer', \`active\` tinyint NOT NULL DEFAULT 1, \`sort_order\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`return_policies\` (\`id\` int NOT NULL, \`returnable\` tinyint NOT NULL DEFAULT 1, \`window_days\` int NOT NULL DEFAULT '30', \`restocking_fee_percent\` int NOT NULL DEFAULT '0', \`pickup_fee_cents\` int NOT NULL DEFAULT '0', \`note\` varchar(300) NOT NULL DEFAULT '', PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`cases\` (\`id\` int NOT NULL AUTO_INCREMENT, \`number\` varchar(40) NOT NULL, \`order_id\` int NOT NULL, \`kind\` varchar(10) NOT NULL, \`state\` varchar(20) NOT NULL DEFAULT 'requested', \`reason\` varchar(80) NOT NULL DEFAULT '', \`reason_id\` int NULL, \`fault\` varchar(10) NOT NULL DEFAULT 'customer', \`description\` varchar(2000) NOT NULL DEFAULT '', \`instructions\` varchar(1000) NOT NULL DEFAULT '', \`rejection_reason\` varchar(500) NOT NULL DEFAULT '', \`idempotency_key\` varchar(100) NOT NULL, \`received_at\` datetime NULL, \`refund_id\` int NULL, \`refunded_cents\` int NOT NULL DEFAULT '0', \`refunded_tax_cents\` int NOT NULL DEFAULT '0', \`replacement_order_id\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_710c9c2bd5b968a957b2f3577f\` (\`order_id\`), INDEX \`IDX_edabc7d5b360ceaeebc986889a\` (\`state\`), INDEX \`IDX_d1efd96a6ed448c331fe9c49cd\` (\`created_at\`), UNIQUE INDEX \`IDX_ae60d858083bc354a00442863b\` (\`number\`), UNIQUE INDEX \`IDX_d3bd7f042ca18582706101d99c\` (\`idempotency_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`case_lines\` (\`id\` int NOT NULL AUTO_INCREMENT, \`case_id\` int NOT NULL, \`order_line_id\` int NOT NULL, \`quantity\` int NOT NULL DEFAULT '1', \`received\` int NOT NULL DEFAULT '0', \`restocked\` int NOT NULL DEFAULT '0', \`damaged\` int NOT NULL DEFAULT '0', INDEX \`IDX_136ac7eea06982cd2a47274bbb\` (\`order_line_id\`), UNIQUE INDEX \`IDX_5ad32dc5d15117038c9d1a2b5b\` (\`case_id\`, \`order_line_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`case_photos\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` int NOT NULL, \`case_id\` int NULL, \`storage_key\` varchar(255) NOT NULL, \`width\` int NOT NULL DEFAULT '0', \`height\` int NOT NULL DEFAULT '0', \`bytes\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_1c12202cd59d24b992036af344\` (\`order_id\`), INDEX \`IDX_8ef47fb9852cfbec5d9f794f6c\` (\`case_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`case_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`case_id\` int NOT NULL, \`kind\` varchar(30) NOT NULL, \`actor\` varchar(120) NOT NULL DEFAULT '', \`note\` varchar(1000) NOT NULL DEFAULT '', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_259dbf949114e25670ac6cad20\` (\`case_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`replaces_case_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`returnable\` tinyint NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`return_window_days\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`restocking_fee_percent\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`pickup_fee_cents\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`return_note\` varchar(300) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`returnable\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` ADD \`return_blocker\` varchar(20) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` ADD \`return_window_days\` int NOT NULL DEFAULT '30'`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` ADD \`restocking_fee_percent\` int NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`pickup_fee_cents\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` ADD \`return_note\` varchar(300) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE \`cases\` ADD CONSTRAINT \`FK_710c9c2bd5b968a957b2f3577fc\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`case_lines\` ADD CONSTRAINT \`FK_624beb1f4463c76a116963c0106\` FOREIGN KEY (\`case_id\`) REFERENCES \`cases\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`case_lines\` ADD CONSTRAINT \`FK_136ac7eea06982cd2a47274bbb1\` FOREIGN KEY (\`order_line_id\`) REFERENCES \`order_lines\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`case_events\` ADD CONSTRAINT \`FK_259dbf949114e25670ac6cad205\` FOREIGN KEY (\`case_id\`) REFERENCES \`cases\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const [sql, params] of RETURN_SEED_ROWS) await queryRunner.query(sql, params);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`case_events\` DROP FOREIGN KEY \`FK_259dbf949114e25670ac6cad205\``,
    );
    await queryRunner.query(`ALTER TABLE \`case_lines\` DROP FOREIGN KEY \`FK_136ac7eea06982cd2a47274bbb1\``);
    await queryRunner.query(`ALTER TABLE \`case_lines\` DROP FOREIGN KEY \`FK_624beb1f4463c76a116963c0106\``);
    await queryRunner.query(`ALTER TABLE \`cases\` DROP FOREIGN KEY \`FK_710c9c2bd5b968a957b2f3577fc\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`return_note\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`pickup_fee_cents\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`restocking_fee_percent\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`return_window_days\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`return_blocker\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`returnable\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`return_note\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`pickup_fee_cents\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`restocking_fee_percent\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`return_window_days\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`returnable\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`replaces_case_id\``);
    await queryRunner.query(`DROP INDEX \`IDX_259dbf949114e25670ac6cad20\` ON \`case_events\``);
    await queryRunner.query(`DROP TABLE \`case_events\``);
    await queryRunner.query(`DROP INDEX \`IDX_8ef47fb9852cfbec5d9f794f6c\` ON \`case_photos\``);
    await queryRunner.query(`DROP INDEX \`IDX_1c12202cd59d24b992036af344\` ON \`case_photos\``);
    await queryRunner.query(`DROP TABLE \`case_photos\``);
    await queryRunner.query(`DROP INDEX \`IDX_5ad32dc5d15117038c9d1a2b5b\` ON \`case_lines\``);
    await queryRunner.query(`DROP INDEX \`IDX_136ac7eea06982cd2a47274bbb\` ON \`case_lines\``);
    await queryRunner.query(`DROP TABLE \`case_lines\``);
    await queryRunner.query(`DROP INDEX \`IDX_d3bd7f042ca18582706101d99c\` ON \`cases\``);
    await queryRunner.query(`DROP INDEX \`IDX_ae60d858083bc354a00442863b\` ON \`cases\``);
    await queryRunner.query(`DROP INDEX \`IDX_d1efd96a6ed448c331fe9c49cd\` ON \`cases\``);
    await queryRunner.query(`DROP INDEX \`IDX_edabc7d5b360ceaeebc986889a\` ON \`cases\``);
    await queryRunner.query(`DROP INDEX \`IDX_710c9c2bd5b968a957b2f3577f\` ON \`cases\``);
    await queryRunner.query(`DROP TABLE \`cases\``);
    await queryRunner.query(`DROP TABLE \`return_policies\``);
    await queryRunner.query(`DROP TABLE \`return_reasons\``);
  }
}
