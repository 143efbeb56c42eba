import { Material, MaterialType } from '@shop/db';
import type {
  IPaginated,
  TCheckSlugOutput,
  TMaterialType,
  TMaterialTypeForm,
  TMaterialTypeListInput,
} from '@shop/domain';
import { plural } from '@shop/domain';
import type { Db } from '../common/db.js';
import { existsOrThrow, findOrThrow } from '../common/find.js';
import { isoDate, pagedList, searchCondition, sortOf, type TRow } from '../common/reads/paged-query.js';
import { ConflictError } from '../errors.js';
import { checkSlug, writeWithFreeSlug } from '../common/slug.js';

/** The one material type mapper, for entities and raw list rows alike. */
export function toMaterialType(type: TRow<MaterialType>): TMaterialType {
  return {
    id: Number(type.id),
    name: type.name,
    slug: type.slug,
    description: type.description,
    createdAt: isoDate(type.createdAt),
    updatedAt: isoDate(type.updatedAt),
  };
}

export class MaterialTypeService {
  constructor(private readonly db: Db) {}

  private get types() {
    return this.db.repo(MaterialType);
  }

  getList(input: TMaterialTypeListInput): Promise<IPaginated<TMaterialType>> {
    return pagedList(this.db, MaterialType, {
      where: searchCondition(['name', 'slug', 'description'], input.search),
      sort: sortOf(input.sort),
      page: input.page,
      map: toMaterialType,
    });
  }

  /** Every type by name, for selects; a shop has a handful of material types, so no page is needed. */
  async options(): Promise<TMaterialType[]> {
    const rows = await this.types.find({ order: { name: 'ASC', id: 'ASC' } });
    return rows.map(toMaterialType);
  }

  async detail(id: number): Promise<TMaterialType> {
    return toMaterialType(await findOrThrow(this.types, id, 'Material type'));
  }

  checkSlug(slug: string, excludeId?: number): Promise<TCheckSlugOutput> {
    return checkSlug(this.types, slug, excludeId);
  }

  async create(form: TMaterialTypeForm): Promise<TMaterialType> {
    const result = await writeWithFreeSlug(this.types, form.slug, undefined, () => this.types.insert(form));
    return this.detail(Number(result.identifiers[0]!.id));
  }

  async update(id: number, form: TMaterialTypeForm): Promise<TMaterialType> {
    await existsOrThrow(this.types, id, 'Material type');
    await writeWithFreeSlug(this.types, form.slug, id, () => this.types.update({ id }, form));
    return this.detail(id);
  }

  async delete(id: number): Promise<void> {
    await existsOrThrow(this.types, id, 'Material type');
    const materials = await this.db.repo(Material).count({ where: { materialTypeId: id } });
    if (materials > 0) {
      throw new ConflictError(
        `This material type still has ${plural(materials, 'material')}; move or delete them first.`,
      );
    }
    await this.types.delete({ id });
  }
}
