import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refund keeps the items it gave back ("lineId:quantity,…"), so that a line is never refunded past its quantity
 * and the order page lists what each refund was for. Refunds made before were of an amount: ''.
 */
export class RefundLines1795844100000 implements MigrationInterface {
  name = 'RefundLines1795844100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`refunds\` ADD \`lines\` varchar(1000) NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`refunds\` DROP COLUMN \`lines\``);
  }
}
