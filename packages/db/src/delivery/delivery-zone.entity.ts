import { Column, Entity } from 'typeorm';
import { CreatedAt, IdColumn, NameColumn, UpdatedAt } from '../columns.js';

/**
 * An area the shop's own crews deliver to, by ZIP: three-digit prefixes ("100" is Manhattan) and single ZIPs, in
 * the zone's own time zone (its delivery windows are its local hours). A cart going to a ZIP in a zone is offered
 * the zone's delivery levels beside the carrier's options.
 */
@Entity('delivery_zones')
export class DeliveryZone {
  @IdColumn() id!: number;
  @NameColumn(80) name!: string;
  /** An IANA time zone ("America/New_York"). */
  @Column({ type: 'varchar', length: 60, default: 'America/New_York' }) timeZone!: string;
  /** The ZIPs and ZIP prefixes it covers, space separated ("100 101 11201"). */
  @Column({ type: 'varchar', length: 2000, default: '' }) zips!: string;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
