import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { FkColumn, IdColumn, IntColumn } from '../columns.js';
import { OrderLine } from '../order/order-line.entity.js';
import { Shipment } from './shipment.entity.js';

/** How many units of one order line went in one shipment. */
@Entity('shipment_lines')
@Index(['shipmentId', 'orderLineId'], { unique: true })
export class ShipmentLine {
  @IdColumn() id!: number;
  @FkColumn() shipmentId!: number;
  @ManyToOne(() => Shipment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shipment_id' })
  shipment?: Shipment;
  @Index() @FkColumn() orderLineId!: number;
  @ManyToOne(() => OrderLine, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_line_id' })
  orderLine?: OrderLine;
  @IntColumn(1) quantity!: number;
}
