import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { FkColumn, IdColumn, IntColumn } from '../columns.js';
import { DeliveryZone } from '../delivery/delivery-zone.entity.js';

/**
 * One window on one local date of a zone, made by the first hold on it: the room it has and the units holds and
 * bookings use. Every change of usedUnits is one conditional update (`used_units + n <= capacity_units`), so the
 * two never cross whatever the interleaving; staff changes of capacity are applied here too.
 */
@Entity('delivery_slots')
@Index(['zoneId', 'date', 'windowStart'], { unique: true })
export class DeliverySlot {
  @IdColumn() id!: number;
  @FkColumn() zoneId!: number;
  @ManyToOne(() => DeliveryZone, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zone_id' })
  zone?: DeliveryZone;
  @Column({ type: 'varchar', length: 10 }) date!: string;
  @Column({ type: 'varchar', length: 5 }) windowStart!: string;
  @Column({ type: 'varchar', length: 5 }) windowEnd!: string;
  @IntColumn() capacityUnits!: number;
  @IntColumn() usedUnits!: number;
}
