import { Entity } from 'typeorm';
import { CreatedAt, IdColumn, NameColumn, SlugColumn, TextColumn, UpdatedAt } from '../columns.js';

@Entity('material_types')
export class MaterialType {
  @IdColumn() id!: number;
  @NameColumn() name!: string;
  @SlugColumn() slug!: string;
  @TextColumn() description!: string;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
