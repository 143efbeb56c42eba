import { Column, Entity, PrimaryColumn } from 'typeorm';
import { FlagColumn, IntColumn } from '../columns.js';

/**
 * The shop's default return policy: one row (id 1). A product's own settings override it field by field; the
 * policy in force at a sale is copied onto the order line.
 */
@Entity('return_policies')
export class ReturnPolicy {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @FlagColumn(true) returnable!: boolean;
  @IntColumn(30) windowDays!: number;
  @IntColumn() restockingFeePercent!: number;
  @IntColumn() pickupFeeCents!: number;
  @Column({ type: 'varchar', length: 300, default: '' }) note!: string;
}
