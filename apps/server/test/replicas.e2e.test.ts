import fs from 'node:fs';
import net from 'node:net';
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

/**
 * Several app processes on one MySQL database, as `docker compose up --scale app=3` runs them: started together
 * they take turns at the migrations and the demo seed (the schema lock), and a rolling restart under load loses no
 * request. MySQL only: replicas on one SQLite file are not a supported deployment.
 */
const mysqlUrl = process.env.TEST_MYSQL_URL;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
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

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000) {
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
    60_000,
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
    60_000,
  );

  describe('three started together on an empty database with the demo seed, then restarted one by one', () => {
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

    it('restarts every replica under load without a failed request, the counted views all written', async () => {
      const products = await query<{ id: number; viewCount: number }>(
        shop.databaseUrl,
        'SELECT id, view_count AS viewCount FROM products WHERE active = 1 ORDER BY id LIMIT 5',
      );
      const viewsBefore = new Map(products.map((p) => [p.id, Number(p.viewCount)]));
      // A rolling update with surge: the new processes are up first, then, under load, each old one is replaced
      // in turn (the new one added to the rotation, the old one stopped).
      const replacements = await Promise.all(replicas.map(() => shop.set.start()));
      await Promise.all(replacements.map((r) => waitUntilReady(r.url, r.child, r.output)));
      const load = new Balancer(replicas.map((r) => r.url));
      const traffic = load.run(
        3,
        products.map((p) => p.id),
      );
      for (const [index, old] of [...replicas].entries()) {
        const fresh = replacements[index]!;
        load.add(fresh.url);
        await until('the replica served some of the load', () => load.servedBy(old.url) > 0);
        const inFlight = await SlowRequest.open(old.url, `/api/product/product-detail/${products[0]!.id}`);
        old.child.kill('SIGTERM');
        // Not ready from the signal on, while it still serves (the drain time): readiness turns to 503 before the
        // port closes (a refused connection would read 0).
        let ready = 200;
        await until(
          'readiness changes',
          async () => (ready = await readiness(old.url).catch(() => 0)) !== 200,
        );
        expect(ready).toBe(503);
        // The request whose body is still coming is answered after the port has closed.
        await until('the port is closed', async () => (await readiness(old.url).catch(() => 0)) === 0);
        const answer = await inFlight.finish();
        expect(answer).toMatch(/^HTTP\/1\.1 200 /);
        expect(answer).toMatch(/\r\nconnection: close\r\n/i);
        load.countServed(products[0]!.id);
        expect(await old.exited).toBe(0);
        load.remove(old.url);
      }
      replicas = replacements;
      load.stop();
      await traffic;
      // The replacements write their counts when they stop in their turn.
      await Promise.all(
        replicas.map(async (r) => {
          r.child.kill('SIGTERM');
          expect(await r.exited).toBe(0);
        }),
      );

      expect(load.failures, `retried: ${JSON.stringify(load.retried)}`).toEqual([]);
      expect(load.total).toBeGreaterThan(50);
      const after = await query<{ id: number; viewCount: number }>(
        shop.databaseUrl,
        `SELECT id, view_count AS viewCount FROM products WHERE id IN (${[...viewsBefore.keys()].join(',')})`,
      );
      // Every answered product page counted exactly once: none lost at a shutdown, none counted twice by a retry.
      for (const row of after)
        expect(Number(row.viewCount) - viewsBefore.get(row.id)!, `product ${row.id}`).toBe(
          load.served.get(row.id) ?? 0,
        );
    }, 120_000);
  });
});

/** The pause between a load worker's requests. */
const PACE_MS = 5;

async function readiness(url: string): Promise<number> {
  return fetch(`${url}/readyz`, { headers: { connection: 'close' } }).then((r) => r.status);
}

