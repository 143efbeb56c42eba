import { Column, Entity } from 'typeorm';
import { CreatedAt, IdColumn, IntColumn, NameColumn, UpdatedAt } from '../columns.js';

@Entity('social_links')
export class SocialLink {
  @IdColumn() id!: number;
  @NameColumn(60) name!: string;
  @Column({ type: 'varchar', length: 255 }) url!: string;
  /** An icon name the web app knows (facebook, instagram, pinterest, ...). */
  @Column({ type: 'varchar', length: 40 }) icon!: string;
  @IntColumn() position!: number;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
