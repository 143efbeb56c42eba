import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, FkColumn, IdColumn, ImageColumn, NameColumn, TextColumn, UpdatedAt } from '../columns.js';
import { MaterialType } from '../material-type/material-type.entity.js';

/** Searched through MySQL's FULLTEXT index over name and description (see Room and the StorefrontSearch migration). */
@Index('IDX_materials_search', { synchronize: false })
@Entity('materials')
export class Material {
  @IdColumn() id!: number;
  @Index() @FkColumn() materialTypeId!: number;
  @ManyToOne(() => MaterialType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'material_type_id' })
  materialType?: MaterialType;
  @NameColumn() name!: string;
  @TextColumn() description!: string;
  /** The swatch. */
  @ImageColumn() image!: string | null;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
