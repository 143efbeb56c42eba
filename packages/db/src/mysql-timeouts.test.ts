import net from 'node:net';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './data-source.js';
import { withoutQueryTimeout } from './mysql-timeouts.js';
import { createTestDatabase, type ITestDatabase } from './test-database.js';

const codeOf = (error: unknown) =>
  (error as { driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;

describe.skipIf(!process.env.TEST_MYSQL_URL)('MySQL waits that end', () => {
  let database: ITestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('mysql', { migrated: true });
    dataSource = await openDatabase({
      ...database.config,
      poolSize: 1,
      timeouts: { queryMs: 300, acquireMs: 300 },
    });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('gives up on a query that takes longer than the query timeout, but not during a migration', async () => {
    const started = Date.now();
    const failure = await dataSource.query('SELECT SLEEP(10)').catch((error: unknown) => error);
    expect(codeOf(failure)).toBe('PROTOCOL_SEQUENCE_TIMEOUT');
    // Bounds far from both ends (300 ms timeout, 10 s query) so that a loaded machine cannot blur them.
    expect(Date.now() - started).toBeLessThan(5000);
    // The connection still busy with the abandoned query was dropped: the next query does not queue behind it.
    const next = Date.now();
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(Date.now() - next).toBeLessThan(5000);
    const slept = await withoutQueryTimeout(dataSource, () => dataSource.query('SELECT SLEEP(0.5) AS s'));
    expect(slept.map((row: { s: unknown }) => Number(row.s))).toEqual([0]);
  });

  it('gives up waiting for a pooled connection when every one stays busy', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      const started = Date.now();
      const failure = await dataSource.query('SELECT 1').catch((error: unknown) => error);
      expect(codeOf(failure)).toBe('POOL_ACQUIRE_TIMEOUT');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await runner.release();
    }
    // The pool is whole again: the connection that came back too late was not lost.
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('gives up connecting to a server that accepts the connection and never answers', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = new URL(database.config.databaseUrl!);
    url.host = `127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    const started = Date.now();
    try {
      const failure = await openDatabase(
        { ...database.config, databaseUrl: url.toString(), timeouts: { connectMs: 300 } },
        { migrate: false },
      ).catch((error: unknown) => error);
      expect(codeOf(failure)).toBe('ETIMEDOUT');
      expect(Date.now() - started).toBeLessThan(8000);
    } finally {
      silent.close();
    }
  });
});
