import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, DateColumn, IdColumn, IntColumn } from '../columns.js';
import { Order } from '../order/order.entity.js';

/**
 * The invoice of a paid order, issued once and never changed: `snapshot` holds everything it prints (lines,
 * taxes, totals, the shop's details at the time), so a later edit of a product or of the site information leaves
 * an issued invoice as it was sent. An order with an invoice cannot be deleted (RESTRICT): the invoice is a record
 * the shop must keep.
 */
@Entity('invoices')
export class Invoice {
  @IdColumn() id!: number;
  @Column({ type: 'int', unique: true }) orderId!: number;
  @ManyToOne(() => Order, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;
  /** INV-2026-000123: its own series, gapless per year (DocumentCounter). */
  @Column({ type: 'varchar', length: 32, unique: true }) number!: string;
  @DateColumn() issuedAt!: Date;
  @IntColumn() totalCents!: number;
  /** What the PDF prints, JSON (@shop/services documents/snapshots.ts). */
  @Column({ type: 'text' }) snapshot!: string;
  @CreatedAt() createdAt!: Date;
}
