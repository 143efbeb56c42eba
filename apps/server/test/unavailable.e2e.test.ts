import Database from 'better-sqlite3';
import net from 'node:net';
import path from 'node:path';
import { testDialects } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, client, startBuiltServer, type IBuiltServer } from './built-server.js';

const UNAVAILABLE = 'The shop is temporarily unavailable. Please try again shortly.';

/** A TCP relay to the MySQL server that the test can cut and restore, as a network failure would. */
async function startCuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const relay = (inbound: net.Socket) => {
    const outbound = net.connect(Number(target.port || 3306), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    inbound.pipe(outbound).pipe(inbound);
  };
  const listen = async (port: number) => {
    const server = net.createServer(relay);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return server;
  };
  let server = await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const cut = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut,
    restore: async () => {
      server = await listen(port);
    },
    close: cut,
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

describe.each(testDialects())('answers while the database is unreachable on %s', (dialect) => {
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
  }, 60_000);
});
