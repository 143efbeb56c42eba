import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Shipments1796286026706 implements MigrationInterface {
  name = 'Shipments1796286026706';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`shipments\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` int NOT NULL, \`sequence\` int NOT NULL DEFAULT '1', \`carrier\` varchar(20) NOT NULL DEFAULT 'other', \`tracking_numbers\` varchar(400) NOT NULL DEFAULT '', \`status\` varchar(20) NOT NULL DEFAULT 'shipped', \`delivered_on\` varchar(10) NULL, \`shipped_by\` varchar(120) NOT NULL DEFAULT '', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_e86fac2a18a75dcb82bfbb23f4\` (\`order_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`shipment_lines\` (\`id\` int NOT NULL AUTO_INCREMENT, \`shipment_id\` int NOT NULL, \`order_line_id\` int NOT NULL, \`quantity\` int NOT NULL DEFAULT '1', INDEX \`IDX_9ba822ed09e2a9040f3b035d6a\` (\`order_line_id\`), UNIQUE INDEX \`IDX_872ead3ba0cbba8f8deefc45a4\` (\`shipment_id\`, \`order_line_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`shipments\` ADD CONSTRAINT \`FK_e86fac2a18a75dcb82bfbb23f43\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`shipment_lines\` ADD CONSTRAINT \`FK_9c49c2d267d8baf4caa802826b8\` FOREIGN KEY (\`shipment_id\`) REFERENCES \`shipments\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`shipment_lines\` ADD CONSTRAINT \`FK_9ba822ed09e2a9040f3b035d6a9\` FOREIGN KEY (\`order_line_id\`) REFERENCES \`order_lines\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Orders shipped before shipments existed become one shipment of everything, with their one tracking number
    // (FedEx, the only carrier the shop used then), shipped when their timeline says and delivered on the day the
    // order was.
    await queryRunner.query(
      `INSERT INTO shipments (order_id, sequence, carrier, tracking_numbers, status, delivered_on, shipped_by, created_at) SELECT o.id, 1, CASE WHEN o.tracking_number = '' THEN 'other' ELSE 'fedex' END, o.tracking_number, CASE WHEN o.fulfilment_status = 'delivered' THEN 'delivered' ELSE 'shipped' END, CASE WHEN o.fulfilment_status = 'delivered' THEN SUBSTR(COALESCE((SELECT MAX(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.kind = 'delivered'), o.updated_at), 1, 10) ELSE NULL END, COALESCE((SELECT MAX(e.actor_name) FROM order_events e WHERE e.order_id = o.id AND e.kind = 'shipped'), ''), COALESCE((SELECT MAX(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.kind = 'shipped'), o.updated_at) FROM orders o WHERE o.fulfilment_status IN ('shipped', 'delivered') ORDER BY o.id`,
    );
    await queryRunner.query(
      `INSERT INTO shipment_lines (shipment_id, order_line_id, quantity) SELECT s.id, ol.id, ol.quantity FROM shipments s JOIN order_lines ol ON ol.order_id = s.order_id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`shipment_lines\` DROP FOREIGN KEY \`FK_9ba822ed09e2a9040f3b035d6a9\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`shipment_lines\` DROP FOREIGN KEY \`FK_9c49c2d267d8baf4caa802826b8\``,
    );
    await queryRunner.query(`ALTER TABLE \`shipments\` DROP FOREIGN KEY \`FK_e86fac2a18a75dcb82bfbb23f43\``);
    await queryRunner.query(`DROP INDEX \`IDX_872ead3ba0cbba8f8deefc45a4\` ON \`shipment_lines\``);
    await queryRunner.query(`DROP INDEX \`IDX_9ba822ed09e2a9040f3b035d6a\` ON \`shipment_lines\``);
    await queryRunner.query(`DROP TABLE \`shipment_lines\``);
    await queryRunner.query(`DROP INDEX \`IDX_e86fac2a18a75dcb82bfbb23f4\` ON \`shipments\``);
    await queryRunner.query(`DROP TABLE \`shipments\``);
  }
}
