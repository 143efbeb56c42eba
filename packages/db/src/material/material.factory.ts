import { Material } from '../entities/index.js';
import { type TSeedTarget, uniqueSuffix, insert } from '../seed/factory-kit.js';
import { seedMaterialType } from '../material-type/material-type.factory.js';

export async function seedMaterial(db: TSeedTarget, over: Partial<Material> = {}): Promise<Material> {
  const materialTypeId = over.materialTypeId ?? (await seedMaterialType(db)).id;
  return insert(db, Material, {
    name: `Material ${uniqueSuffix()}`,
    description: '',
    ...over,
    materialTypeId,
  });
}
