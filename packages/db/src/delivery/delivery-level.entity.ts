import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { FkColumn, FlagColumn, IdColumn, IntColumn, NameColumn } from '../columns.js';
import { DeliveryZone } from './delivery-zone.entity.js';

/**
 * A way the crew delivers in one zone (curbside, room of choice, white glove), sold as a fee: a base, plus each
 * freight piece after the first, plus assembly for each piece that needs it. One level of each kind per zone.
 */
@Entity('delivery_levels')
@Index(['zoneId', 'kind'], { unique: true })
export class DeliveryLevel {
  @IdColumn() id!: number;
  @FkColumn() zoneId!: number;
  @ManyToOne(() => DeliveryZone, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zone_id' })
  zone?: DeliveryZone;
  /** curbside, room_of_choice or white_glove (DELIVERY_LEVEL_KINDS of @shop/domain). */
  @Column({ type: 'varchar', length: 20 }) kind!: string;
  @NameColumn(80) name!: string;
  /** What it includes, in the buyer's words ("Carried to the room you choose; packaging taken away"). */
  @Column({ type: 'varchar', length: 500, default: '' }) description!: string;
  @IntColumn() baseCents!: number;
  @IntColumn() perExtraItemCents!: number;
  @IntColumn() assemblyPerItemCents!: number;
  /** Offered at checkout; an inactive level keeps its prices for when it comes back. */
  @FlagColumn(true) active!: boolean;
}
