import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, FlagColumn, IdColumn, IntColumn } from '../columns.js';
import { Order } from '../order/order.entity.js';
import { Promotion } from './promotion.entity.js';

/** One promotion used by one order: what it took off. Released (and the counts lowered) when the order is cancelled unpaid. */
@Entity('promotion_uses')
@Index('IDX_promotion_uses_order_promotion', ['orderId', 'promotionId'], { unique: true })
export class PromotionUse {
  @IdColumn() id!: number;
  @Index() @FkColumn() promotionId!: number;
  @ManyToOne(() => Promotion, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'promotion_id' })
  promotion?: Promotion;
  @FkColumn() orderId!: number;
  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;
  /** Null for a guest's order (a guest gets no promotion limited per customer, so nothing is counted for them). */
  @Index() @FkColumn(true) customerId!: number | null;
  @Column({ type: 'varchar', length: 32, nullable: true, default: null }) code!: string | null;
  @IntColumn() itemsCents!: number;
  @IntColumn() shippingCents!: number;
  @FlagColumn() released!: boolean;
  @CreatedAt() createdAt!: Date;
}

/** A customer's uses of a promotion, counted with a conditional UPDATE like the promotion's own count. */
@Entity('promotion_customer_uses')
@Index('IDX_promotion_customer_uses', ['promotionId', 'customerId'], { unique: true })
export class PromotionCustomerUse {
  @IdColumn() id!: number;
  @FkColumn() promotionId!: number;
  @ManyToOne(() => Promotion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'promotion_id' })
  promotion?: Promotion;
  @Index() @FkColumn() customerId!: number;
  @IntColumn() count!: number;
}
