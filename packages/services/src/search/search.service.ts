import {
  PAGE_SIZE,
  SHORT_LIST_LIMIT,
  discountedCents,
  pageOffset,
  paginated,
  type TSearchInput,
  type TSearchMaterial,
  type TSearchProduct,
  type TSearchResult,
  type TSearchRoom,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { searchWords } from '../common/full-text.js';
import { rankedMatch, type IRankedIndex, type IRankedMatch } from './ranked-match.js';

const PRODUCTS: IRankedIndex = {
  table: 'products',
  alias: 'p',
  columns: ['name', 'slug', 'description'],
  weights: [10, 5, 1],
  ftsTable: 'products_fts',
  fallbackColumn: 'name',
};
const ROOMS: IRankedIndex = {
  table: 'rooms',
  alias: 'r',
  columns: ['name', 'slug', 'description'],
  weights: [10, 5, 1],
  ftsTable: 'rooms_fts',
  fallbackColumn: 'name',
};
const MATERIALS: IRankedIndex = {
  table: 'materials',
  alias: 'm',
  columns: ['name', 'description'],
  weights: [10, 1],
  ftsTable: 'materials_fts',
  fallbackColumn: 'name',
};

/** Every index the storefront search reads, for the test that checks their query plans. */
export const SEARCH_INDEXES = { products: PRODUCTS, rooms: ROOMS, materials: MATERIALS };

type TProductRow = Omit<TSearchProduct, 'discountedCents'> & { roomTypeName: string | null };

const PRODUCT_COLUMNS =
  'p.id AS `id`, p.name AS `name`, p.slug AS `slug`, p.image AS `image`, p.price_cents AS `priceCents`, ' +
  'p.discount_percent AS `discountPercent`, rt.name AS `roomTypeName`';

function toSearchProduct(row: TProductRow): TSearchProduct {
  const priceCents = Number(row.priceCents);
  const discountPercent = Number(row.discountPercent);
  return {
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    image: row.image,
    priceCents,
    discountPercent,
    discountedCents: discountedCents(priceCents, discountPercent),
    roomTypeName: row.roomTypeName ?? '',
  };
}

/**
 * The storefront search (`/api/get-list-search`): active products, rooms and materials whose words start with
 * every word searched, best first, through each table's full-text index (never a scan of the table).
 */
export class SearchService {
  constructor(private readonly db: Db) {}

  async search({ q, page }: TSearchInput): Promise<TSearchResult> {
    const text = q.trim();
    const empty: TSearchResult = { q: text, products: paginated([], 0, page), rooms: [], materials: [] };
    if (!searchWords(text).length) return empty;
    const dialect = this.db.dialect;
    const [products, rooms, materials] = await Promise.all([
      this.products(rankedMatch(dialect, PRODUCTS, text)!, page),
      this.rooms(rankedMatch(dialect, ROOMS, text)!),
      this.materials(rankedMatch(dialect, MATERIALS, text)!),
    ]);
    return { q: text, products, rooms, materials };
  }

  /** Archived products are not for sale, so they are not found either. */
  private async products(match: IRankedMatch, page: number) {
    const where = `${match.where.sql} AND p.active = 1`;
    const [rows, counted] = await Promise.all([
      this.db.query<TProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM ${match.from} LEFT JOIN room_types rt ON rt.id = p.room_type_id ` +
          `WHERE ${where} ORDER BY ${match.orderBy.sql} LIMIT ? OFFSET ?`,
        [...match.where.params, ...match.orderBy.params, PAGE_SIZE, pageOffset(page)],
      ),
      this.db.query<{ total: number | string }>(
        `SELECT COUNT(*) AS total FROM ${match.from} WHERE ${where}`,
        match.where.params,
      ),
    ]);
    // MariaDB answers COUNT(*) as a string.
    return paginated(rows.map(toSearchProduct), Number(counted[0]?.total ?? 0), page);
  }

  private async rooms(match: IRankedMatch): Promise<TSearchRoom[]> {
    const rows = await this.db.query<TSearchRoom>(
      'SELECT r.id AS `id`, r.name AS `name`, r.slug AS `slug`, r.description AS `description`, ' +
        `r.image AS \`image\` FROM ${match.from} WHERE ${match.where.sql} ORDER BY ${match.orderBy.sql} LIMIT ?`,
      [...match.where.params, ...match.orderBy.params, SHORT_LIST_LIMIT],
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  private async materials(match: IRankedMatch): Promise<TSearchMaterial[]> {
    const rows = await this.db.query<TSearchMaterial>(
      'SELECT m.id AS `id`, m.name AS `name`, m.description AS `description`, m.image AS `image`, ' +
        'm.material_type_id AS `materialTypeId`, mt.name AS `materialTypeName` ' +
        `FROM ${match.from} JOIN material_types mt ON mt.id = m.material_type_id ` +
        `WHERE ${match.where.sql} ORDER BY ${match.orderBy.sql} LIMIT ?`,
      [...match.where.params, ...match.orderBy.params, SHORT_LIST_LIMIT],
    );
    return rows.map((row) => ({ ...row, id: Number(row.id), materialTypeId: Number(row.materialTypeId) }));
  }
}
