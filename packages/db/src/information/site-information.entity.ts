import { Column, Entity } from 'typeorm';
import { IdColumn, ImageColumn, NameColumn, TextColumn, UpdatedAt } from '../columns.js';

/** Exactly one row: the shop's own details, shown in the footer and on /contact. */
@Entity('site_information')
export class SiteInformation {
  @IdColumn() id!: number;
  @NameColumn() name!: string;
  @Column({ type: 'varchar', length: 190 }) email!: string;
  @Column({ type: 'varchar', length: 40 }) phone!: string;
  @Column({ type: 'varchar', length: 255 }) address!: string;
  @Column({ type: 'varchar', length: 255 }) openingHours!: string;
  @TextColumn() about!: string;
  @ImageColumn() logo!: string | null;
  @UpdatedAt() updatedAt!: Date;
}
