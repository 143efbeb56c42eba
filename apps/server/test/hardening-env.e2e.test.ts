import { createDataSource, createTestDatabase, type ITestDatabase } from '@shop/db';
import { restDialects } from './rest-dialects.js';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessServer, type IBuiltServer } from './built-server.js';

/** A reverse proxy like nginx with `proxy_add_x_forwarded_for`: it appends the address it saw. */
function appendingProxy(upstreamUrl: string): Promise<{ port: number; close: () => void }> {
  const upstream = new URL(upstreamUrl);
  const proxy = http.createServer((req, res) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () =>
      resolve({ port: (proxy.address() as net.AddressInfo).port, close: () => proxy.close() }),
    ),
  );
}

/** A login attempt through the proxy from a chosen local address, claiming a made-up X-Forwarded-For. */
function loginThrough(
  proxyPort: number,
  from: string,
  claimedAddress: string,
  email: string,
): Promise<number> {
  const body = JSON.stringify({ email, password: 'not-the-password' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: from,
        method: 'POST',
        path: '/api/admin/login',
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'X-Forwarded-For': claimedAddress,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode!));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Opens a connection, sends `head` and then one byte a second; resolves with what came back and when. */
function trickle(baseUrl: string, head: string): Promise<{ statusLine: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    const drip = setInterval(() => socket.writable && socket.write('a'), 1000);
    // Without a timeout the server would wait for ever: give up well before the test does.
    setTimeout(() => socket.destroy(), 10_000).unref();
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ statusLine: answer.split('\r\n')[0]!, closedAfterMs: Date.now() - started });
    });
  });
}

describe.each(restDialects())('REST hardening with proxy, timeouts and readiness on %s', (dialect) => {
  let server: IBuiltServer;
  let database: ITestDatabase | undefined;
  beforeAll(async () => {
    // The MySQL database is made here so that the readiness test can reach it from outside the server.
    database = dialect === 'mysql' ? await createTestDatabase('mysql') : undefined;
    server = await startInProcessServer(dialect, {
      SEED: 'none',
      TRUST_PROXY: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
      ...(database ? { DATABASE_URL: database.config.databaseUrl! } : {}),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('behind one appending proxy, a client cannot claim a new address per login attempt', async () => {
    const proxy = await appendingProxy(server.url);
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 11; attempt++)
        statuses.push(
          await loginThrough(proxy.port, '127.0.0.1', `203.0.113.${attempt}`, `guess${attempt}@x.test`),
        );
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      // The address is the one the proxy saw, not the proxy's own: another client is not locked out.
      expect(await loginThrough(proxy.port, '127.0.0.2', '203.0.113.1', 'guess@x.test')).toBe(401);
    } finally {
      proxy.close();
    }
  });

  it('cuts off a request whose headers or body trickle in, with 408', async () => {
    const body = trickle(
      server.url,
      'POST /api/admin/login HTTP/1.1\r\nHost: shop\r\nX-Requested-With: XMLHttpRequest\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const headers = trickle(server.url, 'GET /healthz HTTP/1.1\r\nHost: shop\r\nX-Slow: ');
    for (const cut of await Promise.all([body, headers])) {
      expect(cut.statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(cut.closedAfterMs).toBeLessThan(8000);
    }
  });

  it('stops answering ready when the schema is gone', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const outside = createDataSource(database?.config ?? { dataDir: server.dataDir });
    await outside.initialize();
    await outside.query('DROP TABLE sessions');
    await outside.destroy();
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'database unavailable' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
