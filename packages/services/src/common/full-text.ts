import { containsPattern, type ISqlCondition } from './reads/paged-query.js';

/** Search text past this many characters is ignored; the API already refuses longer text, this guards other callers. */
export const SEARCH_TEXT_LIMIT = 100;
/** At most this many words are searched for: each one more narrows the result, so the rest would add little. */
export const SEARCH_WORD_LIMIT = 8;
/** InnoDB indexes no word shorter than innodb_ft_min_token_size, 3 by default. */
const MYSQL_MIN_WORD_LENGTH = 3;

/**
 * InnoDB's default stopwords: never indexed, so a required `+for*` would match no row at all. They are left out
 * of the MySQL query; FTS5 has no stopwords and keeps them.
 */
const MYSQL_STOPWORDS = new Set(
  (
    'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when ' +
    'where who will with und www'
  ).split(' '),
);

/** FTS5's operator words, and MySQL's spelled-out ones; in a furniture search they are noise, never intent. */
const OPERATOR_WORDS = new Set(['and', 'or', 'not', 'near']);

/**
 * The words of user text, lower-cased: runs of letters, digits and combining marks, which is how both FTS5's
 * unicode61 tokenizer and InnoDB's parser split text. Everything else (quotes, parentheses, `*`, `-`, `+`, `@`,
 * `~`, `<`, `>`, `:`, `^`) separates words, so no full-text operator survives.
 */
export function searchWords(text: string): string[] {
  const words =
    text
      .slice(0, SEARCH_TEXT_LIMIT)
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const unique = [...new Set(words)].filter((word) => !OPERATOR_WORDS.has(word));
  return unique.slice(0, SEARCH_WORD_LIMIT);
}

/** Every word as a quoted prefix, ANDed: `"oak"* "chair"*`. Quoting keeps any word from acting as an operator. */
export function fts5Query(words: readonly string[]): string | undefined {
  return words.length ? words.map((word) => `"${word}"*`).join(' ') : undefined;
}

/** Every indexable word as a required prefix in boolean mode: `+oak* +chair*`; undefined when none is indexable. */
export function mysqlBooleanQuery(words: readonly string[]): string | undefined {
  const indexable = words.filter(
    (word) => [...word].length >= MYSQL_MIN_WORD_LENGTH && !MYSQL_STOPWORDS.has(word),
  );
  return indexable.length ? indexable.map((word) => `+${word}*`).join(' ') : undefined;
}

/**
 * A word starts where no letter, digit or mark comes before it: at the start of the text or after any other
 * character. A lookbehind rather than `(^|[^...])word`: the same rule, but the pattern then starts with the word's
 * first letter, which PCRE2 (MariaDB) looks for with a fast scan instead of trying the alternation at every
 * character. On 100 000 products the walk for "oak" (95 rows read) took 2.9 ms with the alternation and 0.7 ms
 * with the lookbehind (MariaDB 10.11); V8 runs both in about the same time. MySQL 8's ICU supports it too.
 */
const WORD_START = '(?<![\\p{L}\\p{N}\\p{M}])';

/**
 * Every word found as a word prefix in `text` (the searched columns joined), as the full-text index finds it, for a
 * walk of the sort index. Words are letters, digits and marks only (searchWords), so none is a regex operator.
 * SQLite gets REGEXP from the shop's own function (@shop/db's data source); MySQL's follows the column's
 * case-insensitive collation, as its index does.
 */
function wordPrefixTest(text: string, words: readonly string[]): ISqlCondition {
  return {
    sql: `(${words.map(() => `${text} REGEXP ?`).join(' AND ')})`,
    params: words.map((word) => `${WORD_START}${word}`),
  };
}

/** The words of a boolean query made by mysqlBooleanQuery: `+oak* +chair*` -> oak, chair. */
function indexableWords(booleanQuery: string): string[] {
  return booleanQuery.split(' ').map((term) => term.slice(1, -1));
}

/** A table's full-text index on each dialect. Names are ours, never user input. */
export interface IFullTextIndex {
  /** The searched table's alias in the query. */
  alias: string;
  /** The columns of the MySQL FULLTEXT index, in its order (MATCH must name exactly those). */
  columns: readonly string[];
  /** The SQLite FTS5 external-content table whose rowid is the searched table's id. */
  ftsTable: string;
  /** Searched with LIKE on MySQL when every word is too short or a stopword: one short column keeps it cheap. */
  fallbackColumn: string;
}

