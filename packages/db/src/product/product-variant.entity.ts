import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, FlagColumn, IdColumn, ImageColumn, IntColumn, UpdatedAt } from '../columns.js';
import { ProductOptionValue } from './product-option.entity.js';
import { Product } from './product.entity.js';

/**
 * One combination of a product's variant options' values, sold and stocked on its own: its own SKU (unique across
 * the shop together with products.sku), price, discount, stock, lead time, dimensions, box and image. A product
 * without variant options has none of these rows: the product's own columns are its one implicit variant. Each
 * row is written alone (saving one variant never rewrites its siblings).
 */
@Index('IDX_product_variants_combination', ['productId', 'combination'], { unique: true })
@Entity('product_variants')
export class ProductVariant {
  @IdColumn() id!: number;
  @Index() @FkColumn() productId!: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  @Column({ type: 'varchar', length: 64, unique: true }) sku!: string;
  /** The value ids in option order joined by '-' (`combinationKey`): one variant per combination. */
  @Column({ type: 'varchar', length: 64 }) combination!: string;
  /** The values, one per variant option in order (null past the product's variant options): filters join them. */
  @Index() @FkColumn() value1Id!: number;
  @ManyToOne(() => ProductOptionValue, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'value1_id' })
  value1?: ProductOptionValue;
  @Index() @FkColumn(true) value2Id!: number | null;
  @ManyToOne(() => ProductOptionValue, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'value2_id' })
  value2?: ProductOptionValue;
  @Index() @FkColumn(true) value3Id!: number | null;
  @ManyToOne(() => ProductOptionValue, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'value3_id' })
  value3?: ProductOptionValue;
  /** Money is integer cents. */
  @IntColumn() priceCents!: number;
  @IntColumn() discountPercent!: number;
  @Index() @IntColumn() stock!: number;
  @IntColumn() leadTimeDays!: number;
  /**
   * How this variant sells once its stock runs out ('stock', 'made-to-order' or 'backorder', see sellingMode in
   * @shop/domain), or null to follow its product's mode: most variants of a made-to-order sofa are made alike,
   * and a size that is only ever sold from stock says so on its own row.
   */
  @Column({ type: 'varchar', length: 20, nullable: true, default: null })
  sellingMode!: string | null;
  @IntColumn() widthIn!: number;
  @IntColumn() depthIn!: number;
  @IntColumn() heightIn!: number;
  @IntColumn() packageLengthIn!: number;
  @IntColumn() packageWidthIn!: number;
  @IntColumn() packageHeightIn!: number;
  @Column({ type: 'double', default: 0 }) packageWeightLb!: number;
  /** The image the product page shows for this variant (null: the product's own). */
  @ImageColumn() image!: string | null;
  @FlagColumn(true) active!: boolean;
  @IntColumn() position!: number;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
