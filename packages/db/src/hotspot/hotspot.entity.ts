import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn, IntColumn, UpdatedAt } from '../columns.js';
import { Product } from '../product/product.entity.js';

/**
 * A product placed on a picture the storefront shows: a room's or a room type's image (`owner_id` is the room or
 * room type), or a gallery image (`owner_id` is the gallery image). The owner is one of three tables, so it has no
 * foreign key: the room, room type and gallery services remove a picture's hotspots when they delete or replace
 * the picture, and `image` (the picture's key when the hotspot was placed) keeps a replaced picture's points off
 * the new one in any case. The product's key cascades: a deleted product leaves no hotspot behind.
 */
@Entity('hotspots')
@Index('IDX_hotspots_owner', ['kind', 'ownerId'])
export class Hotspot {
  @IdColumn() id!: number;
  /** room | room-type | gallery (HOTSPOT_KINDS). */
  @Column({ type: 'varchar', length: 20 }) kind!: string;
  @FkColumn() ownerId!: number;
  @Column({ type: 'varchar', length: 255 }) image!: string;
  @Index() @FkColumn() productId!: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  /** Basis points (0..10000) of the picture's width and height. */
  @IntColumn() xBp!: number;
  @IntColumn() yBp!: number;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
