import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn, IntColumn } from '../columns.js';
import { Product } from './product.entity.js';

@Entity('product_images')
export class ProductImage {
  @IdColumn() id!: number;
  @Index() @FkColumn() productId!: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  @Column({ type: 'varchar', length: 255 }) image!: string;
  /** Alt text for screen readers and search engines. */
  @Column({ type: 'varchar', length: 190, default: '' }) alt!: string;
  /** 0 is the main image. */
  @IntColumn() position!: number;
  @CreatedAt() createdAt!: Date;
}
