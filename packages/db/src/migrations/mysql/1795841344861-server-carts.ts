import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ServerCarts1795841344861 implements MigrationInterface {
  name = 'ServerCarts1795841344861';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`carts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`token_hash\` varchar(64) NULL, \`customer_id\` int NULL, \`lines\` text NOT NULL, \`email\` varchar(190) NOT NULL DEFAULT '', \`reminder_consent\` tinyint NOT NULL DEFAULT 0, \`link_token_hash\` varchar(64) NULL, \`updated_at\` datetime NOT NULL, \`reminded_at\` datetime NULL, \`ordered_at\` datetime NULL, \`order_id\` int NULL, \`recovered_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_b64f68c7aead35ec7b673d0027\` (\`reminded_at\`, \`updated_at\`), UNIQUE INDEX \`IDX_42ffc476d9dbddaaa0f19bdf8d\` (\`token_hash\`), UNIQUE INDEX \`IDX_5a9dade7a4baafc128f8e0d804\` (\`customer_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`carts\` ADD CONSTRAINT \`FK_5a9dade7a4baafc128f8e0d8041\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`carts\` DROP FOREIGN KEY \`FK_5a9dade7a4baafc128f8e0d8041\``);
    await queryRunner.query(`DROP INDEX \`IDX_5a9dade7a4baafc128f8e0d804\` ON \`carts\``);
    await queryRunner.query(`DROP INDEX \`IDX_42ffc476d9dbddaaa0f19bdf8d\` ON \`carts\``);
    await queryRunner.query(`DROP INDEX \`IDX_b64f68c7aead35ec7b673d0027\` ON \`carts\``);
    await queryRunner.query(`DROP TABLE \`carts\``);
  }
}
