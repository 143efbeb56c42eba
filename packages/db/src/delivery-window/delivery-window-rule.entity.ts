import { Column, Entity, JoinColumn, OneToOne } from 'typeorm';
import { FkColumn, IdColumn, IntColumn, UpdatedAt } from '../columns.js';
import { DeliveryZone } from '../delivery/delivery-zone.entity.js';

/**
 * A zone's weekly delivery windows: the days the crew goes out, the windows of each such day in the zone's local
 * time, the crew units each window can take, and how long before a delivery the order must be in. One per zone.
 */
@Entity('delivery_window_rules')
export class DeliveryWindowRule {
  @IdColumn() id!: number;
  @FkColumn() zoneId!: number;
  @OneToOne(() => DeliveryZone, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zone_id' })
  zone?: DeliveryZone;
  /** ISO weekdays, space separated ("1 2 3 4 5" is Monday to Friday). */
  @Column({ type: 'varchar', length: 20, default: '' }) weekdays!: string;
  /** Local start-end pairs, space separated ("08:00-12:00 12:00-16:00"). */
  @Column({ type: 'varchar', length: 200, default: '' }) windows!: string;
  @IntColumn() capacityUnits!: number;
  @IntColumn(1) leadDays!: number;
  /** Local hour from which an order counts as placed the next day. */
  @IntColumn(14) cutoffHour!: number;
  @UpdatedAt() updatedAt!: Date;
}
