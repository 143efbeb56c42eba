import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews written by customers wait for staff approval before the storefront shows them. Reviews written before
 * were published at once: not pending. Written by hand: a column with a constant default is a plain ADD COLUMN on
 * SQLite, where TypeORM would rebuild the table.
 */
export class ReviewModeration1795843600000 implements MigrationInterface {
  name = 'ReviewModeration1795843600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" ADD COLUMN "pending" boolean NOT NULL DEFAULT (0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "pending"`);
  }
}
