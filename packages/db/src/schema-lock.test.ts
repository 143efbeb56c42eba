import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './data-source.js';
import { SchemaLockTimeout, schemaLockName, withSchemaLock } from './schema-lock.js';
import { createTestDatabase, type ITestDatabase } from './test-database.js';

/** A promise and the function that settles it: lets a test say when a holder of the lock is done. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the schema lock on SQLite', () => {
  it('runs the work at once, with no server to ask (one process owns the file)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
    try {
      let waited = false;
      const result = await withSchemaLock(
        { dataDir },
        { waitSeconds: 1, onWait: () => (waited = true) },
        async () => 'migrated',
      );
      expect(result).toBe('migrated');
      expect(waited).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_MYSQL_URL)('the schema lock on MySQL', () => {
  let database: ITestDatabase;
  let other: ITestDatabase;
  beforeAll(async () => {
    // Migrated (a copy of the run's template): opening it under the lock checks the migrations with a pool of one.
    [database, other] = await Promise.all([
      createTestDatabase('mysql', { migrated: true }),
      createTestDatabase('mysql'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([database?.drop(), other?.drop()]);
  });

  it('lets one process at a time in; the next one says it waits, and gets in when the first is done', async () => {
    const order: string[] = [];
    const firstDone = gate();
    const firstIn = gate();
    const first = withSchemaLock(database.config, { waitSeconds: 10 }, async () => {
      order.push('first in');
      firstIn.open();
      await firstDone.opened;
      order.push('first out');
    });
    await firstIn.opened;
    const secondWaits = gate();
    const second = withSchemaLock(
      database.config,
      { waitSeconds: 10, onWait: () => secondWaits.open() },
      async () => order.push('second in'),
    );
    await secondWaits.opened;
    firstDone.open();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });

  it('gives up after waitSeconds with SchemaLockTimeout, and leaves other databases alone', async () => {
    const release = gate();
    const taken = gate();
    const holder = withSchemaLock(database.config, { waitSeconds: 10 }, async () => {
      taken.open();
      await release.opened;
    });
    await taken.opened;
    try {
      const failure = await withSchemaLock(database.config, { waitSeconds: 1 }, async () => 'ran').catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(SchemaLockTimeout);
      // Another database on the same server has a lock of its own.
      expect(await withSchemaLock(other.config, { waitSeconds: 1 }, async () => 'ran')).toBe('ran');
    } finally {
      release.open();
      await holder;
    }
  });

  it('is released when the work fails, and leaves a pool of one connection to the migrations', async () => {
    await expect(
      withSchemaLock(database.config, { waitSeconds: 1 }, async () => {
        throw new Error('migration broke');
      }),
    ).rejects.toThrow('migration broke');
    // The lock's connection is outside the pool: a pool of one is free for the migrations.
    const dataSource = await withSchemaLock(database.config, { waitSeconds: 1 }, () =>
      openDatabase({ ...database.config, poolSize: 1 }),
    );
    try {
      const [row] = await dataSource.query('SELECT COUNT(*) AS n FROM migrations');
      expect(Number(row.n)).toBeGreaterThan(0);
    } finally {
      await dataSource.destroy();
    }
  });

  it('names the lock after the database, within MySQL’s 64 characters', () => {
    expect(schemaLockName('mysql://u:p@h:3306/shop')).toBe('shop_schema:shop');
    const long = schemaLockName(`mysql://u:p@h:3306/${'x'.repeat(64)}`);
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long).not.toBe(schemaLockName(`mysql://u:p@h:3306/${'y'.repeat(64)}`));
  });
});
