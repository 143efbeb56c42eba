import { Entity, Index } from 'typeorm';
import {
  CreatedAt,
  IdColumn,
  ImageColumn,
  NameColumn,
  SlugColumn,
  TextColumn,
  UpdatedAt,
} from '../columns.js';

/**
 * Searched by the storefront through MySQL's FULLTEXT index over name, slug and description, named here so that
 * TypeORM's schema diff keeps it; the StorefrontSearch migration creates it (and an FTS5 table on SQLite).
 */
@Index('IDX_rooms_search', { synchronize: false })
@Entity('rooms')
export class Room {
  @IdColumn() id!: number;
  @NameColumn() name!: string;
  @SlugColumn() slug!: string;
  @TextColumn() description!: string;
  @ImageColumn() image!: string | null;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
