import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, FlagColumn, IdColumn, IntColumn, NameColumn, TextColumn } from '../columns.js';
import { Customer } from '../customer/customer.entity.js';
import { Product } from '../product/product.entity.js';

/** One review per customer per product (staff-written and seeded reviews have no customer). */
@Index('IDX_reviews_customer_product', ['customerId', 'productId'], { unique: true })
@Entity('reviews')
export class Review {
  @IdColumn() id!: number;
  @Index() @FkColumn() productId!: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  @Index() @FkColumn(true) customerId!: number | null;
  @ManyToOne(() => Customer, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Customer;
  @NameColumn() authorName!: string;
  /** 1 to 5 stars. */
  @IntColumn(5) rating!: number;
  @TextColumn() body!: string;
  /** Hidden by staff moderation: kept, but not shown or counted on the storefront. */
  @FlagColumn() hidden!: boolean;
  /** A customer's review waiting for staff approval: not shown or counted on the storefront until approved. */
  @FlagColumn() pending!: boolean;
  @CreatedAt() createdAt!: Date;
}
