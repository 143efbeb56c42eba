import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { FkColumn, IdColumn } from '../columns.js';
import { DeliveryZone } from '../delivery/delivery-zone.entity.js';

/** A local date a zone's crew does not deliver (a holiday, a truck in the shop). */
@Entity('delivery_blackouts')
@Index(['zoneId', 'date'], { unique: true })
export class DeliveryBlackout {
  @IdColumn() id!: number;
  @FkColumn() zoneId!: number;
  @ManyToOne(() => DeliveryZone, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zone_id' })
  zone?: DeliveryZone;
  /** YYYY-MM-DD in the zone's time zone. */
  @Column({ type: 'varchar', length: 10 }) date!: string;
  @Column({ type: 'varchar', length: 200, default: '' }) reason!: string;
}
