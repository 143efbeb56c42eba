import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductListIndexes1795305134637 implements MigrationInterface {
  name = 'ProductListIndexes1795305134637';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_4c9fb58de893725258746385e1" ON "products" ("name") `);
    await queryRunner.query(`CREATE INDEX "IDX_9f724acf4140a0113b84abe2ce" ON "products" ("price_cents") `);
    await queryRunner.query(`CREATE INDEX "IDX_048a28949bb332d397edb9b7ab" ON "products" ("stock") `);
    await queryRunner.query(`CREATE INDEX "IDX_995d8194c43edfc98838cabc5a" ON "products" ("created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_995d8194c43edfc98838cabc5a"`);
    await queryRunner.query(`DROP INDEX "IDX_048a28949bb332d397edb9b7ab"`);
    await queryRunner.query(`DROP INDEX "IDX_9f724acf4140a0113b84abe2ce"`);
    await queryRunner.query(`DROP INDEX "IDX_4c9fb58de893725258746385e1"`);
  }
}
