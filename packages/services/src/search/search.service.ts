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
import {
  PRODUCT_SEARCH_INDEX,
  fullTextSearch,
  searchTuning,
  searchWords,
  walkOrIndex,
} from '../common/full-text.js';
import { countRows, type ISqlCondition } from '../common/reads/paged-query.js';
import { readKept, readKeptRows } from '../common/reads/policy.js';
import { HAS_VARIANTS_COLUMN } from '../common/products/product-card.js';
import { placeholders } from '../common/sql-values.js';
import {
  SWATCHES_COLUMN,
  choiceCondition,
  materialFacetsQuery,
  optionFacetsQuery,
  parseSwatches,
  type IFacetQuery,
} from '../common/products/option-filters.js';
import { allOf } from '../common/reads/paged-query.js';
import { rankedMatch, rankedWindowQuery, type IRankedIndex, type IRankedMatch } from './ranked-match.js';

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

/**
 * Every table a search answer is read from, on either dialect (the full-text tables are SQLite's): a write to one of
 * them retires the kept answer. The statement is never run; it names the tables and keys the answer.
 */
export const SEARCH_TABLES =
  'FROM products JOIN products_fts JOIN room_types JOIN rooms JOIN rooms_fts JOIN materials JOIN materials_fts ' +
  'JOIN material_types JOIN product_materials JOIN product_options JOIN product_option_values JOIN product_variants';

/** Every index the storefront search reads, for the test that checks their query plans. */
export const SEARCH_INDEXES = { products: PRODUCTS, rooms: ROOMS, materials: MATERIALS };

type TProductRow = Omit<TSearchProduct, 'discountedCents' | 'fromPrice' | 'swatches'> & {
  roomTypeName: string | null;
  hasVariants: number | string | boolean | null;
  swatches: string | null;
};

const ACTIVE: ISqlCondition = { sql: 'p.active = 1', params: [] };

const PRODUCT_COLUMNS =
  'p.id AS `id`, p.name AS `name`, p.slug AS `slug`, p.image AS `image`, p.price_cents AS `priceCents`, ' +
  `p.discount_percent AS \`discountPercent\`, rt.name AS \`roomTypeName\`, ${HAS_VARIANTS_COLUMN} AS \`hasVariants\`, ` +
  `${SWATCHES_COLUMN} AS \`swatches\``;

function toSearchProduct(row: TProductRow): TSearchProduct {
  const priceCents = Number(row.priceCents);
  const discountPercent = Number(row.discountPercent);
  const swatches = parseSwatches(row.swatches);
  return {
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    image: row.image,
    priceCents,
    discountPercent,
    discountedCents: discountedCents(priceCents, discountPercent),
    roomTypeName: row.roomTypeName ?? '',
    ...(Number(row.hasVariants) ? { fromPrice: true as const } : {}),
    ...(swatches ? { swatches } : {}),
  };
}

/**
 * The storefront search (`/api/get-list-search`): active products, rooms and materials whose words start with
 * every word searched, best first, through each table's full-text index (never a scan of the table).
 */
export class SearchService {
  constructor(private readonly db: Db) {}

  async getList({ q, page, materialIds, optionValues }: TSearchInput): Promise<TSearchResult> {
    const text = q.trim();
    const empty: TSearchResult = {
      q: text,
      products: paginated([], 0, page),
      rooms: [],
      materials: [],
      facets: { materials: [], options: [] },
    };
    if (!searchWords(text).length) return empty;
    // The whole answer is kept like its parts (exact on SQLite; on MySQL until a write to one of its tables, here or
    // told through Redis, and at most the cache's bound): a search read again costs one freshness check instead of
    // one per part, no SQL, and the same object comes back, so its validated output and JSON text are reused. Its
    // parts stay kept on their own, so that another page or filter of the same words reads only what differs.
    // Those parts that are looked up before the first await (the windows, rooms, materials) share the answer's
    // reading of the database's version: three syscalls a reading on SQLite in WAL mode.
    const answer = () =>
      readKept(
        this.db,
        { sql: SEARCH_TABLES, params: [text, page, materialIds, optionValues] },
        { keep: 'answer' },
        () => this.read(text, page, choiceCondition(materialIds, optionValues)),
      );
    return this.db.counts?.atOneVersion(answer) ?? answer();
  }

