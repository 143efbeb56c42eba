import { Column, Entity } from 'typeorm';
import { CreatedAt, IdColumn, IntColumn } from '../columns.js';

@Entity('gallery_images')
export class GalleryImage {
  @IdColumn() id!: number;
  @Column({ type: 'varchar', length: 255 }) image!: string;
  @Column({ type: 'varchar', length: 190, default: '' }) caption!: string;
  @IntColumn() position!: number;
  @CreatedAt() createdAt!: Date;
}
