import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, DateColumn, FkColumn, IdColumn, IntColumn, StatusColumn, UpdatedAt } from '../columns.js';
import { Order } from '../order/order.entity.js';
import { Payment } from './payment.entity.js';

/**
 * One refund of a payment through the provider that took it, written before the provider is asked (no network call
 * runs inside a database transaction). status: pending (asked, or to be asked again: the provider failed or did not
 * answer), succeeded, or failed (the provider refused it for good). Every try of one refund sends the same
 * idempotency key, so a retry never gives the money back twice.
 */
@Entity('refunds')
export class Refund {
  @IdColumn() id!: number;
  @Index() @FkColumn() orderId!: number;
  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;
  @Index() @FkColumn() paymentId!: number;
  @ManyToOne(() => Payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id' })
  payment?: Payment;
  @IntColumn() amountCents!: number;
  /** The sales tax inside amountCents, in proportion to the payment (refundTaxShare): the tax report subtracts it. */
  @IntColumn() taxCents!: number;
  @StatusColumn('pending') status!: string;
  /** 'cancel': once the money is back the order is cancelled and its stock returned; 'refund': the money only. */
  @Column({ type: 'varchar', length: 20 }) purpose!: string;
  /** The items a partial refund gave back, "lineId:quantity,…" (@shop/domain refundLinesOf); '' for an amount. */
  @Column({ type: 'varchar', length: 1000, default: '' }) lines!: string;
  /** Sent to the provider with every try of this refund (Stripe's Idempotency-Key). */
  @Column({ type: 'varchar', length: 64, unique: true }) idempotencyKey!: string;
  /** The provider's id of the refund once it succeeded. */
  @Column({ type: 'varchar', length: 190, nullable: true, default: null }) providerRef!: string | null;
  /** Why the last try failed, for staff. */
  @Column({ type: 'varchar', length: 255, nullable: true, default: null }) failureReason!: string | null;
  @IntColumn() attempts!: number;
  /** While a try is under way, until when: nobody else tries meanwhile (a process that died frees it then). */
  @DateColumn(true) sendingUntil!: Date | null;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
