import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, DateColumn, FkColumn, FlagColumn, IdColumn, TextColumn } from '../columns.js';
import { Customer } from '../customer/customer.entity.js';

/**
 * A cart kept on the server: a guest's by the SHA-256 of their cart session cookie, a customer's by their id (one
 * each). `lines` is JSON of the cart lines as the wire schema has them (ZCartLine of @shop/domain), so fields that
 * schema gains pass through. The reminder columns serve the abandoned-cart mail: an email and the shopper's consent,
 * when the one reminder was sent, and when the cart was bought (never reminded then).
 */
@Entity('carts')
@Index(['remindedAt', 'updatedAt'])
export class Cart {
  @IdColumn() id!: number;
  @Column({ type: 'varchar', length: 64, nullable: true, default: null, unique: true })
  tokenHash!: string | null;
  @Column({ type: 'int', nullable: true, default: null, unique: true }) customerId!: number | null;
  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Customer;
  @TextColumn() lines!: string;
  @Column({ type: 'varchar', length: 190, default: '' }) email!: string;
  @FlagColumn() reminderConsent!: boolean;
  /** The SHA-256 of the token in the reminder's restore and unsubscribe links. */
  @Column({ type: 'varchar', length: 64, nullable: true, default: null }) linkTokenHash!: string | null;
  /** When the lines last changed (set by the shop, not by other writes such as the reminder's). */
  @DateColumn() updatedAt!: Date;
  @DateColumn(true) remindedAt!: Date | null;
  /** Bought: the order made from it (no reminder after that). */
  @DateColumn(true) orderedAt!: Date | null;
  @FkColumn(true) orderId!: number | null;
  /** Set when the shopper came back through the reminder's link (the dashboard counts these). */
  @DateColumn(true) recoveredAt!: Date | null;
  @CreatedAt() createdAt!: Date;
}
