import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn, IntColumn, StatusColumn, UpdatedAt } from './columns.js';
import { Order } from './order.entity.js';

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
  @StatusColumn('initiated') status!: string;
  @IntColumn() amountCents!: number;
  @Column({ type: 'varchar', length: 3, default: 'USD' }) currency!: string;
  @Column({ type: 'varchar', length: 255, nullable: true, default: null }) failureReason!: string | null;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
