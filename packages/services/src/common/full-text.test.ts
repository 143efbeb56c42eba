import { describe, expect, it } from 'vitest';
import {
  SEARCH_TEXT_LIMIT,
  SEARCH_WORD_LIMIT,
  fts5Query,
  fullTextSearch,
  walkOrIndex,
  mysqlBooleanQuery,
  searchWords,
  type IFullTextIndex,
} from './full-text.js';

const INDEX: IFullTextIndex = {
  alias: 'p',
  columns: ['name', 'slug', 'description'],
  ftsTable: 'products_fts',
  fallbackColumn: 'name',
};

describe('searchWords', () => {
  it('keeps words only, lower-cased, whatever the operators around them', () => {
    expect(searchWords('Oak" OR *')).toEqual(['oak']);
    expect(searchWords('(walnut -desk) +leather ~soft <low >high @2 ^ash')).toEqual([
      'walnut',
      'desk',
      'leather',
      'soft',
      'low',
      'high',
      '2',
      'ash',
    ]);
    expect(searchWords('NEAR(oak velvet, 3) AND not Or')).toEqual(['oak', 'velvet', '3']);
    expect(searchWords('()*"-+@~<>:^')).toEqual([]);
  });

  it('keeps accented letters and digits, splits hyphenated words, drops repeats', () => {
    expect(searchWords('Bouclé 3-seat sofa, sofa')).toEqual(['bouclé', '3', 'seat', 'sofa']);
  });

  it('reads at most the first characters and words of long text', () => {
    const long = 'x'.repeat(SEARCH_TEXT_LIMIT - 2);
    expect(searchWords(`${long} oak`)).toEqual([long, 'o']);
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(SEARCH_WORD_LIMIT);
  });
});

describe('fts5Query', () => {
  it('quotes every word as a prefix, so that no word acts as an operator', () => {
    expect(fts5Query(['oak', 'chair'])).toBe('"oak"* "chair"*');
    expect(fts5Query([])).toBeUndefined();
  });
});

describe('mysqlBooleanQuery', () => {
  it('requires every indexable word as a prefix', () => {
    expect(mysqlBooleanQuery(['oak', 'chair'])).toBe('+oak* +chair*');
  });

  it('drops words InnoDB does not index: shorter than three letters and stopwords', () => {
    expect(mysqlBooleanQuery(['tv', 'stand', 'for', 'the', 'den'])).toBe('+stand* +den*');
    expect(mysqlBooleanQuery(['tv', 'for'])).toBeUndefined();
  });
});

/** A word starts at the start of the text or after a character that is not part of a word. */
const WORD_START = '(?<![\\p{L}\\p{N}\\p{M}])';

describe('fullTextSearch', () => {
  it('finds SQLite rows through the FTS5 table, and counts from it alone', () => {
    expect(fullTextSearch('sqlite', INDEX, 'oak (chair')).toEqual({
      where: {
        sql: 'p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)',
        params: ['"oak"* "chair"*'],
      },
      countAlone: {
        table: 'products_fts',
        where: { sql: 'products_fts MATCH ?', params: ['"oak"* "chair"*'] },
      },
      walk: {
        sql:
          "((p.name || ' ' || p.slug || ' ' || p.description) REGEXP ? AND " +
          "(p.name || ' ' || p.slug || ' ' || p.description) REGEXP ?)",
        params: [WORD_START + 'oak', WORD_START + 'chair'],
      },
    });
  });

  it('matches the MySQL FULLTEXT columns in boolean mode', () => {
    expect(fullTextSearch('mysql', INDEX, 'oak tv')).toEqual({
      where: { sql: 'MATCH(p.name, p.slug, p.description) AGAINST (? IN BOOLEAN MODE)', params: ['+oak*'] },
      walk: { sql: "(CONCAT_WS(' ', p.name, p.slug, p.description) REGEXP ?)", params: [WORD_START + 'oak'] },
    });
  });

  it('tests each word as the start of a word, as the full-text index finds it', () => {
    const { walk } = fullTextSearch('sqlite', INDEX, 'oak')!;
    // As @shop/db's REGEXP compiles it for SQLite (MySQL's follows the column's case-insensitive collation).
    const oak = new RegExp(walk!.params[0] as string, 'iu');
    for (const text of ['Oak table', 'oakley', 'harbor OAK', 'solid-oak', '3 "oak"', 'seat\noak'])
      expect(oak.test(text), text).toBe(true);
    for (const text of ['cloak', 'soaked', 'éoak', 'café̀oak', '5oak', 'o ak', ''])
      expect(oak.test(text), text).toBe(false);
  });

  it('walks the sort index for a common word and uses the full-text index for a rare one', () => {
    const search = fullTextSearch('mysql', INDEX, 'oak')!;
    // A sixth of 100 000 rows match: page 1 is found after about 90 rows.
    expect(walkOrIndex(search, { matches: 16_000, rows: 100_000, pageEnd: 15 })).toBe(search.walk);
    // Page 300 would need about 28 000 rows.
    expect(walkOrIndex(search, { matches: 16_000, rows: 100_000, pageEnd: 4_500 })).toBe(search.where);
    expect(walkOrIndex(search, { matches: 12, rows: 100_000, pageEnd: 15 })).toBe(search.where);
    // A small catalogue: the index is cheap, whatever the share of matches.
    expect(walkOrIndex(search, { matches: 26, rows: 166, pageEnd: 15 })).toBe(search.where);
    expect(walkOrIndex(search, { matches: 0, rows: 100_000, pageEnd: 15 })).toBe(search.where);
    const fallback = fullTextSearch('mysql', INDEX, 'tv')!;
    expect(walkOrIndex(fallback, { matches: 16_000, rows: 100_000, pageEnd: 15 })).toBe(fallback.where);
  });

  it('looks for MySQL words that cannot be indexed in the fallback column', () => {
    expect(fullTextSearch('mysql', INDEX, 'TV 5%')).toEqual({
      where: { sql: "(p.name LIKE ? ESCAPE '!' AND p.name LIKE ? ESCAPE '!')", params: ['%tv%', '%5%'] },
    });
  });

  it('searches for nothing when no word is left', () => {
    expect(fullTextSearch('sqlite', INDEX, ' "*" ')).toBeUndefined();
    expect(fullTextSearch('mysql', INDEX, 'NEAR ()')).toBeUndefined();
    expect(fullTextSearch('mysql', INDEX, undefined)).toBeUndefined();
  });
});
