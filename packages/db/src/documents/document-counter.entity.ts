import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per numbering series (INV for invoices, CN for credit notes): the year it counts in and the last number
 * given. The row is written in the same transaction as the document it numbers, so a document that is not written
 * (the transaction rolls back) gives its number back, and numbers neither repeat nor skip. One row per series, not
 * per year, so that the row always exists (the migration writes it) and taking it never races an insert.
 */
@Entity('document_counters')
export class DocumentCounter {
  @PrimaryColumn({ type: 'varchar', length: 8 }) series!: string;
  /** The year of the last number given; the first number of a new year is 1 again. */
  @Column({ type: 'int', default: 0 }) year!: number;
  @Column({ type: 'int', default: 0 }) lastNumber!: number;
}
