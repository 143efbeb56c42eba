import Database from 'better-sqlite3';
import net from 'node:net';
import path from 'node:path';
import { testDialects } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, client, startBuiltServer, type IBuiltServer } from './built-server.js';
import { startCuttableProxy } from './cuttable-proxy.js';

const UNAVAILABLE = 'The shop is temporarily unavailable. Please try again shortly.';

/**
 * A TCP relay to the MySQL server that the test can freeze, as a database that hangs would: connections stay open
 * and new ones are accepted, but nothing passes either way until it thaws.
 */
async function startFreezableProxy(target: URL) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let frozen = false;
  const flow = ([inbound, outbound]: [net.Socket, net.Socket]) => inbound.pipe(outbound).pipe(inbound);
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 3306), target.hostname);
    const pair: [net.Socket, net.Socket] = [inbound, outbound];
    pairs.add(pair);
    for (const socket of pair) {
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        pairs.delete(pair);
        inbound.destroy();
        outbound.destroy();
      });
    }
    if (!frozen) flow(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      frozen = true;
      for (const [inbound, outbound] of pairs) {
        inbound.unpipe(outbound);
        outbound.unpipe(inbound);
      }
    },
    thaw: () => {
      frozen = false;
      for (const pair of pairs) flow(pair);
    },
    close: async () => {
      for (const [inbound, outbound] of pairs) [inbound, outbound].forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** What a client must see: 503, when to come back, a plain sentence and nothing of the server's insides. */
function expectUnavailable(res: { status: number; headers: Headers; text: string }) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(res.text).toContain(UNAVAILABLE);
  expect(res.text).not.toMatch(/\bat \S+ \(|node_modules|ECONN|PROTOCOL_|SQLITE_|stack/i);
}

const login = { email: 'admin@shop.test', password: STAFF_PASSWORD };

/**
 * One server per dialect for both outages, a cut connection and then a schema that is gone (the second leaves
 * nothing to serve again from, so it comes last): each server is a process start, 4 to 5 s of CPU.
 */
describe.each(testDialects())(
  'answers while the database is unreachable, then without its schema, on %s',
  (dialect) => {
    let server: IBuiltServer;
    /** MySQL: the relay between server and database is cut. SQLite: another process holds the write lock. */
    let cut: () => Promise<void>;
    let restore: () => Promise<void>;
    let cleanUp = async () => {};

    beforeAll(async () => {
      if (dialect === 'mysql') {
        const proxy = await startCuttableProxy(new URL(process.env.TEST_MYSQL_URL!));
        server = await startBuiltServer(dialect, (databaseUrl) => {
          const viaProxy = new URL(databaseUrl);
          viaProxy.hostname = '127.0.0.1';
          viaProxy.port = String(proxy.port);
          return { DATABASE_URL: viaProxy.toString() };
        });
        [cut, restore] = [proxy.cut, proxy.restore];
        cleanUp = proxy.close;
      } else {
        server = await startBuiltServer(dialect);
        const locker = new Database(path.join(server.dataDir, 'shop.sqlite'));
        cut = async () => void locker.exec('BEGIN IMMEDIATE');
        restore = async () => void locker.exec('ROLLBACK');
        cleanUp = async () => void locker.close();
      }
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      await cleanUp();
    });

    it('answers 503 with Retry-After on /api and /trpc, and serves again once the database is back', async () => {
      const c = client(server.url);
      await cut();
      expectUnavailable(await c.post('/api/admin/login', login));
      expectUnavailable(await c.post('/trpc/auth.adminLogin', login));
      await restore();
      expect((await c.post('/api/admin/login', login)).status).toBe(200);
    }, 120_000);

    /** MySQL: the shop's database is dropped. SQLite: another process drops every table. */
    async function dropSchema() {
      if (dialect === 'mysql') {
        const mysql = await import('mysql2/promise');
        const admin = await mysql.createConnection(process.env.TEST_MYSQL_URL!);
        await admin.query(`DROP DATABASE \`${new URL(server.database.databaseUrl!).pathname.slice(1)}\``);
        await admin.end();
        return;
      }
      const other = new Database(path.join(server.dataDir, 'shop.sqlite'));
      other.pragma('foreign_keys = OFF');
      const tables = other
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .pluck()
        .all() as string[];
      for (const table of tables) other.exec(`DROP TABLE IF EXISTS "${table}"`);
      other.close();
    }

    it('answers 503 with Retry-After on /api, /trpc, the plain routes and /readyz, never 500', async () => {
      const c = client(server.url);
      expect((await c.get('/api/room/get-list?page=1')).status).toBe(200);
      await dropSchema();
      for (let round = 0; round < 2; round++) {
        expectUnavailable(await c.post('/api/admin/login', login));
        expectUnavailable(await c.post('/trpc/auth.adminLogin', login));
        expectUnavailable(await c.get('/api/room/get-list?page=1'));
        expectUnavailable(await c.get('/trpc/room.getList?input=%7B%7D'));
        expectUnavailable(await c.get('/sitemap.xml'));
        expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      }
    }, 120_000);
  },
);

describe.skipIf(!process.env.TEST_MYSQL_URL)('answers while MySQL hangs', () => {
  let server: IBuiltServer;
  let proxy: Awaited<ReturnType<typeof startFreezableProxy>>;

  beforeAll(async () => {
    proxy = await startFreezableProxy(new URL(process.env.TEST_MYSQL_URL!));
    server = await startBuiltServer('mysql', (databaseUrl) => {
      const viaProxy = new URL(databaseUrl);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      return {
        DATABASE_URL: viaProxy.toString(),
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_ACQUIRE_TIMEOUT_MS: '1000',
        DB_QUERY_TIMEOUT_MS: '1000',
      };
    });
  }, 120_000);
  afterAll(async () => {
    proxy?.thaw();
    await server?.stop();
    await proxy?.close();
  });

  it.each([1, 2])(
    'answers every call 503 with Retry-After within the timeouts, /readyz too, and serves again after (outage %i)',
    async () => {
      proxy.freeze();
      const started = Date.now();
      // More calls than the pool has connections: some wait for a query, the others for a connection.
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          i % 2
            ? client(server.url).post('/api/admin/login', login)
            : client(server.url).post('/trpc/auth.adminLogin', login),
        ),
      );
      const ready = await fetch(`${server.url}/readyz`);
      // Each waits for one query or one connection (1 s each), then gives up; nothing waits for the database (which
      // stays frozen: the bound is far from 1 s so that a loaded machine cannot blur it).
      expect(Date.now() - started).toBeLessThan(30_000);
      for (const answer of answers) expectUnavailable(answer);
      expect(ready.status).toBe(503);
      proxy.thaw();
      await expect
        .poll(async () => (await client(server.url).post('/api/admin/login', login)).status, {
          timeout: 15_000,
        })
        .toBe(200);
    },
    120_000,
  );
});
