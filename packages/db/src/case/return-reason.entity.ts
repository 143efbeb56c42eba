import { Column, Entity } from 'typeorm';
import { FlagColumn, IdColumn, IntColumn } from '../columns.js';

/** Why a buyer returns something, as staff word it; the fault decides whether the return's fees apply. */
@Entity('return_reasons')
export class ReturnReason {
  @IdColumn() id!: number;
  @Column({ type: 'varchar', length: 80 }) label!: string;
  /** 'customer' (fees apply) or 'shop' (fees waived). */
  @Column({ type: 'varchar', length: 10, default: 'customer' }) fault!: string;
  /** Inactive reasons stay on the cases that used them but are no longer offered. */
  @FlagColumn(true) active!: boolean;
  @IntColumn() sortOrder!: number;
}
