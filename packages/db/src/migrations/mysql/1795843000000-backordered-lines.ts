import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order lines keep whether the part not from stock is backordered (waits for a restock) rather than made to order,
 * so the order pages and mails use the right word. Lines sold before were worded as made to order: false.
 */
export class BackorderedLines1795843000000 implements MigrationInterface {
  name = 'BackorderedLines1795843000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`backordered\` tinyint NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`backordered\``);
  }
}
