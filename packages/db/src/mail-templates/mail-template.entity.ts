import { Column, Entity } from 'typeorm';
import { FkColumn, IdColumn, UpdatedAt } from '../columns.js';

/**
 * A customer mail's template as staff edited it (Liquid in subject, HTML and text). A key without a row is sent
 * with the default written in code; "revert to default" deletes the row.
 */
@Entity('mail_templates')
export class MailTemplate {
  @IdColumn() id!: number;
  /** Which mail (MAIL_TEMPLATE_KEYS of @shop/domain). */
  @Column({ type: 'varchar', length: 60, unique: true }) key!: string;
  @Column({ type: 'varchar', length: 255 }) subject!: string;
  @Column({ type: 'text' }) html!: string;
  /** Null: the text part is derived from the HTML when the mail is rendered. */
  @Column({ type: 'text', nullable: true, default: null }) text!: string | null;
  @UpdatedAt() updatedAt!: Date;
  /** The staff member who saved it last (no foreign key: the template outlives a removed member). */
  @FkColumn(true) updatedBy!: number | null;
}
