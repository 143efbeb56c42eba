import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn } from './columns.js';
import { RoomType } from './room-type.entity.js';

/** One storefront visit of a room type page; aggregated for the back-office room type chart. */
@Entity('room_views')
@Index(['roomTypeId', 'createdAt'])
export class RoomView {
  @IdColumn() id!: number;
  @FkColumn() roomTypeId!: number;
  @ManyToOne(() => RoomType, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'room_type_id' })
  roomType?: RoomType;
  @CreatedAt() createdAt!: Date;
}
