import { Column, Entity, Index } from 'typeorm';
import { IdColumn, IntColumn } from '../columns.js';

/**
 * A local rate that replaces its state's: `zip` is a 5-digit ZIP code or the 3-digit start of a county's (or
 * city's) ZIP codes; the most precise match wins. Imported from CSV in the back-office.
 */
@Entity('tax_overrides')
@Index(['state', 'zip'], { unique: true })
export class TaxOverride {
  @IdColumn() id!: number;
  @Column({ type: 'varchar', length: 2 }) state!: string;
  @Column({ type: 'varchar', length: 5 }) zip!: string;
  /** The jurisdiction's name ("New York City"), shown and reported; may be empty. */
  @Column({ type: 'varchar', length: 80, default: '' }) county!: string;
  @IntColumn() ratePpm!: number;
}
