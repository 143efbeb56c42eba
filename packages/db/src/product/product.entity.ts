import { Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, ManyToOne } from 'typeorm';
import {
  CreatedAt,
  FkColumn,
  FlagColumn,
  IdColumn,
  ImageColumn,
  IntColumn,
  NameColumn,
  SlugColumn,
  TextColumn,
  UpdatedAt,
} from '../columns.js';
import { Material } from '../material/material.entity.js';
import { RoomType } from '../room-type/room-type.entity.js';

/** price x (100 - percent) / 100, truncated: the remainder taken off before dividing. */
const SALE_PRICE_EXPRESSION =
  '(`price_cents` * (100 - `discount_percent`) - (`price_cents` * (100 - `discount_percent`)) % 100) / 100';

/**
 * Searched by name, slug and description without a table scan: MySQL's FULLTEXT index over those three columns,
 * named here so that TypeORM's schema diff keeps it (`synchronize: false`), is created by the ProductSearch
 * migration. Declared as `fulltext`, TypeORM would give SQLite a plain index over the description text, where the
 * same migration builds an FTS5 table instead.
 */
@Index('IDX_products_search', { synchronize: false })
/**
 * The storefront lists one room type's active products in each of its sorts and reads one page: one index per
 * sort lets the database walk the page in order instead of sorting the room type's rows (ties broken by id).
 */
@Index('IDX_products_shelf_newest', ['roomTypeId', 'active', 'createdAt', 'id'])
@Index('IDX_products_shelf_price', ['roomTypeId', 'active', 'salePriceCents', 'id'])
@Index('IDX_products_shelf_name', ['roomTypeId', 'active', 'name', 'id'])
@Index('IDX_products_shelf_popular', ['roomTypeId', 'active', 'viewCount', 'id'])
/** The trending strip's fill: the most viewed, newest among equals, walked in order (the id follows in both). */
@Index('IDX_products_trending', ['viewCount', 'createdAt'])
@Entity('products')
export class Product {
  @IdColumn() id!: number;
  @Index() @FkColumn() roomTypeId!: number;
  @ManyToOne(() => RoomType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'room_type_id' })
  roomType?: RoomType;
  /** Indexed like price, stock and creation time: the back-office list sorts by each and reads one page. */
  @Index() @NameColumn(160) name!: string;
  @SlugColumn() slug!: string;
  /**
   * Unique across the shop (ProductSku migration). The default only lets SQLite add the column to existing rows:
   * every write names a SKU (`FS-<id>` when staff give none, `defaultSku` in @shop/domain).
   */
  @Index('IDX_products_sku', { unique: true })
  @Column({ type: 'varchar', length: 64, default: '' })
  sku!: string;
  @TextColumn() description!: string;
  /** Money is integer cents. */
  @Index() @IntColumn() priceCents!: number;
  @IntColumn() discountPercent!: number;
  /**
   * The price a customer pays and sees on every card: the list price less the discount, truncated to whole cents
   * (`discountedCents` in @shop/domain). Computed by the database on every write, whoever writes (the admin form, a
   * seed, a script), so the storefront's price sort and price filter read it from an index. The expression is plain
   * integer arithmetic that SQLite and MySQL evaluate alike (MySQL's `/` gives an exact decimal, whole here).
   */
  @Index('IDX_products_sale_price')
  @Column({
    type: 'int',
    generatedType: 'VIRTUAL',
    asExpression: SALE_PRICE_EXPRESSION,
    insert: false,
    update: false,
  })
  salePriceCents!: number;
  @Index() @IntColumn() stock!: number;
  /** Days to make or restock when out of stock; 0 means ships from stock only. */
  @IntColumn() leadTimeDays!: number;
  /**
   * 'stock' sells from stock only; 'made-to-order' and 'backorder' stay buyable when the stock runs out, the rest
   * made (or ordered again) in the lead time (TSellingMode in @shop/domain). The MadeToOrder migration made every
   * product with a lead time 'made-to-order'.
   */
  @Column({ type: 'varchar', length: 20, default: 'stock' })
  sellingMode!: string;
  /** Inactive products stay in orders and the back-office but leave the storefront (archived, not deleted). */
  @Index() @FlagColumn(true) active!: boolean;
  /** The main image's key, kept in step with the first product_image so lists need no join. */
  @ImageColumn() image!: string | null;
  /** Assembled size in inches. */
  @IntColumn() widthIn!: number;
  @IntColumn() depthIn!: number;
  @IntColumn() heightIn!: number;
  /** Shipping box in inches and pounds: decides parcel or freight. */
  @IntColumn() packageLengthIn!: number;
  @IntColumn() packageWidthIn!: number;
  @IntColumn() packageHeightIn!: number;
  @Column({ type: 'double', default: 0 }) packageWeightLb!: number;
  /** Arrives flat-packed: white-glove delivery assembles it (charged per piece), taking this many minutes. */
  @FlagColumn() needsAssembly!: boolean;
  @IntColumn() assemblyMinutes!: number;
  /** The product's own return policy; null fields take the shop's default (return_policies). */
  @Column({ type: 'boolean', nullable: true, default: null }) returnable!: boolean | null;
  @Column({ type: 'int', nullable: true, default: null }) returnWindowDays!: number | null;
  @Column({ type: 'int', nullable: true, default: null }) restockingFeePercent!: number | null;
  @Column({ type: 'int', nullable: true, default: null }) pickupFeeCents!: number | null;
  @Column({ type: 'varchar', length: 300, default: '' }) returnNote!: string;
  @Index() @IntColumn() viewCount!: number;
  @ManyToMany(() => Material)
  @JoinTable({
    name: 'product_materials',
    joinColumn: { name: 'product_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'material_id', referencedColumnName: 'id' },
  })
  materials?: Material[];
  @Index() @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
