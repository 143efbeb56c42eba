import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * product_option_values' material index also holds the product: the storefront's material filter reads the
 * products offering a material from the index alone. It replaces the index on the material alone (the foreign key
 * keeps an index that starts with the material).
 */
export class OptionValueMaterialIndex1795842500000 implements MigrationInterface {
  name = 'OptionValueMaterialIndex1795842500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_product_option_values_material\` ON \`product_option_values\` (\`material_id\`, \`product_id\`)`,
    );
    await queryRunner.query(`DROP INDEX \`IDX_cc7e5c5356d4ab71382cc6fb94\` ON \`product_option_values\``);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_cc7e5c5356d4ab71382cc6fb94\` ON \`product_option_values\` (\`material_id\`)`,
    );
    await queryRunner.query(`DROP INDEX \`IDX_product_option_values_material\` ON \`product_option_values\``);
  }
}
