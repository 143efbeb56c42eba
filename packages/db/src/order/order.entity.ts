import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn, IntColumn, StatusColumn, UpdatedAt } from '../columns.js';
import { Customer } from '../customer/customer.entity.js';

const Text = (length = 120) => Column({ type: 'varchar', length, default: '' });

/** Order, payment and fulfilment are three separate states (the design's data rules). */
@Entity('orders')
export class Order {
  @IdColumn() id!: number;
  @Column({ type: 'varchar', length: 32, unique: true }) number!: string;
  /** The customer's account; null for a guest's order (until an account with its email claims it). */
  @Index() @FkColumn(true) customerId!: number | null;
  @ManyToOne(() => Customer, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Customer;
  @Index() @StatusColumn('pending') status!: string;
  @StatusColumn('initiated') paymentStatus!: string;
  @StatusColumn('unfulfilled') fulfilmentStatus!: string;
  @IntColumn() subtotalCents!: number;
  @IntColumn() shippingCents!: number;
  /** Sales tax of the lines and of shipping (see @shop/domain tax.ts for the rounding rule); in totalCents. */
  @IntColumn() taxCents!: number;
  /** The part of taxCents on shipping, and its rate in ppm (0 where shipping is not taxed). */
  @IntColumn() shippingTaxCents!: number;
  @IntColumn() shippingTaxRatePpm!: number;
  /** Where the tax is owed ("NY New York City"), the state alone for its base rate. */
  @Text(80) taxJurisdiction!: string;
  /** Who computed it: 'table' (the shop's rate table) or 'stripe' (Stripe Tax); '' for orders from before tax. */
  @Text(20) taxSource!: string;
  /** Promotions: everything taken off (items and shipping), of which shippingDiscountCents off shipping. */
  @IntColumn() discountCents!: number;
  @IntColumn() shippingDiscountCents!: number;
  /** The promotions used, as the buyer read them ("Code SAVE10: Spring sale, $12.00 off"), one per line. */
  @Column({ type: 'varchar', length: 1000, default: '' }) promotions!: string;
  /**
   * The shop's crew delivery level the order was sold with instead of a carrier speed (null: the carrier delivers),
   * as it was then: its zone, kind, name and fee. The fee is a charge beside shipping, taxed as the state taxes
   * shipping; deliveryFeeTaxCents is its part of taxCents.
   */
  @Column({ type: 'int', nullable: true, default: null }) deliveryLevelId!: number | null;
  @Column({ type: 'int', nullable: true, default: null }) deliveryZoneId!: number | null;
  @Text(20) deliveryLevelKind!: string;
  @Text(80) deliveryLevelName!: string;
  @IntColumn() deliveryFeeCents!: number;
  @IntColumn() deliveryFeeTaxCents!: number;
  /** subtotal - discount + shipping + delivery fee + tax. */
  /** A $0 replacement order: the case (a damage claim) it replaces pieces for. */
  @Column({ type: 'int', nullable: true, default: null }) replacesCaseId!: number | null;
  @IntColumn() totalCents!: number;
  @Column({ type: 'varchar', length: 3, default: 'USD' }) currency!: string;
  @Text(20) shippingTier!: string;
  @Text(40) shippingService!: string;
  /** The quote the order was sold with, as JSON text. */
  @Column({ type: 'text', nullable: true, default: null }) shippingQuote!: string | null;
  @Text() shipName!: string;
  @Text(190) email!: string;
  /**
   * A guest's order: the SHA-256 (hex) of the cart session cookie that placed it. Only that session may pay or
   * cancel it; later the guest finds it by number and email. Null for a customer's order.
   */
  @Column({ type: 'varchar', length: 64, nullable: true, default: null }) guestSessionHash!: string | null;
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
