import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795263806450 implements MigrationInterface {
  name = 'Initial1795263806450';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`contact_messages\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(120) NOT NULL, \`email\` varchar(190) NOT NULL, \`phone\` varchar(40) NOT NULL DEFAULT '', \`subject\` varchar(190) NOT NULL, \`message\` text NOT NULL, \`is_read\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_e55d44314cdf69654a2eb6325a\` (\`is_read\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`customers\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(120) NOT NULL, \`email\` varchar(190) NOT NULL, \`password_hash\` varchar(255) NOT NULL, \`phone\` varchar(40) NOT NULL DEFAULT '', \`address_line1\` varchar(120) NOT NULL DEFAULT '', \`address_line2\` varchar(120) NOT NULL DEFAULT '', \`city\` varchar(80) NOT NULL DEFAULT '', \`state\` varchar(40) NOT NULL DEFAULT '', \`postal_code\` varchar(20) NOT NULL DEFAULT '', \`country\` varchar(2) NOT NULL DEFAULT 'US', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_8536b8b85c06969f84f0c098b0\` (\`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`gallery_images\` (\`id\` int NOT NULL AUTO_INCREMENT, \`image\` varchar(255) NOT NULL, \`caption\` varchar(190) NOT NULL DEFAULT '', \`position\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`material_types\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(120) NOT NULL, \`slug\` varchar(140) NOT NULL, \`description\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_0464770d6998ec646d12739972\` (\`slug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`materials\` (\`id\` int NOT NULL AUTO_INCREMENT, \`material_type_id\` int NOT NULL, \`name\` varchar(120) NOT NULL, \`description\` text NOT NULL, \`image\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_021872b8b643bb253dbce571f2\` (\`material_type_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`orders\` (\`id\` int NOT NULL AUTO_INCREMENT, \`number\` varchar(32) NOT NULL, \`customer_id\` int NOT NULL, \`status\` varchar(20) NOT NULL DEFAULT 'pending', \`payment_status\` varchar(20) NOT NULL DEFAULT 'initiated', \`fulfilment_status\` varchar(20) NOT NULL DEFAULT 'unfulfilled', \`subtotal_cents\` int NOT NULL DEFAULT '0', \`shipping_cents\` int NOT NULL DEFAULT '0', \`total_cents\` int NOT NULL DEFAULT '0', \`currency\` varchar(3) NOT NULL DEFAULT 'USD', \`shipping_tier\` varchar(20) NOT NULL DEFAULT '', \`shipping_service\` varchar(40) NOT NULL DEFAULT '', \`shipping_quote\` text NULL, \`ship_name\` varchar(120) NOT NULL DEFAULT '', \`email\` varchar(190) NOT NULL DEFAULT '', \`phone\` varchar(40) NOT NULL DEFAULT '', \`address_line1\` varchar(120) NOT NULL DEFAULT '', \`address_line2\` varchar(120) NOT NULL DEFAULT '', \`city\` varchar(80) NOT NULL DEFAULT '', \`state\` varchar(40) NOT NULL DEFAULT '', \`postal_code\` varchar(20) NOT NULL DEFAULT '', \`country\` varchar(2) NOT NULL DEFAULT 'US', \`reserved_until\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_772d0ce0473ac2ccfa26060dbe\` (\`customer_id\`), INDEX \`IDX_775c9f06fc27ae3ff8fb26f2c4\` (\`status\`), UNIQUE INDEX \`IDX_4e174e347d448617acdf98fef0\` (\`number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`rooms\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(120) NOT NULL, \`slug\` varchar(140) NOT NULL, \`description\` text NOT NULL, \`image\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_4a252a005ce573079b47a4f38e\` (\`slug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`room_types\` (\`id\` int NOT NULL AUTO_INCREMENT, \`room_id\` int NOT NULL, \`name\` varchar(120) NOT NULL, \`slug\` varchar(140) NOT NULL, \`description\` text NOT NULL, \`image\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_6c44c5e350aa0cfefe38860932\` (\`room_id\`), UNIQUE INDEX \`IDX_e79afa8f05e3bfc95b8034e1e8\` (\`slug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`products\` (\`id\` int NOT NULL AUTO_INCREMENT, \`room_type_id\` int NOT NULL, \`name\` varchar(160) NOT NULL, \`slug\` varchar(140) NOT NULL, \`description\` text NOT NULL, \`price_cents\` int NOT NULL DEFAULT '0', \`discount_percent\` int NOT NULL DEFAULT '0', \`stock\` int NOT NULL DEFAULT '0', \`image\` varchar(255) NULL, \`width_in\` int NOT NULL DEFAULT '0', \`depth_in\` int NOT NULL DEFAULT '0', \`height_in\` int NOT NULL DEFAULT '0', \`package_length_in\` int NOT NULL DEFAULT '0', \`package_width_in\` int NOT NULL DEFAULT '0', \`package_height_in\` int NOT NULL DEFAULT '0', \`package_weight_lb\` double NOT NULL DEFAULT '0', \`view_count\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_267b50418405d57cdb926e1893\` (\`room_type_id\`), INDEX \`IDX_5b9ff20c62555d1ceb3d68d00e\` (\`view_count\`), UNIQUE INDEX \`IDX_464f927ae360106b783ed0b410\` (\`slug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`order_lines\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` int NOT NULL, \`product_id\` int NULL, \`product_name\` varchar(160) NOT NULL, \`product_slug\` varchar(140) NOT NULL, \`product_image\` varchar(255) NULL, \`unit_price_cents\` int NOT NULL DEFAULT '0', \`discount_percent\` int NOT NULL DEFAULT '0', \`unit_paid_cents\` int NOT NULL DEFAULT '0', \`quantity\` int NOT NULL DEFAULT '1', \`line_total_cents\` int NOT NULL DEFAULT '0', INDEX \`IDX_6a619803439ea92778cafc8fb5\` (\`order_id\`), INDEX \`IDX_c33a737fbeb5050911ca729aae\` (\`product_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`password_resets\` (\`id\` int NOT NULL AUTO_INCREMENT, \`token_hash\` varchar(64) NOT NULL, \`realm\` varchar(16) NOT NULL, \`user_id\` int NOT NULL, \`expires_at\` datetime NOT NULL, \`used_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_67ab5a33bc24603a65eaabfa35\` (\`realm\`, \`user_id\`), UNIQUE INDEX \`IDX_323290a9239ad3d397ad78018e\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`payment_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`provider\` varchar(20) NOT NULL, \`event_id\` varchar(190) NOT NULL, \`type\` varchar(80) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_cdb38f647e394ea5717c7ebb4f\` (\`provider\`, \`event_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`payments\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` int NOT NULL, \`provider\` varchar(20) NOT NULL, \`provider_ref\` varchar(190) NULL, \`status\` varchar(20) NOT NULL DEFAULT 'initiated', \`amount_cents\` int NOT NULL DEFAULT '0', \`currency\` varchar(3) NOT NULL DEFAULT 'USD', \`failure_reason\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_b2f7b823a21562eeca20e72b00\` (\`order_id\`), INDEX \`IDX_f4b4af0e4dc1ec56503cd1288c\` (\`provider_ref\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_images\` (\`id\` int NOT NULL AUTO_INCREMENT, \`product_id\` int NOT NULL, \`image\` varchar(255) NOT NULL, \`position\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_4f166bb8c2bfcef2498d97b406\` (\`product_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`reviews\` (\`id\` int NOT NULL AUTO_INCREMENT, \`product_id\` int NOT NULL, \`customer_id\` int NULL, \`author_name\` varchar(120) NOT NULL, \`rating\` int NOT NULL DEFAULT '5', \`body\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_9482e9567d8dcc2bc615981ef4\` (\`product_id\`), INDEX \`IDX_4dd42f48aa60ad8c0d5d5c4ea5\` (\`customer_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`room_views\` (\`id\` int NOT NULL AUTO_INCREMENT, \`room_type_id\` int NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_d10679f0686b5c4b97bbafe170\` (\`room_type_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`sessions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`token_hash\` varchar(64) NOT NULL, \`realm\` varchar(16) NOT NULL, \`user_id\` int NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`last_seen_at\` datetime NOT NULL, \`expires_at\` datetime NOT NULL, INDEX \`IDX_9cfe37d28c3b229a350e086d94\` (\`expires_at\`), INDEX \`IDX_ed3ca6d25fcc5fd9f5c3f1a53d\` (\`realm\`, \`user_id\`), UNIQUE INDEX \`IDX_abaa9e068cdd390bc5210f7988\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`site_information\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(120) NOT NULL, \`email\` varchar(190) NOT NULL, \`phone\` varchar(40) NOT NULL, \`address\` varchar(255) NOT NULL, \`opening_hours\` varchar(255) NOT NULL, \`about\` text NOT NULL, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`social_links\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(60) NOT NULL, \`url\` varchar(255) NOT NULL, \`icon\` varchar(40) NOT NULL, \`position\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`staff_members\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(120) NOT NULL, \`email\` varchar(190) NOT NULL, \`password_hash\` varchar(255) NOT NULL, \`role\` int NOT NULL DEFAULT '2', \`phone\` varchar(40) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_84b814f9a703403b308835f8cc\` (\`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`wishlist_entries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`customer_id\` int NOT NULL, \`product_id\` int NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_a09ee201085b6a1b3458dd4309\` (\`product_id\`), UNIQUE INDEX \`IDX_b07ac6f9ba9ed136c7d78742bf\` (\`customer_id\`, \`product_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_materials\` (\`product_id\` int NOT NULL, \`material_id\` int NOT NULL, INDEX \`IDX_b8471f7229eb02a8e59272958b\` (\`product_id\`), INDEX \`IDX_2a6f7f8c7fc87e4512a9c70829\` (\`material_id\`), PRIMARY KEY (\`product_id\`, \`material_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`materials\` ADD CONSTRAINT \`FK_021872b8b643bb253dbce571f2c\` FOREIGN KEY (\`material_type_id\`) REFERENCES \`material_types\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`orders\` ADD CONSTRAINT \`FK_772d0ce0473ac2ccfa26060dbe9\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`room_types\` ADD CONSTRAINT \`FK_6c44c5e350aa0cfefe38860932e\` FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`products\` ADD CONSTRAINT \`FK_267b50418405d57cdb926e18937\` FOREIGN KEY (\`room_type_id\`) REFERENCES \`room_types\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` ADD CONSTRAINT \`FK_6a619803439ea92778cafc8fb54\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` ADD CONSTRAINT \`FK_c33a737fbeb5050911ca729aaed\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`payments\` ADD CONSTRAINT \`FK_b2f7b823a21562eeca20e72b006\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_images\` ADD CONSTRAINT \`FK_4f166bb8c2bfcef2498d97b4068\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`reviews\` ADD CONSTRAINT \`FK_9482e9567d8dcc2bc615981ef44\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`reviews\` ADD CONSTRAINT \`FK_4dd42f48aa60ad8c0d5d5c4ea5b\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`room_views\` ADD CONSTRAINT \`FK_2f8e9d7d2c2b9e29033935142ef\` FOREIGN KEY (\`room_type_id\`) REFERENCES \`room_types\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`wishlist_entries\` ADD CONSTRAINT \`FK_3397899cd472294fabb8a29c94b\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`wishlist_entries\` ADD CONSTRAINT \`FK_a09ee201085b6a1b3458dd43097\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_materials\` ADD CONSTRAINT \`FK_b8471f7229eb02a8e59272958bc\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_materials\` ADD CONSTRAINT \`FK_2a6f7f8c7fc87e4512a9c70829d\` FOREIGN KEY (\`material_id\`) REFERENCES \`materials\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`product_materials\` DROP FOREIGN KEY \`FK_2a6f7f8c7fc87e4512a9c70829d\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_materials\` DROP FOREIGN KEY \`FK_b8471f7229eb02a8e59272958bc\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`wishlist_entries\` DROP FOREIGN KEY \`FK_a09ee201085b6a1b3458dd43097\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`wishlist_entries\` DROP FOREIGN KEY \`FK_3397899cd472294fabb8a29c94b\``,
    );
    await queryRunner.query(`ALTER TABLE \`room_views\` DROP FOREIGN KEY \`FK_2f8e9d7d2c2b9e29033935142ef\``);
    await queryRunner.query(`ALTER TABLE \`reviews\` DROP FOREIGN KEY \`FK_4dd42f48aa60ad8c0d5d5c4ea5b\``);
    await queryRunner.query(`ALTER TABLE \`reviews\` DROP FOREIGN KEY \`FK_9482e9567d8dcc2bc615981ef44\``);
    await queryRunner.query(
      `ALTER TABLE \`product_images\` DROP FOREIGN KEY \`FK_4f166bb8c2bfcef2498d97b4068\``,
    );
    await queryRunner.query(`ALTER TABLE \`payments\` DROP FOREIGN KEY \`FK_b2f7b823a21562eeca20e72b006\``);
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` DROP FOREIGN KEY \`FK_c33a737fbeb5050911ca729aaed\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_lines\` DROP FOREIGN KEY \`FK_6a619803439ea92778cafc8fb54\``,
    );
    await queryRunner.query(`ALTER TABLE \`products\` DROP FOREIGN KEY \`FK_267b50418405d57cdb926e18937\``);
    await queryRunner.query(`ALTER TABLE \`room_types\` DROP FOREIGN KEY \`FK_6c44c5e350aa0cfefe38860932e\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP FOREIGN KEY \`FK_772d0ce0473ac2ccfa26060dbe9\``);
    await queryRunner.query(`ALTER TABLE \`materials\` DROP FOREIGN KEY \`FK_021872b8b643bb253dbce571f2c\``);
    await queryRunner.query(`DROP INDEX \`IDX_2a6f7f8c7fc87e4512a9c70829\` ON \`product_materials\``);
    await queryRunner.query(`DROP INDEX \`IDX_b8471f7229eb02a8e59272958b\` ON \`product_materials\``);
    await queryRunner.query(`DROP TABLE \`product_materials\``);
    await queryRunner.query(`DROP INDEX \`IDX_b07ac6f9ba9ed136c7d78742bf\` ON \`wishlist_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_a09ee201085b6a1b3458dd4309\` ON \`wishlist_entries\``);
    await queryRunner.query(`DROP TABLE \`wishlist_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_84b814f9a703403b308835f8cc\` ON \`staff_members\``);
    await queryRunner.query(`DROP TABLE \`staff_members\``);
    await queryRunner.query(`DROP TABLE \`social_links\``);
    await queryRunner.query(`DROP TABLE \`site_information\``);
    await queryRunner.query(`DROP INDEX \`IDX_abaa9e068cdd390bc5210f7988\` ON \`sessions\``);
    await queryRunner.query(`DROP INDEX \`IDX_ed3ca6d25fcc5fd9f5c3f1a53d\` ON \`sessions\``);
    await queryRunner.query(`DROP INDEX \`IDX_9cfe37d28c3b229a350e086d94\` ON \`sessions\``);
    await queryRunner.query(`DROP TABLE \`sessions\``);
    await queryRunner.query(`DROP INDEX \`IDX_d10679f0686b5c4b97bbafe170\` ON \`room_views\``);
    await queryRunner.query(`DROP TABLE \`room_views\``);
    await queryRunner.query(`DROP INDEX \`IDX_4dd42f48aa60ad8c0d5d5c4ea5\` ON \`reviews\``);
    await queryRunner.query(`DROP INDEX \`IDX_9482e9567d8dcc2bc615981ef4\` ON \`reviews\``);
    await queryRunner.query(`DROP TABLE \`reviews\``);
    await queryRunner.query(`DROP INDEX \`IDX_4f166bb8c2bfcef2498d97b406\` ON \`product_images\``);
    await queryRunner.query(`DROP TABLE \`product_images\``);
    await queryRunner.query(`DROP INDEX \`IDX_f4b4af0e4dc1ec56503cd1288c\` ON \`payments\``);
    await queryRunner.query(`DROP INDEX \`IDX_b2f7b823a21562eeca20e72b00\` ON \`payments\``);
    await queryRunner.query(`DROP TABLE \`payments\``);
    await queryRunner.query(`DROP INDEX \`IDX_cdb38f647e394ea5717c7ebb4f\` ON \`payment_events\``);
    await queryRunner.query(`DROP TABLE \`payment_events\``);
    await queryRunner.query(`DROP INDEX \`IDX_323290a9239ad3d397ad78018e\` ON \`password_resets\``);
    await queryRunner.query(`DROP INDEX \`IDX_67ab5a33bc24603a65eaabfa35\` ON \`password_resets\``);
    await queryRunner.query(`DROP TABLE \`password_resets\``);
    await queryRunner.query(`DROP INDEX \`IDX_c33a737fbeb5050911ca729aae\` ON \`order_lines\``);
    await queryRunner.query(`DROP INDEX \`IDX_6a619803439ea92778cafc8fb5\` ON \`order_lines\``);
    await queryRunner.query(`DROP TABLE \`order_lines\``);
    await queryRunner.query(`DROP INDEX \`IDX_464f927ae360106b783ed0b410\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_5b9ff20c62555d1ceb3d68d00e\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_267b50418405d57cdb926e1893\` ON \`products\``);
    await queryRunner.query(`DROP TABLE \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_e79afa8f05e3bfc95b8034e1e8\` ON \`room_types\``);
    await queryRunner.query(`DROP INDEX \`IDX_6c44c5e350aa0cfefe38860932\` ON \`room_types\``);
    await queryRunner.query(`DROP TABLE \`room_types\``);
    await queryRunner.query(`DROP INDEX \`IDX_4a252a005ce573079b47a4f38e\` ON \`rooms\``);
    await queryRunner.query(`DROP TABLE \`rooms\``);
    await queryRunner.query(`DROP INDEX \`IDX_4e174e347d448617acdf98fef0\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_775c9f06fc27ae3ff8fb26f2c4\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_772d0ce0473ac2ccfa26060dbe\` ON \`orders\``);
    await queryRunner.query(`DROP TABLE \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_021872b8b643bb253dbce571f2\` ON \`materials\``);
    await queryRunner.query(`DROP TABLE \`materials\``);
    await queryRunner.query(`DROP INDEX \`IDX_0464770d6998ec646d12739972\` ON \`material_types\``);
    await queryRunner.query(`DROP TABLE \`material_types\``);
    await queryRunner.query(`DROP TABLE \`gallery_images\``);
    await queryRunner.query(`DROP INDEX \`IDX_8536b8b85c06969f84f0c098b0\` ON \`customers\``);
    await queryRunner.query(`DROP TABLE \`customers\``);
    await queryRunner.query(`DROP INDEX \`IDX_e55d44314cdf69654a2eb6325a\` ON \`contact_messages\``);
    await queryRunner.query(`DROP TABLE \`contact_messages\``);
  }
}
