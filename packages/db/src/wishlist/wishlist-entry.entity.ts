import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn } from '../columns.js';
import { Customer } from '../customer/customer.entity.js';
import { Product } from '../product/product.entity.js';

@Entity('wishlist_entries')
@Index(['customerId', 'productId'], { unique: true })
export class WishlistEntry {
  @IdColumn() id!: number;
  @FkColumn() customerId!: number;
  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Customer;
  @Index() @FkColumn() productId!: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  @CreatedAt() createdAt!: Date;
}
