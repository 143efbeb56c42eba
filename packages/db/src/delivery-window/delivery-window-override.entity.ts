import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { FkColumn, IdColumn, IntColumn } from '../columns.js';
import { DeliveryZone } from '../delivery/delivery-zone.entity.js';

/** One window's capacity on one local date, instead of its zone's rule (a crew short, an extra van). */
@Entity('delivery_window_overrides')
@Index(['zoneId', 'date', 'windowStart'], { unique: true })
export class DeliveryWindowOverride {
  @IdColumn() id!: number;
  @FkColumn() zoneId!: number;
  @ManyToOne(() => DeliveryZone, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zone_id' })
  zone?: DeliveryZone;
  @Column({ type: 'varchar', length: 10 }) date!: string;
  /** HH:MM, local. */
  @Column({ type: 'varchar', length: 5 }) windowStart!: string;
  @IntColumn() capacityUnits!: number;
}
