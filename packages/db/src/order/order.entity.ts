import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn, IntColumn, StatusColumn, UpdatedAt } from '../columns.js';
import { Customer } from '../customer/customer.entity.js';

const Text = (length = 120) => Column({ type: 'varchar', length, default: '' });

/** Order, payment and fulfilment are three separate states (the design's data rules). */
@Entity('orders')
export class Order {
  @IdColumn() id!: number;
  @Column({ type: 'varchar', length: 32, unique: true }) number!: string;
  @Index() @FkColumn() customerId!: number;
  @ManyToOne(() => Customer, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Customer;
  @Index() @StatusColumn('pending') status!: string;
  @StatusColumn('initiated') paymentStatus!: string;
  @StatusColumn('unfulfilled') fulfilmentStatus!: string;
  @IntColumn() subtotalCents!: number;
  @IntColumn() shippingCents!: number;
  @IntColumn() totalCents!: number;
  @Column({ type: 'varchar', length: 3, default: 'USD' }) currency!: string;
  @Text(20) shippingTier!: string;
  @Text(40) shippingService!: string;
  /** The quote the order was sold with, as JSON text. */
  @Column({ type: 'text', nullable: true, default: null }) shippingQuote!: string | null;
  @Text() shipName!: string;
  @Text(190) email!: string;
  @Text(40) phone!: string;
  @Text() addressLine1!: string;
  @Text() addressLine2!: string;
  @Text(80) city!: string;
  @Text(40) state!: string;
  @Text(20) postalCode!: string;
  @Column({ type: 'varchar', length: 2, default: 'US' }) country!: string;
  /** The carrier's tracking number, required when the order moves to shipped. */
  @Text(60) trackingNumber!: string;
  /** Reserved stock is released when a pending order passes this time unpaid. */
  @Column({ type: 'datetime', nullable: true, default: null }) reservedUntil!: Date | null;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