/**
 * What a reverse proxy does in front of the replicas, reduced to its rules: round robin over keep-alive
 * connections, and a request that failed without reaching the application sent again to the next replica. Those
 * are exactly two: a refused connection (the replica's port is closed: nothing was sent) and a kept-alive connection
 * closed before any answer (the replica closed it idle as the request went out: it read nothing of it; RFC 9112
 * "Retrying Requests"). Any other outcome is a failure: an answer other than 200 (a 503 from a closing server
 * included), a connection cut after the answer began, a request that found no replica.
 */
class Balancer {
  readonly failures: string[] = [];
  readonly served = new Map<number, number>();
  /** Requests sent again because the first replica never saw them, by reason. */
  readonly retried = { refused: 0, closedBeforeAnswer: 0 };
  total = 0;
  private readonly byReplica = new Map<string, number>();
  private next = 0;
  private running = true;

  constructor(private upstreams: string[]) {}

  add(url: string) {
    this.upstreams = [...this.upstreams, url];
  }

  remove(url: string) {
    this.upstreams = this.upstreams.filter((u) => u !== url);
  }

  servedBy(url: string) {
    return this.byReplica.get(url) ?? 0;
  }

  countServed(productId: number) {
    this.served.set(productId, (this.served.get(productId) ?? 0) + 1);
    this.total += 1;
  }

  async run(workers: number, productIds: number[]) {
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let i = worker; this.running; i += workers) {
          await this.request(productIds[i % productIds.length]!);
          // Paced, a few hundred requests a second at most: enough that every replica is busy when it is
          // stopped, without the load taking the cores the rest of the suite runs on.
          await new Promise((resolve) => setTimeout(resolve, PACE_MS));
        }
      }),
    );
  }

  stop() {
    this.running = false;
  }

  private async request(productId: number) {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const upstream = this.upstreams[this.next++ % this.upstreams.length]!;
      let response: Response;
      try {
        response = await fetch(`${upstream}/api/product/product-detail/${productId}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': BROWSER,
            'x-requested-with': 'XMLHttpRequest',
          },
          body: '{}',
        });
      } catch (error) {
        const reason = nothingReachedTheApp(error);
        if (reason) {
          this.retried[reason] += 1;
          continue;
        }
        this.failures.push(`${upstream}: ${describeError(error)}`);
        return;
      }
      try {
        const body = await response.text();
        if (response.status !== 200) {
          this.failures.push(`${upstream}: ${response.status} ${body.slice(0, 200)}`);
          return;
        }
      } catch (error) {
        this.failures.push(`${upstream}: answer cut: ${describeError(error)}`);
        return;
      }
      this.byReplica.set(upstream, this.servedBy(upstream) + 1);
      this.countServed(productId);
      return;
    }
    this.failures.push(`product ${productId}: no replica answered`);
  }
}

function causeOf(error: unknown): { code?: string; message?: string } {
  return ((error as { cause?: unknown }).cause ?? error) as { code?: string; message?: string };
}

function describeError(error: unknown) {
  const cause = causeOf(error);
  return `${cause.code ?? ''} ${cause.message ?? String(error)}`;
}

/** fetch rejected (no answer at all) as the connection was refused, or closed by the server before any answer. */
function nothingReachedTheApp(error: unknown): 'refused' | 'closedBeforeAnswer' | undefined {
  const { code, message } = causeOf(error);
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ECONNRESET' || (code === 'UND_ERR_SOCKET' && message === 'other side closed'))
    return 'closedBeforeAnswer';
  return undefined;
}

/** A request whose body is still on its way when the server is told to stop: it must be answered all the same. */
class SlowRequest {
  private answer = '';
  private closed: Promise<void>;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk) => (this.answer += chunk));
    this.closed = new Promise((resolve) => socket.on('close', () => resolve()));
  }

  static async open(url: string, target: string): Promise<SlowRequest> {
    const { hostname, port, host } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const request = new SlowRequest(socket);
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: ${BROWSER}\r\n` +
        'X-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    );
    return request;
  }

  /** Sends the rest of the body and reads the answer until the server closes the connection. */
  async finish(): Promise<string> {
    this.socket.write('}');
    await this.closed;
    return this.answer;
  }
}
