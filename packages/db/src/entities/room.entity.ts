import { Entity } from 'typeorm';
import {
  CreatedAt,
  IdColumn,
  ImageColumn,
  NameColumn,
  SlugColumn,
  TextColumn,
  UpdatedAt,
} from './columns.js';

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
