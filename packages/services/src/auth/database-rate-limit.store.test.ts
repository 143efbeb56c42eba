import { openDatabase, createTestDatabase, testDialects, type ITestDatabase } from '@shop/db';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../common/db.js';
import { DatabaseRateLimitStore } from './database-rate-limit.store.js';

describe.each(testDialects())('database rate-limit store on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let store: DatabaseRateLimitStore;
  const t0 = 1_800_000_000_000;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    dataSource = await openDatabase(database.config);
    store = new DatabaseRateLimitStore(Db.of(dataSource));
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('counts attempts in a fixed window and starts a new one when it ends', async () => {
    expect(await store.hit('login:ip:a', 60_000, t0)).toEqual({ count: 1, resetAt: t0 + 60_000 });
    expect(await store.hit('login:ip:a', 60_000, t0 + 10)).toEqual({ count: 2, resetAt: t0 + 60_000 });
    // Another window length or key is counted apart.
    expect((await store.hit('login:ip:a', 900_000, t0 + 20)).count).toBe(1);
    expect((await store.hit('login:ip:b', 60_000, t0 + 20)).count).toBe(1);
    expect(await store.hit('login:ip:a', 60_000, t0 + 60_000)).toEqual({ count: 1, resetAt: t0 + 120_000 });
  });

  it('loses no attempt when many arrive at once, as from several app processes', async () => {
    const second = new DatabaseRateLimitStore(Db.of(dataSource));
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? store : second).hit('burst', 60_000, t0 + 1)),
    );
    expect((await store.hit('burst', 60_000, t0 + 2)).count).toBe(41);
  });

  it('forgets a key in every window and hashes keys longer than the column', async () => {
    await store.hit('account:x@example.com', 60_000, t0);
    await store.hit('account:x@example.com', 900_000, t0);
    await store.reset('account:x@example.com');
    expect((await store.hit('account:x@example.com', 60_000, t0 + 1)).count).toBe(1);
    const long = `account:${'y'.repeat(300)}@example.com`;
    await store.hit(long, 60_000, t0);
    expect((await store.hit(long, 60_000, t0 + 1)).count).toBe(2);
  });

  it('deletes ended windows as it goes', async () => {
    await store.hit('old', 1_000, t0);
    await store.hit('sweeper', 60_000, t0 + 10 * 60_000);
    const rows = await dataSource.query(`SELECT bucket FROM rate_limit_windows WHERE bucket = 'old'`);
    expect(rows).toHaveLength(0);
  });
});
