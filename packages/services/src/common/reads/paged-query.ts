import { PAGE_SIZE, pageOffset, paginated, type IPaginated } from '@shop/domain';
import type { EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Db } from '../db.js';
import { keyOf, tablesRead, type TKeep } from './statement.js';

export interface ISqlCondition {
  sql: string;
  params: unknown[];
}

export interface IPagedQuery<TRow, TItem> {
  /** Table and column names are ours, never user input; values go in `where.params`. */
  table: string;
  /** The COUNT query's FROM when `table` joins tables only for their columns (the WHERE must not name them). */
  countTable?: string;
  columns: readonly string[];
  /** Values of placeholders in `columns` (a filtered shelf's stock of the matching variants), in their order. */
  columnParams?: readonly unknown[] | undefined;
  where?: ISqlCondition | undefined;
  /** The COUNT query's WHERE when it counts from `countTable` by an equivalent, cheaper condition. */
  countWhere?: ISqlCondition | undefined;
  orderBy: string;
  page: number;
  map: (row: TRow) => TItem;
  /** The total when the caller has just counted the same rows (countTable and countWhere): not counted again. */
  total?: number | undefined;
  /**
   * What is kept between requests (see IReadPolicy): the list's `total` (the default), or its `page` too, for the
   * back-office product list, where a page costs far more to read than to send. On SQLite the cache is exact, so
   * every page is kept until anything is written. On MySQL only a list long enough for its total to be kept (at
   * least 1 000 rows) keeps its pages: until a write to one of its tables (here, or in another process with
   * REDIS_URL), and never answered older than 5 s (other processes' writes nothing told of); a short list's page is
   * read every time, so it is exact even just after another process wrote. A list whose whole answer is kept goes
   * through pagedAnswer.
   */
  keep?: Exclude<TKeep, 'answer'>;
  /**
   * On MySQL, the smallest total from which a list whose whole answer is kept (pagedAnswer) is kept, when its rows
   * cost more to find than a plain list's (the count cache's 1 000 rows are priced at 0.2 us a row): a shelf
   * filtered through correlated subqueries (materials, option values) costs about ten times that a row.
   */
  keepFrom?: number | undefined;
}

interface IAnswerKey {
  key: string;
  tables: readonly string[];
  keepFrom: number | undefined;
}

/** Per list (its `list` function), the key and tables of each input's page statement. */
const answerKeys = new WeakMap<object, Map<string, IAnswerKey>>();

/**
 * A list whose whole answer is kept (`keep: 'answer'`), for the storefront's shelves: a request for a shelf already
 * read runs no query, and its validated output and JSON text are reused. Kept like the list's total: always on
 * SQLite (exact), and on MySQL only for a long list (see IPagedQuery.keep). The key and the tables come from the
 * page's statement for the input (which reads every table the count reads: the count only takes cheaper ways to the
 * same rows), worked out once per input: building the statement on every request cost a kept shelf 5.5 µs of CPU
 * against 2 µs (SQLite, 100 000 calls). `list` must be the same function on every call (a field of the service).
 */
export function pagedAnswer<TInput, TRow, TItem>(
  db: Db,
  input: TInput,
  list: (input: TInput) => IPagedQuery<TRow, TItem>,
): Promise<IPaginated<TItem>> {
  const counts = db.counts;
  if (!counts) return pagedQuery(db, list(input));
  let byInput = answerKeys.get(list);
  if (!byInput) answerKeys.set(list, (byInput = new Map()));
  const inputKey = JSON.stringify(input);
  let answer = byInput.get(inputKey);
  if (!answer) {
    const query = list(input);
    const statement = pageStatement(query);
    answer = { key: keyOf('answer', statement), tables: tablesRead(statement.sql), keepFrom: query.keepFrom };
    // Inputs come in many shapes (filters, prices, pages): kept, within bounds.
    if (byInput.size >= 2_000) byInput.clear();
    byInput.set(inputKey, answer);
  }
  return counts.rememberList(answer.key, answer.tables, () => pagedQuery(db, list(input)), answer.keepFrom);
}

