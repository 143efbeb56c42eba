import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import {
  CreatedAt,
  DateColumn,
  FkColumn,
  IdColumn,
  IntColumn,
  StatusColumn,
  TextColumn,
  UpdatedAt,
} from '../columns.js';

/**
 * One uploaded catalogue CSV: its dry run's counts and first errors and changes, then, once applied, its progress.
 * Kept in the database, so that whichever app process a poll reaches can answer it. The file's text is in
 * CatalogueImportPart (a TEXT column holds 64 kB on MySQL).
 */
@Entity('catalogue_imports')
export class CatalogueImport {
  @IdColumn() id!: number;
  /** invalid | validated | running | done | failed (TCatalogueImportStatus). */
  @Index() @StatusColumn('validated') status!: string;
  @Column({ type: 'varchar', length: 255, default: '' }) filename!: string;
  @IntColumn() rowCount!: number;
  @IntColumn() creates!: number;
  @IntColumn() updates!: number;
  @IntColumn() unchanged!: number;
  @IntColumn() processed!: number;
  @IntColumn() errorCount!: number;
  /** JSON: the first errors ({ line, field, message }) and planned changes. */
  @TextColumn() errors!: string;
  @TextColumn() changes!: string;
  @Column({ type: 'varchar', length: 500, nullable: true, default: null }) failure!: string | null;
  @Index() @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
  @DateColumn(true) finishedAt!: Date | null;
}

/** A slice of an import's file, in order (16 000 characters fit a MySQL TEXT in any encoding). */
@Entity('catalogue_import_parts')
export class CatalogueImportPart {
  @IdColumn() id!: number;
  @Index() @FkColumn() importId!: number;
  @ManyToOne(() => CatalogueImport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'import_id' })
  catalogueImport?: CatalogueImport;
  @IntColumn() position!: number;
  @TextColumn() text!: string;
}
