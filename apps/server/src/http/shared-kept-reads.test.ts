import crypto from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import { createClient } from '@redis/client';
import { createTestDatabase, openDatabase, type ITestDatabase } from '@shop/db';
import Fastify from 'fastify';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerHealth } from '../routes/health.js';
import { registerSharedKeptReads } from './shared-kept-reads.js';

const REDIS_URL = process.env.TEST_REDIS_URL;

/** A Fastify app with the health routes and the shared kept reads, its log lines collected. */
async function appWith(
  dataSource: DataSource,
  redisUrl: string | undefined,
  prefix = `test-${crypto.randomUUID()}:`,
) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  const cachesDetail = await registerSharedKeptReads(app, dataSource, {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
  });
  registerHealth(app, dataSource, undefined, { cachesDetail });
  await app.ready();
  return { app, lines };
}

async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('kept reads shared through Redis, as /readyz tells', () => {
  let database: ITestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite', { migrated: true });
    dataSource = await openDatabase(database.config, { migrate: false });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('says nothing of caches without REDIS_URL', async () => {
    const { app } = await appWith(dataSource, undefined);
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    await app.close();
  });

  it('starts without Redis, still ready, and says so in the log and in /readyz', async () => {
    const { app, lines } = await appWith(dataSource, `redis://127.0.0.1:${await closedPort()}`);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      details: { caches: "Redis unreachable: kept values answer at most 5 s after another process's write" },
    });
    const warning = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 40);
    expect(warning.msg).toBe(
      'Redis unreachable: kept values fall back to their age bound (5 s) until it is back',
    );
    expect(warning.err.message).toMatch(/ECONNREFUSED/);
    await app.close();
  });

  it.runIf(REDIS_URL)(
    'says the caches are shared once connected, and lets go of Redis on close',
    async () => {
      const prefix = `test-${crypto.randomUUID()}:`;
      const subscribers = async () => {
        const redis = await createClient({ url: REDIS_URL }).connect();
        try {
          return (await redis.pubSubNumSub(`${prefix}kept-reads:retire`))[`${prefix}kept-reads:retire`];
        } finally {
          redis.destroy();
        }
      };
      const { app, lines } = await appWith(dataSource, REDIS_URL, prefix);
      expect((await app.inject('/readyz')).json()).toEqual({
        status: 'ready',
        details: { caches: 'shared through Redis' },
      });
      expect(lines.some((line) => line.includes('Redis reachable: kept values are retired across'))).toBe(
        true,
      );
      expect(await subscribers()).toBe(1);
      await app.close();
      expect(await subscribers()).toBe(0);
    },
  );
});
