import { openDatabase, Product, testDialects } from '@shop/db';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startBuiltServer, type IBuiltServer } from './built-server.js';
import { startCuttableProxy } from './cuttable-proxy.js';

/** Nothing of the server's insides in an answer: no stack frame, driver code or database message. */
const INSIDES =
  /\bat \S+ \(\S+:\d+:\d+\)|node_modules|ECONN|PROTOCOL_|SQLITE_|\bER_[A-Z_]+|no such table|doesn't exist|call stack/;

/** Pages of the seeded shop: home, the room type of an active product, and that product. */
async function seededPages(ds: DataSource): Promise<string[]> {
  const product = await ds.getRepository(Product).findOneOrFail({
    where: { active: true },
    relations: { roomType: { room: true } },
  });
  const type = product.roomType!;
  return ['/', `/room/${type.room!.slug}/${type.slug}`, `/product/${product.slug}`];
}

/**
 * One server per dialect (each a process start, 4 to 5 s of CPU): on MySQL it reaches its database through a relay
 * the last test cuts, while the test's own connection (for the renamed table) goes to MySQL directly.
 */
describe.each(testDialects())('server-drawn pages that cannot be drawn, on %s', (dialect) => {
  let server: IBuiltServer;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>> | undefined;
  let ds: DataSource;
  let pages: string[];

  beforeAll(async () => {
    if (dialect === 'mysql') {
      const relay = (proxy = await startCuttableProxy(new URL(process.env.TEST_MYSQL_URL!)));
      server = await startBuiltServer(dialect, (databaseUrl) => {
        const viaProxy = new URL(databaseUrl);
        viaProxy.hostname = '127.0.0.1';
        viaProxy.port = String(relay.port);
        return { DATABASE_URL: viaProxy.toString() };
      });
    } else server = await startBuiltServer(dialect);
    ds = await openDatabase(server.database, { migrate: false });
    pages = await seededPages(ds);
  }, 120_000);
  afterAll(async () => {
    await ds?.destroy();
    await server?.stop();
    await proxy?.close();
  });

  it('answer 500 or 503, never 200, and /readyz is not ready until a page draws again', async () => {
    const c = client(server.url);
    for (const page of pages) expect((await c.get(page)).status, page).toBe(200);

    // Every storefront page draws its layout from the site's information: with its table gone, no page draws,
    // while the database itself (and the readiness query) still answers.
    await ds.query('ALTER TABLE site_information RENAME TO site_information_gone');
    try {
      for (let round = 0; round < 2; round++) {
        for (const page of pages) {
          const res = await c.get(page);
          expect([500, 503], `${page}: ${res.status}`).toContain(res.status);
          expect(res.headers.get('content-type')).toContain('text/html');
          expect(res.headers.get('cache-control')).toBe('no-store');
          // The shop's own page and error panel, and nothing of what went wrong inside.
          expect(res.text).toContain(
            '<div id="root"><main id="main" class="container RouteStates_route-state">',
          );
          expect(res.text).toContain('role="alert"');
          expect(res.text).toMatch(/This page could not be loaded|temporarily unavailable/);
          expect(res.text).not.toMatch(INSIDES);
        }
      }
      const ready = await c.get('/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.text)).toEqual({ status: 'pages cannot be drawn' });
    } finally {
      await ds.query('ALTER TABLE site_information_gone RENAME TO site_information');
    }

    // No page has been asked for since: /readyz draws the home page itself before saying ready.
    expect((await c.get('/readyz')).status).toBe(200);
    for (const page of pages) expect((await c.get(page)).status, page).toBe(200);
  }, 120_000);

  // MySQL unreachable: the relay between the server and MySQL is cut.
  if (dialect === 'mysql')
    it('answer 503 with Retry-After and the shop’s error page, also for a product that does not exist', async () => {
      const c = client(server.url);
      expect((await c.get('/product/no-such-product')).status).toBe(404);
      await proxy!.cut();
      try {
        for (const page of [...pages, '/product/no-such-product', '/rooms/no-such-room']) {
          const res = await c.get(page);
          expect(res.status, page).toBe(503);
          expect(res.headers.get('retry-after'), page).toBe('5');
          expect(res.headers.get('content-type')).toContain('text/html');
          expect(res.text).toContain(
            '<div id="root"><main id="main" class="container RouteStates_route-state">',
          );
          expect(res.text).toContain('role="alert"');
          expect(res.text).toContain('The shop is temporarily unavailable');
          expect(res.text).not.toMatch(INSIDES);
        }
      } finally {
        await proxy!.restore();
      }
      for (const page of pages) expect((await c.get(page)).status, page).toBe(200);
      expect((await c.get('/product/no-such-product')).status).toBe(404);
    }, 120_000);
});
