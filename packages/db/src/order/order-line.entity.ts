import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { FkColumn, FlagColumn, IdColumn, IntColumn, NameColumn } from '../columns.js';
import { Order } from './order.entity.js';
import { ProductVariant } from '../product/product-variant.entity.js';
import { Product } from '../product/product.entity.js';

/** A product in an order, with its name and prices snapshotted at the time of sale. */
@Entity('order_lines')
export class OrderLine {
  @IdColumn() id!: number;
  @Index() @FkColumn() orderId!: number;
  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;
  @Index() @FkColumn(true) productId!: number | null;
  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  /** The variant sold (null for a product without variants, or a variant since deleted). */
  @Index() @FkColumn(true) variantId!: number | null;
  @ManyToOne(() => ProductVariant, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'variant_id' })
  variant?: ProductVariant;
  /** The SKU sold: the variant's, or the product's own. */
  @Column({ type: 'varchar', length: 64, default: '' }) sku!: string;
  /**
   * The options as sold, JSON: `[{ "name": "Size", "value": "Large", "surchargeCents": 0 }]` (surcharge options
   * with what they added to the unit price); '' for a product without options.
   */
  @Column({ type: 'varchar', length: 1000, default: '' }) options!: string;
  @NameColumn(160) productName!: string;
  @Column({ type: 'varchar', length: 140 }) productSlug!: string;
  @Column({ type: 'varchar', length: 255, nullable: true, default: null }) productImage!: string | null;
  @IntColumn() unitPriceCents!: number;
  @IntColumn() discountPercent!: number;
  @IntColumn() unitPaidCents!: number;
  @IntColumn(1) quantity!: number;
  @IntColumn() lineTotalCents!: number;
  /** Promotions' share of this line (@shop/domain promotion.ts allocation): tax is on lineTotalCents - this. */
  @IntColumn() discountCents!: number;
  /** Sales tax of this line: its rate in ppm, where it is owed, and the amount (lineTotalCents x rate, half up). */
  @IntColumn() taxRatePpm!: number;
  @Column({ type: 'varchar', length: 80, default: '' }) taxJurisdiction!: string;
  @IntColumn() taxCents!: number;
  /**
   * How the quantity is served: what was reserved from the shelf, and what is made to order (or
   * backordered) after the sale, shipping in the promised window. The two add up to the quantity; only the part
   * from stock goes back to the shelf when the order is cancelled. Lines sold before the MadeToOrder migration
   * came wholly from stock.
   */
  @IntColumn() fromStockQuantity!: number;
  @IntColumn() madeToOrderQuantity!: number;
  /** The promised window for the made-to-order part ("ships in 6–8 weeks"), its first and last day (YYYY-MM-DD). */
  @Column({ type: 'varchar', length: 40, default: '' }) shipWindow!: string;
  @Column({ type: 'varchar', length: 10, nullable: true, default: null }) shipsFrom!: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true, default: null }) shipsBy!: string | null;
  /** The part not from stock is backordered (waits for a restock), not made to order: its words differ. */
  @FlagColumn() backordered!: boolean;
  /**
   * The return policy in force at the sale (the product's own, else the shop's), so a later change never changes
   * what was promised. Lines sold before returns existed take the shop's first default: 30 days, no fees.
   */
  @FlagColumn(true) returnable!: boolean;
  /** Why not returnable: 'made-to-order' or 'final-sale' ('' when returnable). */
  @Column({ type: 'varchar', length: 20, default: '' }) returnBlocker!: string;
  @IntColumn(30) returnWindowDays!: number;
  @IntColumn() restockingFeePercent!: number;
  @IntColumn() pickupFeeCents!: number;
  @Column({ type: 'varchar', length: 300, default: '' }) returnNote!: string;
}