  private async read(text: string, page: number, filter: ISqlCondition | undefined): Promise<TSearchResult> {
    const dialect = this.db.dialect;
    const [{ products, facets }, rooms, materials] = await Promise.all([
      this.products(text, page, filter),
      this.rooms(rankedMatch(dialect, ROOMS, text)!),
      this.materials(rankedMatch(dialect, MATERIALS, text)!),
    ]);
    return { q: text, products, rooms, materials, facets };
  }

  /**
   * Archived products are not for sale, so they are not found either.
   *
   * Ranking reads every match: a word found in a sixth of 100 000 products is 16 000 matches to score and sort for a
   * page of 15 (measured at 100 000 products: 50 ms on SQLite, 160 ms on MariaDB, per request, and the count as
   * much again). So only a window of candidates is ranked: the `searchTuning.rankedWindow` latest added matches
   * (highest ids), which FTS5 hands over in rowid order and stops at (3 ms for "oak"; MariaDB still collects its
   * matches first, 110 ms). A rarer word's window holds all its matches, and is then the whole ranked result. The
   * window (ids only) and the total are kept like list totals (CountCache: until a product changes here, never
   * answered older than 5 s), so a request reads just its page by primary key. Past the window, older
   * matches follow latest first, through the index or by walking the primary key with the word test, whichever
   * reads less (`walkOrIndex`).
   */
  private async products(text: string, page: number, filter: ISqlCondition | undefined) {
    const match = rankedMatch(this.db.dialect, PRODUCTS, text)!;
    const matched: ISqlCondition = { sql: `${match.where.sql} AND p.active = 1`, params: match.where.params };
    const where = allOf(matched, filter)!;
    const size = Math.max(1, searchTuning.rankedWindow);
    // The facets describe the best matches before any filter, so that choosing one does not hide the others.
    const [window, unfiltered] = await Promise.all([
      this.rankedWindow(match, where, size),
      filter ? this.rankedWindow(match, matched, size) : undefined,
    ]);
    const facets = await this.facets(unfiltered ?? window);
    const complete = window.length < size;
    // A window with room to spare holds every match.
    const total = complete ? window.length : await countRows(this.db, match.from, where);
    const offset = pageOffset(page);
    const ids = window.slice(offset, offset + PAGE_SIZE);
    const ranked = await this.byIds(ids);
    const missing = PAGE_SIZE - ids.length;
    const older =
      complete || missing === 0 || offset >= total
        ? []
        : await this.olderMatches(text, {
            before: Math.min(...window),
            offset: Math.max(0, offset - window.length),
            limit: missing,
            matches: total,
            filter,
          });
    return { products: paginated([...ranked, ...older].map(toSearchProduct), total, page), facets };
  }

  /**
   * What the best matches offer to narrow them by, kept like the window they come from (a write to products, their
   * options or materials retires them), so a search read again costs no more than before it had facets.
   */
  private async facets(ids: readonly number[]): Promise<TSearchResult['facets']> {
    if (!ids.length) return { materials: [], options: [] };
    const keptFacet = <T>({ sql, params, map }: IFacetQuery<T>) => this.kept({ sql, params }, map);
    const both = () =>
      Promise.all([keptFacet(materialFacetsQuery(ids)), keptFacet(optionFacetsQuery({ productIds: ids }))]);
    // One reading of the database's version for both lookups (see getList).
    const [materials, options] = await (this.db.counts?.atOneVersion(both) ?? both());
    return { materials, options };
  }

