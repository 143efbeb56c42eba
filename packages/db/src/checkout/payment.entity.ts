import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn, IntColumn, StatusColumn, UpdatedAt } from '../columns.js';
import { Order } from '../order/order.entity.js';

/** status: initiated, completed, failed, cancelled or refunded. */
@Entity('payments')
export class Payment {
  @IdColumn() id!: number;
  @Index() @FkColumn() orderId!: number;
  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;
  /** 'test' (the built-in gateway) or 'stripe'. */
  @Column({ type: 'varchar', length: 20 }) provider!: string;
  @Index() @Column({ type: 'varchar', length: 190, nullable: true, default: null }) providerRef!:
    string | null;
  /**
   * One key per payment attempt, sent by the client (a double click or a replayed request repeats it): a second
   * request with the same key answers the first attempt instead of charging again.
   */
  @Column({ type: 'varchar', length: 64, nullable: true, default: null, unique: true }) idempotencyKey!:
    string | null;
  @StatusColumn('initiated') status!: string;
  @IntColumn() amountCents!: number;
  @Column({ type: 'varchar', length: 3, default: 'USD' }) currency!: string;
  /** What has been given back through the provider; never more than amountCents. */
  @IntColumn() refundedCents!: number;
  @Column({ type: 'varchar', length: 255, nullable: true, default: null }) failureReason!: string | null;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
