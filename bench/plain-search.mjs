// The shop's search rules for bench/plain-server.mjs, condensed into plain functions of the dialect: which words are
// searched, the full-text conditions of the admin product list (packages/services/src/common/full-text.ts) and the
// ranked matches of the storefront search (packages/services/src/search/ranked-match.ts).

// The search helper's rules (packages/services/src/common/full-text.ts), condensed: words only, at most 8 from the
// first 100 characters, no operator words; MySQL drops what InnoDB does not index and falls back to LIKE on the
// name when nothing is left.
const OPERATOR_WORDS = new Set(['and', 'or', 'not', 'near']);
const MYSQL_STOPWORDS = new Set(
  (
    'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when ' +
    'where who will with und www'
  ).split(' '),
);
export function searchWords(text) {
  const matched =
    text
      .slice(0, 100)
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(matched)].filter((word) => !OPERATOR_WORDS.has(word)).slice(0, 8);
}
const indexableWords = (words) => words.filter((word) => [...word].length >= 3 && !MYSQL_STOPWORDS.has(word));
const likePattern = (word) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;
const likeAll = (column, words) => ({
  sql: `(${words.map(() => `${column} LIKE ? ESCAPE '!'`).join(' AND ')})`,
  params: words.map(likePattern),
});
// Each word as a word prefix in the searched columns joined, the test of a walk of the sort index: no letter, digit
// or mark just before it (a lookbehind, which MariaDB's PCRE2 runs far faster than an alternation).
const wordTest = (text, words) => ({
  sql: `(${words.map(() => `${text} REGEXP ?`).join(' AND ')})`,
  params: words.map((word) => `(?<![\\p{L}\\p{N}\\p{M}])${word}`),
});

// fullTextSearch for the products (alias p): the condition through the full-text index, the count straight from
// FTS5 on SQLite, and the word test for a walk.
export function productSearch(dialect, words) {
  if (dialect === 'sqlite') {
    const match = words.map((w) => `"${w}"*`).join(' ');
    return {
      where: { sql: 'p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)', params: [match] },
      countAlone: { from: 'products_fts', where: { sql: 'products_fts MATCH ?', params: [match] } },
      walk: wordTest("(p.name || ' ' || p.slug || ' ' || p.description)", words),
    };
  }
  const indexable = indexableWords(words);
  if (!indexable.length) return { where: likeAll('p.name', words) };
  return {
    where: {
      sql: 'MATCH(p.name, p.slug, p.description) AGAINST (? IN BOOLEAN MODE)',
      params: [indexable.map((w) => `+${w}*`).join(' ')],
    },
    walk: wordTest("CONCAT_WS(' ', p.name, p.slug, p.description)", indexable),
  };
}

// walkOrIndex: walk the sort index with the word test when it should read at most 3 000 rows for the page.
// ...and only for at least 1 000 matches, below which the index is cheap.
const WALK_ROW_LIMIT = 3_000;
export const WALK_MIN_MATCHES = 1_000;
export function walkOrIndex(search, { matches, rows, pageEnd }) {
  if (!search.walk || matches === 0 || matches < WALK_MIN_MATCHES) return search.where;
  return (pageEnd * rows) / matches <= WALK_ROW_LIMIT ? search.walk : search.where;
}

export function rankedMatch(dialect, { table, alias, columns, weights, fts }, words) {
  if (dialect === 'sqlite') {
    const bm25 = `bm25(${fts}, ${weights.join(', ')})`;
    return {
      from: `${fts} CROSS JOIN ${table} ${alias} ON ${alias}.id = ${fts}.rowid`,
      where: { sql: `${fts} MATCH ?`, params: [words.map((w) => `"${w}"*`).join(' ')] },
      score: { sql: bm25, params: [], better: 'ASC' },
      newest: `${fts}.rowid DESC`,
    };
  }
  const indexable = indexableWords(words);
  if (indexable.length) {
    const match = `MATCH(${columns.map((c) => `${alias}.${c}`).join(', ')}) AGAINST (? IN BOOLEAN MODE)`;
    const boolean = indexable.map((w) => `+${w}*`).join(' ');
    return {
      from: `${table} ${alias}`,
      where: { sql: match, params: [boolean] },
      score: { sql: match, params: [boolean], better: 'DESC' },
      newest: `${alias}.id DESC`,
    };
  }
  return {
    from: `${table} ${alias}`,
    where: likeAll(`${alias}.name`, words),
    score: { sql: `${alias}.name`, params: [], better: 'ASC' },
    newest: `${alias}.id DESC`,
  };
}
export const INDEXES = {
  products: {
    table: 'products',
    alias: 'p',
    columns: ['name', 'slug', 'description'],
    weights: [10, 5, 1],
    fts: 'products_fts',
  },
  rooms: {
    table: 'rooms',
    alias: 'r',
    columns: ['name', 'slug', 'description'],
    weights: [10, 5, 1],
    fts: 'rooms_fts',
  },
  materials: {
    table: 'materials',
    alias: 'm',
    columns: ['name', 'description'],
    weights: [10, 1],
    fts: 'materials_fts',
  },
};
