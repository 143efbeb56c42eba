import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import {
  CreatedAt,
  FkColumn,
  IdColumn,
  ImageColumn,
  NameColumn,
  SlugColumn,
  TextColumn,
  UpdatedAt,
} from '../columns.js';
import { Room } from '../room/room.entity.js';

@Entity('room_types')
export class RoomType {
  @IdColumn() id!: number;
  @Index() @FkColumn() roomId!: number;
  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'room_id' })
  room?: Room;
  @NameColumn() name!: string;
  @SlugColumn() slug!: string;
  @TextColumn() description!: string;
  @ImageColumn() image!: string | null;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
