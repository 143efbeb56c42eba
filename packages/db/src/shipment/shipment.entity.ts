import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn, StatusColumn } from '../columns.js';
import { Order } from '../order/order.entity.js';

/**
 * One parcel or delivery run of an order: staff ship an order in parts (pieces from stock now, a made-to-order piece
 * weeks later), each with its own carrier, tracking numbers and delivery date. The order is shipped once every line
 * is in some shipment, and delivered once every shipment is.
 */
@Entity('shipments')
export class Shipment {
  @IdColumn() id!: number;
  @Index() @FkColumn() orderId!: number;
  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;
  /** 1, 2, 3… within the order, in the order they were shipped: "Shipment 2 of 3". */
  @Column({ type: 'int', default: 1 }) sequence!: number;
  /** fedex, ups, usps, crew (the shop's own delivery crew) or other (SHIPMENT_CARRIERS of @shop/domain). */
  @Column({ type: 'varchar', length: 20, default: 'other' }) carrier!: string;
  /** The carrier's tracking numbers, one per line of text ('' for the shop's own crew). */
  @Column({ type: 'varchar', length: 400, default: '' }) trackingNumbers!: string;
  /** 'shipped' until the delivery is confirmed, then 'delivered'. */
  @StatusColumn('shipped') status!: string;
  /** The day it arrived (YYYY-MM-DD, the shop's calendar day); null while on its way. */
  @Column({ type: 'varchar', length: 10, nullable: true, default: null }) deliveredOn!: string | null;
  /** The staff member who shipped it (a name: the record outlives a removed member). */
  @Column({ type: 'varchar', length: 120, default: '' }) shippedBy!: string;
  @CreatedAt() createdAt!: Date;
}