/**
 * The ProductSearch migration's index: FULLTEXT on MySQL, the products_fts table on SQLite. The product list, the
 * catalogue export and the storefront search all read it.
 */
export const PRODUCT_SEARCH_INDEX: IFullTextIndex = {
  alias: 'p',
  columns: ['name', 'slug', 'description'],
  ftsTable: 'products_fts',
  fallbackColumn: 'name',
};

export interface IFullTextSearch {
  /** Limits the searched table's rows (alias included) to those matching every word. */
  where: ISqlCondition;
  /**
   * The same count straight from the FTS5 table, without visiting the rows: valid only when the search is the
   * list's one filter. SQLite only.
   */
  countAlone?: { table: string; where: ISqlCondition };
  /**
   * The same rows by a test that the database applies row by row while it walks the list's sort index, instead of
   * collecting every match first: see `walkOrIndex`. Absent when the search can only use the index.
   */
  walk?: ISqlCondition;
}

/**
 * A walk of the sort index may read about `walkRowLimit` rows before it is the slower way. The storefront search
 * ranks at most the `rankedWindow` latest matches (see SearchService). Mutable so that tests can run the same
 * searches both ways.
 */
export const searchTuning = { walkRowLimit: 3_000, walkMinMatches: 1_000, rankedWindow: 300 };

/**
 * Which condition finds a page of search results faster. A word found in a sixth of 100 000 products is 16 000
 * matches: the full-text index hands them all over and the database fetches and sorts every one for a page of
 * 15 (37 ms on SQLite, 460 ms on MariaDB). Walking the sort index and testing each row finds those 15 after about
 * 100 rows. A rare word is the other way round. `matches` and `rows` are the (cached) totals with and without the
 * search; the walk is chosen when it should read at most `searchTuning.walkRowLimit` rows for this page, and only
 * for at least `walkMinMatches` matches: below that the index is cheap, and each row read costs the walk a
 * word test (a demo-sized "oak" served 384 requests a second walking against 1 382 through the index, when that
 * test cost MariaDB about 20 µs a row; see WORD_START).
 */
export function walkOrIndex(
  search: IFullTextSearch,
  { matches, rows, pageEnd }: { matches: number; rows: number; pageEnd: number },
): ISqlCondition {
  if (!search.walk || matches === 0 || matches < searchTuning.walkMinMatches) return search.where;
  const rowsToRead = (pageEnd * rows) / matches;
  return rowsToRead <= searchTuning.walkRowLimit ? search.walk : search.where;
}

/**
 * A condition that finds rows containing every word of `text` (each as a word prefix) through the full-text index,
 * or undefined when the text has no words, so that `(`, `"` or `NEAR` alone search for nothing, as an empty box.
 *
 * On MySQL, words of one or two letters and stopwords are not indexed and are dropped from the MATCH (`oak tv`
 * searches for `oak`); when no other word is left (`tv`, `for the`), the words are looked for anywhere in
 * the fallback column with LIKE: the count reads that column's index, the page stops at its first rows.
 */
export function fullTextSearch(
  dialect: 'sqlite' | 'mysql',
  index: IFullTextIndex,
  text: string | undefined,
): IFullTextSearch | undefined {
  const words = searchWords(text ?? '');
  if (!words.length) return undefined;
  if (dialect === 'sqlite') {
    const match = fts5Query(words)!;
    const { alias, ftsTable } = index;
    return {
      where: {
        sql: `${alias}.id IN (SELECT rowid FROM ${ftsTable} WHERE ${ftsTable} MATCH ?)`,
        params: [match],
      },
      countAlone: { table: ftsTable, where: { sql: `${ftsTable} MATCH ?`, params: [match] } },
      walk: wordPrefixTest(
        `(${index.columns.map((column) => `${alias}.${column}`).join(" || ' ' || ")})`,
        words,
      ),
    };
  }
  const match = mysqlBooleanQuery(words);
  if (match) {
    const columns = index.columns.map((column) => `${index.alias}.${column}`).join(', ');
    return {
      where: { sql: `MATCH(${columns}) AGAINST (? IN BOOLEAN MODE)`, params: [match] },
      walk: wordPrefixTest(`CONCAT_WS(' ', ${columns})`, indexableWords(match)),
    };
  }
  const column = `${index.alias}.${index.fallbackColumn}`;
  return {
    where: {
      sql: `(${words.map(() => `${column} LIKE ? ESCAPE '!'`).join(' AND ')})`,
      params: words.map(containsPattern),
    },
  };
}