/** The page's SELECT, LIMIT and OFFSET included. */
function pageStatement({
  table,
  columns,
  columnParams = [],
  where,
  orderBy,
  page,
}: Pick<IPagedQuery<unknown, unknown>, 'table' | 'columns' | 'columnParams' | 'where' | 'orderBy' | 'page'>) {
  return {
    sql: `SELECT ${columns.join(', ')} FROM ${table}${whereSql(where)} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    params: [...columnParams, ...(where?.params ?? []), PAGE_SIZE, pageOffset(page)],
  };
}

const whereSql = (condition: ISqlCondition | undefined) => (condition ? ` WHERE ${condition.sql}` : '');

/**
 * One page of a list and its total, in plain SQL that SQLite and MySQL both accept. Lists are the hottest reads
 * of the shop; skipping the ORM's query building and entity hydration here more than halves their database cost
 * (70 µs -> 28 µs a call on the room list). Writes still go through repositories.
 */
export async function pagedQuery<TRow, TItem>(
  db: Db,
  query: IPagedQuery<TRow, TItem>,
): Promise<IPaginated<TItem>> {
  const { sql, params } = pageStatement(query);
  const {
    table,
    countTable = table,
    columns,
    columnParams,
    where,
    countWhere = where,
    orderBy,
    page,
    map,
  } = query;
  const knownTotal = query.total;
  const read = async () => (await db.query<TRow>(sql, params)).map(map);
  const counts = db.counts;
  const count = countOf(countTable, countWhere);
  if (knownTotal === undefined && counts && !counts.exact && counts.wasShort(count.key)) {
    const readAt = counts.now();
    const found = await pageWithTotal<TRow>(db, {
      columns,
      columnParams,
      table,
      where,
      orderBy,
      page,
      count,
    });
    if (found) {
      counts.noteTotal(count.key, found.total, count.tables, readAt);
      return paginated(found.rows.map(map), found.total, page);
    }
  }
  const lookups = () =>
    Promise.all([
      query.keep === 'page' && counts?.keepsTotal(count.key, count.tables)
        ? counts.remember(keyOf('page', { sql, params }), tablesRead(sql), read)
        : read(),
      knownTotal ?? countRows(db, countTable, countWhere),
    ]);
  const [rows, total] = await (counts ? counts.atOneVersion(lookups) : lookups());
  return paginated(rows, total, page);
}

/**
 * A page and its list's total in one query: the count as an uncorrelated subquery, which the database runs once.
 * For short lists on MySQL, whose totals are counted on every request: one round trip instead of two. Undefined
 * for an empty page, which carries no total.
 */
async function pageWithTotal<TRow>(
  db: Db,
  {
    columns,
    columnParams = [],
    table,
    where,
    orderBy,
    page,
    count,
  }: Pick<IPagedQuery<TRow, unknown>, 'columns' | 'columnParams' | 'table' | 'where' | 'orderBy' | 'page'> & {
    count: ReturnType<typeof countOf>;
  },
): Promise<{ rows: TRow[]; total: number } | undefined> {
  const rows = await db.query<TRow & { [PAGE_TOTAL]?: number | string }>(
    `SELECT ${columns.join(', ')}, (${count.sql}) AS \`${PAGE_TOTAL}\` FROM ${table}` +
      `${where ? ` WHERE ${where.sql}` : ''} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    [...columnParams, ...count.params, ...(where?.params ?? []), PAGE_SIZE, pageOffset(page)],
  );
  if (!rows.length) return undefined;
  const total = Number(rows[0]![PAGE_TOTAL]);
  for (const row of rows) delete row[PAGE_TOTAL];
  return { rows, total };
}

/** The column that carries the total in pageWithTotal's rows; no column of ours has this name. */
const PAGE_TOTAL = '__page_total';

/** The COUNT query of `from` and `where`, and its key in the count cache. */
function countOf(from: string, where: ISqlCondition | undefined) {
  const sql = `SELECT COUNT(*) AS total FROM ${from}${whereSql(where)}`;
  const params = where?.params ?? [];
  return { sql, params, key: keyOf('total', { sql, params }), tables: tablesRead(sql) };
}

/** How many rows of `from` match `where`, through the database's count cache outside transactions. */
export function countRows(db: Db, from: string, where: ISqlCondition | undefined): Promise<number> {
  const { sql, params, key, tables } = countOf(from, where);
  // MariaDB answers COUNT(*) as a string.
  const count = async () => Number((await db.query<{ total: number | string }>(sql, params))[0]?.total ?? 0);
  return db.counts ? db.counts.total(key, tables, count) : count();
}

/**
 * A raw row of an entity: the entity's own property names (the SELECT aliases them), with what each driver
 * returns in place of dates and booleans. One mapper per entity reads both an entity and such a row.
 */
export type TRow<E> = {
  [K in keyof E]: E[K] extends Date ? Date | string : E[K] extends boolean ? boolean | number : E[K];
};

export interface IPagedList<E, TItem> {
  where?: ISqlCondition | undefined;
  /** Sort by an entity property; ties are broken by id so pages never overlap. */
  sort: { property: keyof E & string; direction: 'ASC' | 'DESC' };
  page: number;
  map: (row: TRow<E>) => TItem;
}

const selectLists = new WeakMap<EntityMetadata, string[]>();

/** `column AS property` for every column of the entity; backticks quote names in both MySQL and SQLite. */
function selectList(metadata: EntityMetadata): string[] {
  let list = selectLists.get(metadata);
  if (!list) {
    list = metadata.columns.map((c) => `\`${c.databaseName}\` AS \`${c.propertyName}\``);
    selectLists.set(metadata, list);
  }
  return list;
}

