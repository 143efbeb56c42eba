import { SocialLink } from '@shop/db';
import {
  SOCIAL_PLATFORMS,
  type IPaginated,
  type TSocialForm,
  type TSocialLink,
  type TSocialListInput,
  type TSocialPlatform,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { existsOrThrow, findOrThrow } from '../common/find.js';
import { isoDate, pagedList, searchCondition, sortOf, type TRow } from '../common/reads/paged-query.js';

/** A row written before the platform list existed still gets an icon the web app can draw. */
function platformOf(icon: string): TSocialPlatform {
  return (SOCIAL_PLATFORMS as readonly string[]).includes(icon) ? (icon as TSocialPlatform) : 'other';
}

/** The one social link mapper, for entities and raw list rows alike. */
export function toSocialLink(row: TRow<SocialLink>): TSocialLink {
  return {
    id: Number(row.id),
    name: row.name,
    url: row.url,
    icon: platformOf(row.icon),
    position: Number(row.position),
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

export class SocialService {
  constructor(private readonly db: Db) {}

  private get links() {
    return this.db.repo(SocialLink);
  }

  getList(input: TSocialListInput): Promise<IPaginated<TSocialLink>> {
    return pagedList(this.db, SocialLink, {
      where: searchCondition(['name', 'url', 'icon'], input.search),
      sort: sortOf(input.sort),
      page: input.page,
      map: toSocialLink,
    });
  }

  /** Every link in display order, for the storefront footer. */
  async getListWithoutPaginate(): Promise<TSocialLink[]> {
    const rows = await this.links.find({ order: { position: 'ASC', id: 'ASC' } });
    return rows.map(toSocialLink);
  }

  async detail(id: number): Promise<TSocialLink> {
    return toSocialLink(await findOrThrow(this.links, id, 'Social link'));
  }

  async create(form: TSocialForm): Promise<TSocialLink> {
    const result = await this.links.insert(form);
    return this.detail(Number(result.identifiers[0]!.id));
  }

  async update(id: number, form: TSocialForm): Promise<TSocialLink> {
    await existsOrThrow(this.links, id, 'Social link');
    await this.links.update({ id }, form);
    return this.detail(id);
  }

  async delete(id: number): Promise<void> {
    await existsOrThrow(this.links, id, 'Social link');
    await this.links.delete({ id });
  }
}
