import { Material, MaterialType } from '@shop/db';
import {
  UNKNOWN_MATERIAL_TYPE_MESSAGE,
  type IPaginated,
  type TMaterial,
  type TMaterialForm,
  type TMaterialListInput,
  type TMaterialTypeWithMaterials,
  plural,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import type { UnusedImages } from '../images/unused-images.js';
import { existsOrThrow, findOrThrow } from '../common/find.js';
import {
  allOf,
  isoDate,
  pagedList,
  searchCondition,
  sortOf,
  type ISqlCondition,
  type TRow,
} from '../common/reads/paged-query.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import { toMaterialType } from '../material-type/material-type.service.js';

/** The one material mapper, for entities and raw list rows alike, given its type's name. */
export function toMaterial(material: TRow<Material>, materialTypeName: string): TMaterial {
  return {
    id: Number(material.id),
    materialTypeId: Number(material.materialTypeId),
    materialTypeName,
    name: material.name,
    description: material.description,
    image: material.image,
    createdAt: isoDate(material.createdAt),
    updatedAt: isoDate(material.updatedAt),
  };
}

const byType = (materialTypeId: number | undefined): ISqlCondition | undefined =>
  materialTypeId === undefined ? undefined : { sql: 'material_type_id = ?', params: [materialTypeId] };

export class MaterialService {
  constructor(
    private readonly db: Db,
    private readonly unusedImages?: UnusedImages,
  ) {}

  private get materials() {
    return this.db.repo(Material);
  }

  /** Names of the given types, read once per page rather than joined into the metadata-driven list. */
  private async typeNames(typeIds: number[]): Promise<Map<number, string>> {
    if (!typeIds.length) return new Map();
    const types = await this.db
      .repo(MaterialType)
      .find({ select: { id: true, name: true }, where: { id: In([...new Set(typeIds)]) } });
    return new Map(types.map((t) => [t.id, t.name]));
  }

  async getList(input: TMaterialListInput): Promise<IPaginated<TMaterial>> {
    const page = await pagedList(this.db, Material, {
      where: allOf(byType(input.materialTypeId), searchCondition(['name', 'description'], input.search)),
      sort: sortOf(input.sort),
      page: input.page,
      map: (row) => row,
    });
    const names = await this.typeNames(page.data.map((m) => Number(m.materialTypeId)));
    const data = page.data.map((m) => toMaterial(m, names.get(Number(m.materialTypeId)) ?? ''));
    return { ...page, data };
  }

  async detail(id: number): Promise<TMaterial> {
    const material = await findOrThrow(this.materials, id, 'Material');
    const names = await this.typeNames([material.materialTypeId]);
    return toMaterial(material, names.get(material.materialTypeId) ?? '');
  }

  /** Types by name, each with its materials by name; types without materials are left out. */
  async groupedByType(): Promise<TMaterialTypeWithMaterials[]> {
    const [types, materials] = await Promise.all([
      this.db.repo(MaterialType).find({ order: { name: 'ASC', id: 'ASC' } }),
      this.materials.find({ order: { name: 'ASC', id: 'ASC' } }),
    ]);
    return types
      .map((type) => ({
        ...toMaterialType(type),
        materials: materials.filter((m) => m.materialTypeId === type.id).map((m) => toMaterial(m, type.name)),
      }))
      .filter((group) => group.materials.length > 0);
  }

  async create(form: TMaterialForm): Promise<TMaterial> {
    await this.typeExistsOrThrow(form.materialTypeId);
    const result = await this.materials.insert(form);
    return this.detail(Number(result.identifiers[0]!.id));
  }

  async update(id: number, form: TMaterialForm): Promise<TMaterial> {
    const before = await findOrThrow(this.materials, id, 'Material');
    await this.typeExistsOrThrow(form.materialTypeId);
    await this.materials.update({ id }, form);
    // A replaced swatch goes once nothing names it any more.
    if (before.image !== form.image) await this.unusedImages?.removeUnused([before.image], this.db);
    return this.detail(id);
  }

  async delete(id: number): Promise<void> {
    await existsOrThrow(this.materials, id, 'Material');
    const products = await this.productsUsing(id);
    if (products > 0) {
      throw new ConflictError(
        `This material is used by ${plural(products, 'product')}; remove it from them first.`,
      );
    }
    const { image } = await this.materials.findOneOrFail({
      select: { id: true, image: true },
      where: { id },
    });
    await this.materials.delete({ id });
    await this.unusedImages?.removeUnused([image], this.db);
  }

  /** Archived products count too: they still name the material and may come back. */
  private async productsUsing(id: number): Promise<number> {
    const [row] = await this.db.query<{ total: number | string }>(
      'SELECT COUNT(*) AS total FROM product_materials WHERE material_id = ?',
      [id],
    );
    return Number(row?.total ?? 0);
  }

  private async typeExistsOrThrow(materialTypeId: number): Promise<void> {
    if (!(await this.db.repo(MaterialType).exists({ where: { id: materialTypeId } })))
      throw new FieldValidationError({ materialTypeId: [UNKNOWN_MATERIAL_TYPE_MESSAGE] });
  }
}
