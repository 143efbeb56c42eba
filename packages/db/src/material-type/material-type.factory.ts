import { MaterialType } from '../entities/index.js';
import { type TSeedTarget, uniqueSuffix, insert } from '../seed/factory-kit.js';

export async function seedMaterialType(
  db: TSeedTarget,
  over: Partial<MaterialType> = {},
): Promise<MaterialType> {
  const tag = uniqueSuffix();
  return insert(db, MaterialType, {
    name: `Material type ${tag}`,
    slug: `material-type-${tag}`,
    description: '',
    ...over,
  });
}
