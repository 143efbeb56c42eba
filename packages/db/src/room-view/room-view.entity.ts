import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn } from '../columns.js';
import { RoomType } from '../room-type/room-type.entity.js';

/** One storefront visit of a room type page; aggregated for the back-office room type chart. */
@Entity('room_views')
@Index(['roomTypeId', 'createdAt'])
/** Finds a visitor's last view of a room type, so that reloads within the hour do not count again. */
@Index('IDX_room_views_visitor', ['roomTypeId', 'visitorKey', 'createdAt'])
export class RoomView {
  @IdColumn() id!: number;
  @FkColumn() roomTypeId!: number;
  @ManyToOne(() => RoomType, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'room_type_id' })
  roomType?: RoomType;
  /** Who viewed: a salted hash of address and browser that changes daily, never the address itself. */
  @Column({ type: 'varchar', length: 64, default: '' }) visitorKey!: string;
  @CreatedAt() createdAt!: Date;
}
