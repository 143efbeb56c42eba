import { testDialects, type TDialect } from '@shop/db';

/**
 * The databases the REST contract suites run on. Over HTTP they check what a client sees (paths, statuses, bodies,
 * headers), which does not change with the database: MySQL, the production one, when the run has it. SQLite's HTTP
 * path is what the browser suite runs on, and every procedure and service test below runs on both databases, so
 * running each contract a second time on SQLite doubled the REST suites' time for little. `REST_DIALECTS=all` runs
 * them on both. Suites about a database's own failures (unavailable, storefront-failures, startup) keep both.
 */
export function restDialects(): TDialect[] {
  const dialects = testDialects();
  if (process.env.REST_DIALECTS === 'all' || !dialects.includes('mysql')) return dialects;
  return ['mysql'];
}