/** Converts an entity property name to its column, for WHERE and ORDER BY clauses. */
export function columnOf<E extends ObjectLiteral>(
  db: Db,
  entity: EntityTarget<E>,
  property: keyof E & string,
) {
  const column = db.metadata(entity).findColumnWithPropertyName(property);
  if (!column) throw new Error(`${String(property)} is not a column`);
  return column.databaseName;
}

/** A page of any entity's rows, table and columns read from its metadata, mapped by the entity's one mapper. */
export function pagedList<E extends ObjectLiteral, TItem>(
  db: Db,
  entity: EntityTarget<E>,
  { where, sort, page, map }: IPagedList<E, TItem>,
): Promise<IPaginated<TItem>> {
  const metadata = db.metadata(entity);
  const column = columnOf(db, entity, sort.property);
  return pagedQuery(db, {
    table: metadata.tableName,
    columns: selectList(metadata),
    where,
    orderBy: column === 'id' ? `id ${sort.direction}` : `\`${column}\` ${sort.direction}, id ASC`,
    page,
    map: map as (row: unknown) => TItem,
  });
}

/** '%text%' for LIKE with ! as the escape character (a backslash means different things in MySQL and SQLite). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** A LIKE search over several columns of ours, or nothing without a search term. */
export function searchCondition(
  columns: readonly string[],
  search: string | undefined,
): ISqlCondition | undefined {
  if (!search) return undefined;
  const like = containsPattern(search);
  return {
    sql: `(${columns.map((c) => `${c} LIKE ? ESCAPE '!'`).join(' OR ')})`,
    params: columns.map(() => like),
  };
}

/** Joins conditions with AND, skipping the absent ones. */
export function allOf(...conditions: (ISqlCondition | undefined)[]): ISqlCondition | undefined {
  const present = conditions.filter((c): c is ISqlCondition => c !== undefined);
  if (!present.length) return undefined;
  return { sql: present.map((c) => c.sql).join(' AND '), params: present.flatMap((c) => c.params) };
}

/** SQLite's own UTC text with milliseconds, which is already ISO 8601 but for the 'T' and the 'Z'. */
const SQLITE_MILLIS_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/;

/**
 * Raw datetime columns: MySQL gives Date objects, SQLite gives UTC text such as '2026-11-21 12:00:00.000'. The
 * common SQLite form is rewritten as text: parsing a Date per value cost 4.6% of a room list request's CPU.
 */
export function isoDate(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  if (SQLITE_MILLIS_TEXT.test(value)) return `${value.slice(0, 10)}T${value.slice(11)}Z`;
  return new Date(value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`).toISOString();
}

/** Raw boolean columns come back as 0/1 from both drivers. */
export const bool = (value: boolean | number): boolean => value === true || value === 1;

/** A sort value of the lists ('name', '-name', ...) as a property and a direction. */
export function sortOf<P extends string>(sort: P | `-${P}`): { property: P; direction: 'ASC' | 'DESC' } {
  return sort.startsWith('-')
    ? { property: sort.slice(1) as P, direction: 'DESC' }
    : { property: sort as P, direction: 'ASC' };
}
