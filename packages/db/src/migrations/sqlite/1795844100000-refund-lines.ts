import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refund keeps the items it gave back ("lineId:quantity,…"), so that a line is never refunded past its quantity
 * and the order page lists what each refund was for. Refunds made before were of an amount: ''. Written by hand:
 * a column with a constant default is a plain ADD COLUMN on SQLite, where TypeORM would rebuild the table.
 */
export class RefundLines1795844100000 implements MigrationInterface {
  name = 'RefundLines1795844100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refunds" ADD COLUMN "lines" varchar(1000) NOT NULL DEFAULT ('')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refunds" DROP COLUMN "lines"`);
  }
}
