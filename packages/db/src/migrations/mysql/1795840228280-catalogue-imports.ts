import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueImports1795840228280 implements MigrationInterface {
  name = 'CatalogueImports1795840228280';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`catalogue_imports\` (\`id\` int NOT NULL AUTO_INCREMENT, \`status\` varchar(20) NOT NULL DEFAULT 'validated', \`filename\` varchar(255) NOT NULL DEFAULT '', \`row_count\` int NOT NULL DEFAULT '0', \`creates\` int NOT NULL DEFAULT '0', \`updates\` int NOT NULL DEFAULT '0', \`unchanged\` int NOT NULL DEFAULT '0', \`processed\` int NOT NULL DEFAULT '0', \`error_count\` int NOT NULL DEFAULT '0', \`errors\` text NOT NULL, \`changes\` text NOT NULL, \`failure\` varchar(500) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`finished_at\` datetime NULL, INDEX \`IDX_41521e2f6ad4e75e9a6bd52150\` (\`status\`), INDEX \`IDX_beb3e3f25dbfb9f6fe4c1e05e4\` (\`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`catalogue_import_parts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`import_id\` int NOT NULL, \`position\` int NOT NULL DEFAULT '0', \`text\` text NOT NULL, INDEX \`IDX_00505eaca2856ea63b4584f008\` (\`import_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`catalogue_import_parts\` ADD CONSTRAINT \`FK_00505eaca2856ea63b4584f0089\` FOREIGN KEY (\`import_id\`) REFERENCES \`catalogue_imports\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`catalogue_import_parts\` DROP FOREIGN KEY \`FK_00505eaca2856ea63b4584f0089\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_00505eaca2856ea63b4584f008\` ON \`catalogue_import_parts\``);
    await queryRunner.query(`DROP TABLE \`catalogue_import_parts\``);
    await queryRunner.query(`DROP INDEX \`IDX_beb3e3f25dbfb9f6fe4c1e05e4\` ON \`catalogue_imports\``);
    await queryRunner.query(`DROP INDEX \`IDX_41521e2f6ad4e75e9a6bd52150\` ON \`catalogue_imports\``);
    await queryRunner.query(`DROP TABLE \`catalogue_imports\``);
  }
}
