import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn } from '../columns.js';
import { Case } from './case.entity.js';

/** One step on a case's timeline: who did what, and what they said. */
@Entity('case_events')
export class CaseEvent {
  @IdColumn() id!: number;
  @Index() @FkColumn() caseId!: number;
  @ManyToOne(() => Case, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: Case;
  @Column({ type: 'varchar', length: 30 }) kind!: string;
  /** "Customer", "Guest" or the staff member's name. */
  @Column({ type: 'varchar', length: 120, default: '' }) actor!: string;
  @Column({ type: 'varchar', length: 1000, default: '' }) note!: string;
  @CreatedAt() createdAt!: Date;
}