  /** The ids of the `size` latest added matches, best first. */
  private rankedWindow(match: IRankedMatch, where: ISqlCondition, size: number): Promise<number[]> {
    return this.kept(rankedWindowQuery(match, where, size), (rows: { id: number | string }[]) =>
      rows.map((row) => Number(row.id)),
    );
  }

  /**
   * The rows of a query, kept like a list total (`keep: 'answer'`): many visitors searching for the same words read
   * the full-text index once every few seconds, and a write to one of the query's tables retires the answer.
   * Outside the count cache (in a transaction), every call reads.
   */
  private kept<TRow, T>(query: ISqlCondition, map: (rows: TRow[]) => T): Promise<T> {
    return readKeptRows(this.db, query, { keep: 'answer' }, map);
  }

  /** Active products by id, in the order given (a product archived since the window was ranked is left out). */
  private async byIds(ids: readonly number[]): Promise<TProductRow[]> {
    if (!ids.length) return [];
    const rows = await this.db.query<TProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p LEFT JOIN room_types rt ON rt.id = p.room_type_id ` +
        `WHERE p.id IN (${placeholders(ids)}) AND p.active = 1`,
      [...ids],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Matches older than the ranked window (ids below `before`), latest first. */
  private async olderMatches(
    text: string,
    {
      before,
      offset,
      limit,
      matches,
      filter,
    }: { before: number; offset: number; limit: number; matches: number; filter: ISqlCondition | undefined },
  ): Promise<TProductRow[]> {
    const search = fullTextSearch(this.db.dialect, PRODUCT_SEARCH_INDEX, text)!;
    const rows = await countRows(this.db, 'products p', ACTIVE);
    const condition = walkOrIndex(search, { matches, rows, pageEnd: offset + limit });
    // A walk goes down the primary key from the window's oldest id. MariaDB took the active index instead and
    // tested every row above that id first (57 ms instead of 5 ms for the page after a 300-match window).
    const walk = condition === search.walk && this.db.dialect === 'mysql' ? ' FORCE INDEX (PRIMARY)' : '';
    return this.db.query<TProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p${walk} LEFT JOIN room_types rt ON rt.id = p.room_type_id ` +
        `WHERE ${condition.sql} AND p.active = 1${filter ? ` AND ${filter.sql}` : ''} AND p.id < ? ` +
        'ORDER BY p.id DESC LIMIT ? OFFSET ?',
      [...condition.params, ...(filter?.params ?? []), before, limit, offset],
    );
  }

  /** The best rooms, the same on every page: kept, as MySQL's full-text index costs a few ms a query even here. */
  private rooms(match: IRankedMatch): Promise<TSearchRoom[]> {
    const query = {
      sql:
        'SELECT r.id AS `id`, r.name AS `name`, r.slug AS `slug`, r.description AS `description`, ' +
        `r.image AS \`image\` FROM ${match.from} WHERE ${match.where.sql} ORDER BY ${match.orderBy.sql} LIMIT ?`,
      params: [...match.where.params, ...match.orderBy.params, SHORT_LIST_LIMIT],
    };
    return this.kept(query, (rows: TSearchRoom[]) => rows.map((row) => ({ ...row, id: Number(row.id) })));
  }

  private materials(match: IRankedMatch): Promise<TSearchMaterial[]> {
    const from = `${match.from} JOIN material_types mt ON mt.id = m.material_type_id`;
    const query = {
      sql:
        'SELECT m.id AS `id`, m.name AS `name`, m.description AS `description`, m.image AS `image`, ' +
        'm.material_type_id AS `materialTypeId`, mt.name AS `materialTypeName` ' +
        `FROM ${from} WHERE ${match.where.sql} ORDER BY ${match.orderBy.sql} LIMIT ?`,
      params: [...match.where.params, ...match.orderBy.params, SHORT_LIST_LIMIT],
    };
    return this.kept(query, (rows: TSearchMaterial[]) =>
      rows.map((row) => ({ ...row, id: Number(row.id), materialTypeId: Number(row.materialTypeId) })),
    );
  }
}
