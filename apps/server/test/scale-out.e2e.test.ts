import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type ITestDatabase } from '@shop/db';
import { uniqueSuffix } from '@shop/db/seed';
import { CHECKOUT_MESSAGES } from '@shop/domain';
import { hashPassword } from '@shop/services';
import { startTestS3Server, type ITestS3Server } from '@shop/services/test/s3-server';
import mysql from 'mysql2/promise';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReverseProxy, type IReverseProxy } from '../../../bench/reverse-proxy.mjs';
import {
  freePort,
  spawnServer,
  STAFF_PASSWORD,
  waitUntilReady,
  type IServerProcess,
} from './built-server.js';
import { client, type TClient } from './client.js';
import { newFixturesToken, seedCalls, type TSeedCalls } from './fixtures.js';
import { SlowRequest } from './slow-request.js';

/**
 * The README's "Several app processes" topology, natively: two app processes behind nginx (the only address the
 * clients use), on one MariaDB, one Redis and one S3-protocol server. What a shop on several machines must hold:
 * one session everywhere, any image from any process, a write seen at once through the other process, stock that
 * no race oversells, and a rolling restart that no visitor notices.
 */
const mysqlUrl = process.env.TEST_MYSQL_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** How long the other process may take to show a write once it is acknowledged (the bound the shop promises). */
const AGREES_WITHIN_MS = 200;
const ADDRESS = {
  name: 'Scale Shopper',
  phone: '503-555-0100',
  addressLine1: '1 Replica Way',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
};

