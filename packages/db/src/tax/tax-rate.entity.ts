import { Entity, PrimaryColumn } from 'typeorm';
import { FlagColumn, IntColumn, UpdatedAt } from '../columns.js';

/**
 * The shop's sales tax table, one row per state (and DC): its rate in parts per million (40 000 = 4 %), whether
 * the shop collects there, and whether shipping is taxed. Seeded with a starting table (see tax-starting-table.ts)
 * that the shop owner maintains in the back-office.
 */
@Entity('tax_rates')
export class TaxRate {
  @PrimaryColumn({ type: 'varchar', length: 2 }) state!: string;
  @IntColumn() ratePpm!: number;
  @FlagColumn() collects!: boolean;
  @FlagColumn() shippingTaxable!: boolean;
  @UpdatedAt() updatedAt!: Date;
}
