import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, DateColumn, IdColumn, IntColumn } from '../columns.js';
import { Refund } from '../checkout/refund.entity.js';
import { Invoice } from './invoice.entity.js';

/**
 * The credit note of one refund that gave money back, referring to the order's invoice; numbered CN-2026-000045 in
 * its own gapless series and, like the invoice, frozen in `snapshot` when issued.
 */
@Entity('credit_notes')
export class CreditNote {
  @IdColumn() id!: number;
  @Column({ type: 'int', unique: true }) refundId!: number;
  @ManyToOne(() => Refund, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'refund_id' })
  refund?: Refund;
  @Index() @Column({ type: 'int' }) invoiceId!: number;
  @ManyToOne(() => Invoice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: Invoice;
  /** The order, for listing an order's credit notes without a join. */
  @Index() @Column({ type: 'int' }) orderId!: number;
  @Column({ type: 'varchar', length: 32, unique: true }) number!: string;
  @DateColumn() issuedAt!: Date;
  @IntColumn() amountCents!: number;
  @Column({ type: 'text' }) snapshot!: string;
  @CreatedAt() createdAt!: Date;
}
