import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn, IntColumn } from '../columns.js';

/**
 * A buyer's photo of a problem, re-encoded without its EXIF and kept under a private key (never under the public
 * image paths). Uploaded for an order first, then attached to the case that names it.
 */
@Entity('case_photos')
export class CasePhoto {
  @IdColumn() id!: number;
  @Index() @FkColumn() orderId!: number;
  @Index() @FkColumn(true) caseId!: number | null;
  @Column({ type: 'varchar', length: 255 }) storageKey!: string;
  @IntColumn() width!: number;
  @IntColumn() height!: number;
  @IntColumn() bytes!: number;
  @CreatedAt() createdAt!: Date;
}
