import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MYSQL_MIGRATIONS, createTestDatabase, schemaLockName, type ITestDatabase } from '@shop/db';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  spawnServer,
  STAFF_PASSWORD,
  waitUntilReady,
  type IServerProcess,
} from './built-server.js';
import { SEED_PICTURES } from './demo-template.js';

/**
 * Several app processes on one MySQL database, as `docker compose up --scale app=3` runs them: started together
 * they take turns at the migrations and the demo seed (the schema lock). The rolling restart behind a real proxy is
 * scale-out.e2e.test.ts's. MySQL only: replicas on one SQLite file are not a supported deployment.
 */
const mysqlUrl = process.env.TEST_MYSQL_URL;
const DRAIN_SECONDS = 1;
const GRACE_SECONDS = 5;

/** Replicas of one shop: one database, one DATA_DIR (the compose file's shared volume). */
function replicaSet(db: ITestDatabase, dataDir: string, seed: 'demo' | 'none') {
  const started: IServerProcess[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const port = await freePort();
    const replica = spawnServer(port, {
      PATH: process.env.PATH,
      PORT: String(port),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: db.config.databaseUrl,
      SEED: seed,
      SEED_STAFF_PASSWORD: STAFF_PASSWORD,
      // The pictures the run's demo template rendered (demo-template.ts): the seed still runs, once, but draws none.
      SEED_PICTURE_CACHE: SEED_PICTURES,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      ...extra,
    });
    started.push(replica);
    return replica;
  };
  const stopAll = async () => {
    for (const replica of started) if (replica.child.exitCode === null) replica.child.kill('SIGKILL');
    await Promise.all(started.map((replica) => replica.exited));
  };
  return { start, started, stopAll };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Holds the schema lock from the test, so that replicas started meanwhile all wait, then contend at once. */
async function holdSchemaLock(databaseUrl: string) {
  const connection = await mysql.createConnection(databaseUrl);
  await connection.query('SELECT GET_LOCK(?, 5)', [schemaLockName(databaseUrl)]);
  return {
    release: async () => {
      await connection.query('SELECT RELEASE_LOCK(?)', [schemaLockName(databaseUrl)]);
      await connection.end();
    },
  };
}

const WAITING = /Another shop process is migrating or seeding the database: waiting for it/;

async function query<T>(databaseUrl: string, sql: string): Promise<T[]> {
  const connection = await mysql.createConnection(databaseUrl);
  try {
    const [rows] = await connection.query(sql);
    return rows as T[];
  } finally {
    await connection.end();
  }
}

describe.runIf(mysqlUrl)('replicas on one MySQL database', () => {
  const dataDirs: string[] = [];
  const databases: ITestDatabase[] = [];
  const sets: { stopAll: () => Promise<void> }[] = [];
  const freshShop = async (seed: 'demo' | 'none') => {
    const db = await createTestDatabase('mysql');
    databases.push(db);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-replicas-'));
    dataDirs.push(dataDir);
    const set = replicaSet(db, dataDir, seed);
    sets.push(set);
    return { db, set, databaseUrl: db.config.databaseUrl! };
  };
  afterAll(async () => {
    await Promise.all(sets.map((set) => set.stopAll()));
    await Promise.all(databases.map((db) => db.drop()));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  // Side by side: each is mostly a process starting.
  it.concurrent(
    'a replica that waits too long for the lock says so, naming the setting',
    async () => {
      const { set, databaseUrl } = await freshShop('none');
      const lock = await holdSchemaLock(databaseUrl);
      try {
        const replica = await set.start({ DB_MIGRATION_LOCK_TIMEOUT_SECONDS: '1' });
        expect(await replica.exited).toBe(1);
        const lines = replica.output().trim().split('\n');
        expect(lines.at(-1)).toMatch(
          /^DB_MIGRATION_LOCK_TIMEOUT_SECONDS: another shop process has been migrating or seeding the database for more than 1 s/,
        );
        expect(replica.output()).not.toMatch(/DATABASE_URL/);
      } finally {
        await lock.release();
      }
    },
    120_000,
  );

  it.concurrent(
    'a failed migration is named as such, not as a connection setting',
    async () => {
      const { set, databaseUrl } = await freshShop('none');
      // A table of the first migration already there, as a half-restored backup would leave it.
      await query(databaseUrl, 'CREATE TABLE staff_members (id INT PRIMARY KEY)');
      const replica = await set.start();
      expect(await replica.exited).toBe(1);
      const output = replica.output().trim();
      // TypeORM's own line names the migration; the last one is the server's, in its one-line form.
      expect(output.split('\n').at(-1)).toMatch(
        /^Database migration failed: .*staff_members.* already exists \(the server was not started\)$/,
      );
      expect(output).not.toMatch(/DATABASE_URL|\n\s+at /);
    },
    120_000,
  );

  describe('three started together on an empty database with the demo seed', () => {
    let shop: Awaited<ReturnType<typeof freshShop>>;
    let replicas: IServerProcess[] = [];
    beforeAll(async () => {
      shop = await freshShop('demo');
      const lock = await holdSchemaLock(shop.databaseUrl);
      replicas = await Promise.all([shop.set.start(), shop.set.start(), shop.set.start()]);
      await until('every replica waits for the lock', () => replicas.every((r) => WAITING.test(r.output())));
      await lock.release();
      await Promise.all(replicas.map((r) => waitUntilReady(r.url, r.child, r.output)));
    }, 120_000);

    it('all come up, one having applied the migrations and seeded the demo shop, once', async () => {
      const applied = await query<{ name: string }>(shop.databaseUrl, 'SELECT name FROM migrations');
      expect(applied).toHaveLength(MYSQL_MIGRATIONS.length);
      expect(new Set(applied.map((row) => row.name)).size).toBe(MYSQL_MIGRATIONS.length);
      const seeders = replicas.filter((r) => /Empty database: seeding the demo shop/.test(r.output()));
      expect(seeders).toHaveLength(1);
      const staff = await query<{ email: string; n: number }>(
        shop.databaseUrl,
        'SELECT email, COUNT(*) AS n FROM staff_members GROUP BY email',
      );
      expect(staff.length).toBeGreaterThan(0);
      expect(staff.every((row) => Number(row.n) === 1)).toBe(true);
      for (const replica of replicas) expect(replica.output()).not.toMatch(/error|failed/i);
    });
  });
});
