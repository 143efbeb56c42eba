import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn } from '../columns.js';
import { Order } from './order.entity.js';

/**
 * One step in an order's timeline: created, paid, payment failed, processing, shipped, delivered, cancelled,
 * refunded... with who did it (the customer, a staff member or the system) and when.
 */
@Entity('order_events')
export class OrderEvent {
  @IdColumn() id!: number;
  @Index() @FkColumn() orderId!: number;
  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;
  /** What happened, e.g. 'created', 'paid', 'payment_failed', 'processing', 'shipped', 'cancelled', 'refunded'. */
  @Column({ type: 'varchar', length: 40 }) kind!: string;
  /** 'customer', 'staff' or 'system'. */
  @Column({ type: 'varchar', length: 16 }) actorType!: string;
  @Column({ type: 'int', nullable: true, default: null }) actorId!: number | null;
  @Column({ type: 'varchar', length: 120, default: '' }) actorName!: string;
  /** A short human sentence or detail (a tracking number, a decline reason, a refund amount). */
  @Column({ type: 'varchar', length: 255, default: '' }) note!: string;
  @Index() @CreatedAt() createdAt!: Date;
}
