import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews written by customers wait for staff approval before the storefront shows them. Reviews written before
 * were published at once: not pending.
 */
export class ReviewModeration1795843600000 implements MigrationInterface {
  name = 'ReviewModeration1795843600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`reviews\` ADD \`pending\` tinyint NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`reviews\` DROP COLUMN \`pending\``);
  }
}
