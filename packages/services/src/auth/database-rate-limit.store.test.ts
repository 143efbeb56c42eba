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
    database = await createTestDatabase(dialect, { migrated: true });
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

  it('gives each of many concurrent attempts its own count, as a limit of 5 needs to let exactly 5 through', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => store.hit('together', 60_000, t0 + 1).then((w) => w.count)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('never fails when a reset (a successful login) races an attempt', async () => {
    const failures: unknown[] = [];
    const soon = (turns: number) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left ? setImmediate(() => next(left - 1)) : resolve());
        next(turns);
      });
    for (let round = 0; round < 300; round++) {
      // The reset is sent a varying moment after the attempt, so that some land between its statements.
      const [window] = await Promise.all([
        store.hit('raced', 60_000, t0 + 1).catch((error: unknown) => void failures.push(error)),
        soon(round % 6).then(() => store.reset('raced')),
      ]);
      if (window) expect(window.resetAt).toBe(t0 + 60_001);
    }
    expect(failures).toEqual([]);
  });

  it('reads a window without counting, and an ended or missing one as empty', async () => {
    expect(await store.peek('peeked', 60_000, t0)).toEqual({ count: 0, resetAt: t0 });
    await store.hit('peeked', 60_000, t0);
    await store.hit('peeked', 60_000, t0 + 1);
    expect(await store.peek('peeked', 60_000, t0 + 2)).toEqual({ count: 2, resetAt: t0 + 60_000 });
    expect(await store.peek('peeked', 60_000, t0 + 2)).toEqual({ count: 2, resetAt: t0 + 60_000 });
    expect((await store.peek('peeked', 60_000, t0 + 60_000)).count).toBe(0);
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