interface IApp {
  port: number;
  process: IServerProcess;
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Reads `read` until `holds` says yes or `ms` pass; answers the last value read (the caller asserts on it). */
async function readUntil<T>(ms: number, read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(mysqlUrl && redisUrl)('two app processes behind nginx on MariaDB, Redis and S3', () => {
  let db: ITestDatabase;
  let s3: ITestS3Server;
  let proxy: IReverseProxy;
  const apps: IApp[] = [];
  const dataDirs: string[] = [];
  let seed: TSeedCalls;
  let manager: TClient;
  let customers: TClient[];
  let roomTypeId: number;
  let materialId: number;
  const fixturesToken = newFixturesToken();
  let baseEnv: NodeJS.ProcessEnv;

  /** An app process on `port` with the shared settings and a DATA_DIR of its own (nothing in it is shared). */
  const startApp = (port: number): IApp => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-scale-'));
    dataDirs.push(dataDir);
    return { port, process: spawnServer(port, { ...baseEnv, PORT: String(port), DATA_DIR: dataDir }) };
  };
  const appUrl = (app: IApp) => `http://127.0.0.1:${app.port}`;
  const ready = (app: IApp) => waitUntilReady(appUrl(app), app.process.child, app.process.output);
  /** The app process that answered, from the header nginx adds. */
  const servedBy = (headers: Headers) => Number(headers.get('x-upstream')?.split(':').at(-1));

  beforeAll(async () => {
    [db, s3] = await Promise.all([createTestDatabase('mysql'), startTestS3Server()]);
    const ports = [await freePort(), await freePort()];
    baseEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: db.config.databaseUrl!,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      TEST_FIXTURES_TOKEN: fixturesToken,
      // Redis is shared with other test runs: a channel of this run's own.
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `scale-${crypto.randomUUID()}:`,
      ...s3.env,
      TRUST_PROXY: '1',
      SHUTDOWN_DRAIN_SECONDS: '1',
      // Upper bounds, not waits: on a loaded machine a process needed more than 5 s to finish its last requests and
      // was stopped with an error, and 40 checkouts at once outlasted the 5 s wait for a pooled connection.
      SHUTDOWN_GRACE_SECONDS: '30',
      DB_ACQUIRE_TIMEOUT_MS: '60000',
      DB_QUERY_TIMEOUT_MS: '60000',
    };
    proxy = await startReverseProxy({ upstreams: ports });
    baseEnv.PUBLIC_URL = proxy.url;
    // Started together on an empty database: one migrates, the other waits for the schema lock.
    apps.push(startApp(ports[0]!), startApp(ports[1]!));
    await Promise.all(apps.map(ready));

    seed = seedCalls(proxy.url, fixturesToken);
    const passwordHash = await hashPassword(STAFF_PASSWORD);
    const tag = uniqueSuffix();
    const [staff, roomType, material, ...buyers] = await Promise.all([
      seed.staff({ passwordHash, email: `manager-${tag}@example.com` }),
      seed.roomType(),
      seed.material(),
      ...Array.from({ length: 8 }, (_, i) =>
        seed.customer({ passwordHash, email: `buyer${i}-${tag}@example.com` }),
      ),
    ]);
    roomTypeId = roomType.id;
    materialId = material.id;
    manager = client(proxy.url);
    const login = await manager.post('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD });
    expect(login.status).toBe(200);
    customers = await Promise.all(
      buyers.map(async (buyer) => {
        const c = client(proxy.url);
        const res = await c.post('/api/customer/login', { email: buyer.email, password: STAFF_PASSWORD });
        expect(res.status).toBe(200);
        return c;
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const app of apps) if (app.process.child.exitCode === null) app.process.child.kill('SIGKILL');
    await Promise.all(apps.map((app) => app.process.exited));
    await Promise.all([db?.drop(), s3?.close()]);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps one session across both processes', async () => {
    const [buyer] = customers;
    const answeredBy = new Set<number>();
    for (let i = 0; i < 6; i += 1) {
      const res = await buyer!.post('/api/my-account/detail');
      expect(res.status).toBe(200);
      expect(res.data.email).toMatch(/^buyer0-/);
      answeredBy.add(servedBy(res.headers));
    }
    expect([...answeredBy].sort()).toEqual(apps.map((app) => app.port).sort());
  });

  it('serves an image uploaded through one process from the other, resized there', async () => {
    const jpeg = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 150, g: 110, b: 80 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const [first, second] = apps as [IApp, IApp];
    const uploader = client(appUrl(first), Object.fromEntries(manager.jar));
    const uploaded = await uploader.post('/api/upload', undefined, { body: form });
    expect(uploaded.status).toBe(200);
    expect(await s3.keys()).toContain(uploaded.data.key);

    const other = await fetch(`${appUrl(second)}/images/${uploaded.data.key}/640.webp`);
    expect(other.status).toBe(200);
    expect(other.headers.get('cache-control')).toMatch(/immutable/);
    const metadata = await sharp(Buffer.from(await other.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width]).toEqual(['webp', 640]);
    const proxied = await fetch(`${proxy.url}/images/${uploaded.data.key}/320.jpeg`);
    expect(proxied.status).toBe(200);
  });

  it('shows a price change and a hidden product through the other process on its next read', async () => {
    const product = await seed.product({
      name: `Scale Bench ${uniqueSuffix()}`,
      roomTypeId,
      priceCents: 45_000,
    });
    const [first, second] = apps as [IApp, IApp];
    const detail = async (app: IApp) => client(appUrl(app)).post(`/api/product/product-detail/${product.id}`);
    // Both processes keep the product first: the write must retire what the other keeps.
    for (const app of apps) expect((await detail(app)).data.priceCents).toBe(45_000);

    const writer = client(appUrl(first), Object.fromEntries(manager.jar));
    const form = (over: Record<string, unknown>) => ({
      roomTypeId,
      name: product.name,
      slug: product.slug,
      description: 'Two processes, one bench',
      priceCents: 45_000,
      discountPercent: 0,
      stock: 3,
      leadTimeDays: 0,
      widthIn: 40,
      depthIn: 20,
      heightIn: 30,
      packageLengthIn: 44,
      packageWidthIn: 24,
      packageHeightIn: 34,
      packageWeightLb: 40,
      materialIds: [materialId],
      images: [],
      active: true,
      ...over,
    });
    expect(
      (await writer.post(`/api/product/update/${product.id}`, form({ priceCents: 39_900 }))).status,
    ).toBe(200);
    const repriced = await readUntil(
      AGREES_WITHIN_MS,
      () => detail(second),
      (res) => res.data.priceCents === 39_900,
    );
    expect(repriced.data.priceCents).toBe(39_900);

    expect((await writer.post(`/api/product/update/${product.id}`, form({ active: false }))).status).toBe(
      200,
    );
    const hidden = await readUntil(
      AGREES_WITHIN_MS,
      () => detail(second),
      (res) => res.status === 404,
    );
    expect(hidden.status).toBe(404);
  });

  it('sells exactly 10 of 10 in stock to 40 checkouts at once through both processes', async () => {
    const product = await seed.product({ name: `Scale Chair ${uniqueSuffix()}`, roomTypeId, stock: 10 });
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        customers[i % customers.length]!.post('/api/payment/initiate', {
          lines: [{ productId: product.id, quantity: 1 }],
          address: ADDRESS,
          tier: 'Express',
          idempotencyKey: crypto.randomBytes(12).toString('hex'),
        }),
      ),
    );
    const started = attempts.filter((res) => res.status === 200);
    expect(started, JSON.stringify(attempts.slice(0, 3).map((res) => [res.status, res.data]))).toHaveLength(
      10,
    );
    expect(new Set(attempts.map((res) => servedBy(res.headers))).size).toBe(2);
    for (const refused of attempts.filter((res) => res.status !== 200))
      expect([refused.status, refused.data.errors], JSON.stringify(refused.data)).toEqual([
        422,
        { 'lines.0.quantity': [CHECKOUT_MESSAGES.outOfStock] },
      ]);

    const paid = await Promise.all(
      started.map((res, i) =>
        customers[attempts.indexOf(res) % customers.length]!.post('/api/payment/complete', {
          orderNumber: res.data.orderNumber,
          idempotencyKey: `pay-${i}-${crypto.randomBytes(8).toString('hex')}`,
          testCard: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
        }),
      ),
    );
    expect(paid.map((res) => res.data.status)).toEqual(Array(10).fill('paid'));
    const connection = await mysql.createConnection(db.config.databaseUrl!);
    try {
      const [[row]] = (await connection.query('SELECT stock FROM products WHERE id = ?', [product.id])) as [
        { stock: number }[],
        unknown,
      ];
      expect(row!.stock).toBe(0);
    } finally {
      await connection.end();
    }
  });

  it('restarts each process in turn under load without a failed request, every counted view written', async () => {
    const product = await seed.product({ name: `Scale Sofa ${uniqueSuffix()}`, roomTypeId });
    const detailPath = `/trpc/product.customerDetail?input=${encodeURIComponent(JSON.stringify({ id: product.id }))}`;
    const failures: string[] = [];
    const answeredBy = new Map<number, number>();
    let total = 0;
    let views = 0;
    let running = true;
    const targets = [`/product/${product.slug}`, detailPath, '/'];
    const load = Promise.all(
      Array.from({ length: 3 }, async (_, worker) => {
        for (let i = worker; running; i += 1) {
          const target = targets[i % targets.length]!;
          try {
            const res = await fetch(proxy.url + target, { headers: { 'user-agent': BROWSER } });
            const body = await res.text();
            if (res.status !== 200) failures.push(`${target}: ${res.status} ${body.slice(0, 200)}`);
            else {
              answeredBy.set(servedBy(res.headers), (answeredBy.get(servedBy(res.headers)) ?? 0) + 1);
              if (target !== '/') views += 1;
            }
          } catch (error) {
            failures.push(`${target}: ${String((error as { cause?: unknown }).cause ?? error)}`);
          }
          total += 1;
          // Paced: every process is busy when it is stopped, without taking the cores the other suites run on.
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }),
    );
    const readiness = (app: IApp) =>
      fetch(`${appUrl(app)}/readyz`, { headers: { connection: 'close' } }).then(
        (res) => res.status,
        () => 0,
      );

    for (const [index, old] of [...apps].entries()) {
      const servedBefore = answeredBy.get(old.port) ?? 0;
      await until(
        'the process served some of the load',
        () => (answeredBy.get(old.port) ?? 0) > servedBefore,
      );
      // A request whose body is still on its way when the signal comes: it is answered all the same.
      const inFlight = await SlowRequest.open(appUrl(old), `/api/product/product-detail/${product.id}`);
      old.process.child.kill('SIGTERM');
      // Not ready from the signal on, while it still serves (the drain time): a health-checking proxy stops
      // sending before the port closes.
      let state = 200;
      await until('readiness changes', async () => (state = await readiness(old)) !== 200);
      expect(state).toBe(503);
      const answer = await inFlight.finish();
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      views += 1;
      expect(await old.process.exited).toBe(0);
      // The same address again, as a process manager or an orchestrator restarting in place would.
      const fresh = startApp(old.port);
      apps[index] = fresh;
      await ready(fresh);
      const servedByOld = answeredBy.get(old.port) ?? 0;
      await until(
        'nginx sends load to the new process',
        () => (answeredBy.get(fresh.port) ?? 0) > servedByOld,
      );
    }
    running = false;
    await load;
    // The new processes write the views they counted when they stop in their turn.
    for (const app of apps) app.process.child.kill('SIGTERM');
    expect(await Promise.all(apps.map((app) => app.process.exited))).toEqual([0, 0]);

    expect(failures, proxy.log()).toEqual([]);
    expect(total).toBeGreaterThan(50);
    for (const app of apps) expect(app.process.output()).not.toMatch(/\berror\b/i);
    const connection = await mysql.createConnection(db.config.databaseUrl!);
    try {
      const [[row]] = (await connection.query('SELECT view_count AS views FROM products WHERE id = ?', [
        product.id,
      ])) as [{ views: number }[], unknown];
      // Every answered product page counted exactly once: none lost at a shutdown, none counted twice by a retry.
      expect(Number(row!.views)).toBe(views);
    } finally {
      await connection.end();
    }
  }, 120_000);
});
