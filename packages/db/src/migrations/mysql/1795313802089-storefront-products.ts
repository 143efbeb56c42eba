import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StorefrontProducts1795313802089 implements MigrationInterface {
  name = 'StorefrontProducts1795313802089';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`room_views\` ADD \`visitor_key\` varchar(64) NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_products_shelf_popular\` ON \`products\` (\`room_type_id\`, \`active\`, \`view_count\`, \`id\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_products_shelf_name\` ON \`products\` (\`room_type_id\`, \`active\`, \`name\`, \`id\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_products_shelf_price\` ON \`products\` (\`room_type_id\`, \`active\`, \`price_cents\`, \`id\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_products_shelf_newest\` ON \`products\` (\`room_type_id\`, \`active\`, \`created_at\`, \`id\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_room_views_visitor\` ON \`room_views\` (\`room_type_id\`, \`visitor_key\`, \`created_at\`)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_room_views_visitor\` ON \`room_views\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_shelf_newest\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_shelf_price\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_shelf_name\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_shelf_popular\` ON \`products\``);
    await queryRunner.query(`ALTER TABLE \`room_views\` DROP COLUMN \`visitor_key\``);
  }
}
