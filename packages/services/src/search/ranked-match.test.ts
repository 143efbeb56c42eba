import { openDatabase, createTestDatabase, testDialects, type ITestDatabase } from '@shop/db';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankedMatch, rankedWindowQuery } from './ranked-match.js';
import { SEARCH_INDEXES } from './search.service.js';

/** The search must start from the full-text index: a plan that walks the table first is a scan at 100 000 rows. */
describe.each(testDialects())('ranked search plans on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(db.config);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it.each(Object.entries(SEARCH_INDEXES))('reads %s through the full-text index first', async (_, index) => {
    const match = rankedMatch(dialect, index, 'oak chair')!;
    const extra = index.table === 'products' ? ` AND ${index.alias}.active = 1` : '';
    const sql =
      `SELECT ${index.alias}.id FROM ${match.from} WHERE ${match.where.sql}${extra} ` +
      `ORDER BY ${match.orderBy.sql} LIMIT 15`;
    const params = [...match.where.params, ...match.orderBy.params];
    if (dialect === 'sqlite') {
      const plan: { detail: string }[] = await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, params);
      expect(plan[0]!.detail).toMatch(new RegExp(`^SCAN ${index.ftsTable} VIRTUAL TABLE`));
      expect(plan.map((step) => step.detail).join(' | ')).not.toMatch(new RegExp(`SCAN ${index.alias}\\b`));
    } else {
      const plan: { table: string; type: string }[] = await dataSource.query(`EXPLAIN ${sql}`, params);
      expect(plan.find((step) => step.table === index.alias)?.type).toBe('fulltext');
    }
  });

  it('takes the window of latest products to rank from the full-text index', async () => {
    const index = SEARCH_INDEXES.products;
    const match = rankedMatch(dialect, index, 'oak chair')!;
    const where = { sql: `${match.where.sql} AND p.active = 1`, params: match.where.params };
    const { sql, params } = rankedWindowQuery(match, where, 300);
    if (dialect === 'sqlite') {
      const plan: { detail: string }[] = await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, params);
      const steps = plan.map((step) => step.detail);
      const first = steps.findIndex((detail) => /^SCAN products_fts VIRTUAL TABLE/.test(detail));
      expect(first, steps.join(' | ')).toBeGreaterThanOrEqual(0);
      // FTS5 serves the rowid order itself: only the window is sorted (by score), never every match.
      expect(
        steps.filter((detail) => detail.startsWith('USE TEMP B-TREE')),
        steps.join(' | '),
      ).toHaveLength(1);
      expect(steps.join(' | ')).not.toMatch(/SCAN p\b/);
    } else {
      const plan: { table: string; type: string }[] = await dataSource.query(`EXPLAIN ${sql}`, params);
      expect(plan.find((step) => step.table === 'p')?.type).toBe('fulltext');
    }
  });
});
