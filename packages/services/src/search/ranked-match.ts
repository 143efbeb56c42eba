import { fts5Query, mysqlBooleanQuery, searchWords } from '../common/full-text.js';
import { containsPattern, type ISqlCondition } from '../common/reads/paged-query.js';

/** A table's full-text index (see the ProductSearch and StorefrontSearch migrations). Names are ours. */
export interface IRankedIndex {
  table: string;
  alias: string;
  /** The MySQL FULLTEXT index's columns in its order, which are also the FTS5 table's columns. */
  columns: readonly string[];
  /** FTS5 column weights for bm25, in `columns` order: a word in the name counts more than in the description. */
  weights: readonly number[];
  ftsTable: string;
  /** Searched with LIKE on MySQL when no word can be indexed (too short, a stopword). */
  fallbackColumn: string;
}

/** FROM, WHERE and ORDER BY that find the rows matching every word, best first; values go in the params. */
export interface IRankedMatch {
  from: string;
  where: ISqlCondition;
  /** Best first: the score in its direction, ties by id. */
  orderBy: ISqlCondition;
  /** The relevance of a row, for a SELECT list, and which way is better. */
  score: ISqlCondition & { better: 'ASC' | 'DESC' };
  /** Latest added (highest id) first, in an order the full-text index serves without collecting every match. */
  newest: string;
  /** The searched table's alias. */
  alias: string;
}

/**
 * Rows containing every word of `text` (each as a word prefix) through the full-text index, ranked by relevance:
 * FTS5's bm25 with column weights on SQLite (lower is better), InnoDB's boolean-mode score on MySQL. Undefined when
 * the text has no words, so that operators alone (`"`, `*`, `NEAR`) search for nothing instead of failing.
 * On MySQL, text whose every word is too short or a stopword (`tv`) is looked for in the fallback column, by name.
 */
export function rankedMatch(
  dialect: 'sqlite' | 'mysql',
  index: IRankedIndex,
  text: string,
): IRankedMatch | undefined {
  const words = searchWords(text);
  if (!words.length) return undefined;
  const { table, alias, ftsTable } = index;
  if (dialect === 'sqlite') {
    // CROSS JOIN fixes the loop order: the index's matches first, each row then by primary key. With a plain
    // JOIN, SQLite chose to walk every active product (by the active index) and probe the index for each: a scan
    // of the table (measured on 100 000 products: the plan read `SEARCH p USING INDEX (active=?)` first).
    const bm25 = `bm25(${ftsTable}, ${index.weights.join(', ')})`;
    return {
      from: `${ftsTable} CROSS JOIN ${table} ${alias} ON ${alias}.id = ${ftsTable}.rowid`,
      where: { sql: `${ftsTable} MATCH ?`, params: [fts5Query(words)] },
      orderBy: { sql: `${bm25}, ${alias}.id`, params: [] },
      score: { sql: bm25, params: [], better: 'ASC' },
      // FTS5 hands its matches over in rowid order and stops at the LIMIT when asked for that order.
      newest: `${ftsTable}.rowid DESC`,
      alias,
    };
  }
  const boolean = mysqlBooleanQuery(words);
  if (boolean) {
    const match = `MATCH(${index.columns.map((c) => `${alias}.${c}`).join(', ')}) AGAINST (? IN BOOLEAN MODE)`;
    return {
      from: `${table} ${alias}`,
      where: { sql: match, params: [boolean] },
      orderBy: { sql: `${match} DESC, ${alias}.id`, params: [boolean] },
      score: { sql: match, params: [boolean], better: 'DESC' },
      newest: `${alias}.id DESC`,
      alias,
    };
  }
  const column = `${alias}.${index.fallbackColumn}`;
  return {
    from: `${table} ${alias}`,
    where: {
      sql: `(${words.map(() => `${column} LIKE ? ESCAPE '!'`).join(' AND ')})`,
      params: words.map(containsPattern),
    },
    orderBy: { sql: `${column}, ${alias}.id`, params: [] },
    score: { sql: column, params: [], better: 'ASC' },
    newest: `${alias}.id DESC`,
    alias,
  };
}

/**
 * The ids of the `size` latest added rows (highest ids) that meet `where` (the match and any filter of the searched
 * table), best first: a bounded set to rank when a word matches thousands of rows.
 */
export function rankedWindowQuery(match: IRankedMatch, where: ISqlCondition, size: number): ISqlCondition {
  const { alias } = match;
  return {
    sql:
      `SELECT c.id AS \`id\` FROM (SELECT ${alias}.id AS id, ${match.score.sql} AS score FROM ${match.from} ` +
      `WHERE ${where.sql} ORDER BY ${match.newest} LIMIT ?) c ORDER BY c.score ${match.score.better}, c.id`,
    params: [...match.score.params, ...where.params, size],
  };
}
