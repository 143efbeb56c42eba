import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn, IntColumn, StatusColumn, UpdatedAt } from '../columns.js';
import { Order } from '../order/order.entity.js';

/**
 * A return or a damage claim of one order: which units, why, the state staff moved it to, and what settled it
 * (a refund, a replacement order). Every move is a conditional update on the state or fact it changes, so two staff
 * members acting at once move it once.
 */
@Entity('cases')
export class Case {
  @IdColumn() id!: number;
  /** The order's number and the case's place among its cases: "FS-2027-000123-R1". */
  @Column({ type: 'varchar', length: 40, unique: true }) number!: string;
  @Index() @FkColumn() orderId!: number;
  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;
  /** 'return' or 'claim'. */
  @Column({ type: 'varchar', length: 10 }) kind!: string;
  /** requested, approved, rejected, cancelled or closed (CASE_STATES of @shop/domain). */
  @Index() @StatusColumn('requested') state!: string;
  /** The reason as it read when the case was opened (a claim's is "Arrived damaged"). */
  @Column({ type: 'varchar', length: 80, default: '' }) reason!: string;
  @FkColumn(true) reasonId!: number | null;
  /** 'customer' or 'shop': whether the fees apply. */
  @Column({ type: 'varchar', length: 10, default: 'customer' }) fault!: string;
  @Column({ type: 'varchar', length: 2000, default: '' }) description!: string;
  @Column({ type: 'varchar', length: 1000, default: '' }) instructions!: string;
  @Column({ type: 'varchar', length: 500, default: '' }) rejectionReason!: string;
  /** The buyer's request key: a retried request finds this case instead of opening another. */
  @Column({ type: 'varchar', length: 100, unique: true }) idempotencyKey!: string;
  @Column({ type: 'datetime', nullable: true, default: null }) receivedAt!: Date | null;
  /** The refund that settled it (one per case: its key is the case's). */
  @FkColumn(true) refundId!: number | null;
  @IntColumn() refundedCents!: number;
  @IntColumn() refundedTaxCents!: number;
  /** The $0 order that replaces what was damaged; it points back with replacesCaseId. */
  @FkColumn(true) replacementOrderId!: number | null;
  @Index() @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
