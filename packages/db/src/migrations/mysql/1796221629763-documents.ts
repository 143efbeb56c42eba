import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices and credit notes, each numbered in its own gapless series per year from a counter row (INV, CN) that the
 * numbering transaction updates. The counter rows are written here, so numbering only
 * ever updates a row that exists.
 */
export class Documents1796221629763 implements MigrationInterface {
  name = 'Documents1796221629763';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`invoices\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` int NOT NULL, \`number\` varchar(32) NOT NULL, \`issued_at\` datetime NOT NULL, \`total_cents\` int NOT NULL DEFAULT '0', \`snapshot\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_ea83c3b911906a3578de2340fd\` (\`order_id\`), UNIQUE INDEX \`IDX_6b20aa66f2a835a4f2fbde4872\` (\`number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`credit_notes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`refund_id\` int NOT NULL, \`invoice_id\` int NOT NULL, \`order_id\` int NOT NULL, \`number\` varchar(32) NOT NULL, \`issued_at\` datetime NOT NULL, \`amount_cents\` int NOT NULL DEFAULT '0', \`snapshot\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_ab75ae7ceab2ad0e3c77768c37\` (\`invoice_id\`), INDEX \`IDX_12a0a4e4c6545da6b1130fd377\` (\`order_id\`), UNIQUE INDEX \`IDX_36c5eb4191e4b9a6246d6c909e\` (\`refund_id\`), UNIQUE INDEX \`IDX_285b86d3158b74d5e053c75cf7\` (\`number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`document_counters\` (\`series\` varchar(8) NOT NULL, \`year\` int NOT NULL DEFAULT '0', \`last_number\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`series\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`invoices\` ADD CONSTRAINT \`FK_ea83c3b911906a3578de2340fdf\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`credit_notes\` ADD CONSTRAINT \`FK_36c5eb4191e4b9a6246d6c909ee\` FOREIGN KEY (\`refund_id\`) REFERENCES \`refunds\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`credit_notes\` ADD CONSTRAINT \`FK_ab75ae7ceab2ad0e3c77768c373\` FOREIGN KEY (\`invoice_id\`) REFERENCES \`invoices\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO \`document_counters\` (\`series\`, \`year\`, \`last_number\`) VALUES ('INV', 0, 0), ('CN', 0, 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`credit_notes\` DROP FOREIGN KEY \`FK_ab75ae7ceab2ad0e3c77768c373\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`credit_notes\` DROP FOREIGN KEY \`FK_36c5eb4191e4b9a6246d6c909ee\``,
    );
    await queryRunner.query(`ALTER TABLE \`invoices\` DROP FOREIGN KEY \`FK_ea83c3b911906a3578de2340fdf\``);
    await queryRunner.query(`DROP TABLE \`document_counters\``);
    await queryRunner.query(`DROP INDEX \`IDX_285b86d3158b74d5e053c75cf7\` ON \`credit_notes\``);
    await queryRunner.query(`DROP INDEX \`IDX_36c5eb4191e4b9a6246d6c909e\` ON \`credit_notes\``);
    await queryRunner.query(`DROP INDEX \`IDX_12a0a4e4c6545da6b1130fd377\` ON \`credit_notes\``);
    await queryRunner.query(`DROP INDEX \`IDX_ab75ae7ceab2ad0e3c77768c37\` ON \`credit_notes\``);
    await queryRunner.query(`DROP TABLE \`credit_notes\``);
    await queryRunner.query(`DROP INDEX \`IDX_6b20aa66f2a835a4f2fbde4872\` ON \`invoices\``);
    await queryRunner.query(`DROP INDEX \`IDX_ea83c3b911906a3578de2340fd\` ON \`invoices\``);
    await queryRunner.query(`DROP TABLE \`invoices\``);
  }
}
