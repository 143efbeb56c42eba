import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type ITestDatabase } from '@shop/db';
import mysql from 'mysql2/promise';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitUntilReady, type IServerProcess } from './built-server.js';

/**
 * Two app processes deliver one MySQL outbox through one mail server, and one of them is killed with SIGKILL in
 * the middle: every message still arrives, each once but for at most the one the killed process was sending. Real processes, because the process
 * dying is the thing tested. The mail server is a fake on 127.0.0.1 that takes a few milliseconds per message, so
 * that the run lasts long enough to be cut.
 */
const mysqlUrl = process.env.TEST_MYSQL_URL;
const MESSAGES = 200;

async function slowSmtpServer() {
  const received: number[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = /^Message-ID: <outbox-(\d+)@/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1];
        setTimeout(() => {
          received.push(Number(id));
          callback();
        }, 15);
      });
    },
  });
  // The killed process's connection ends in a reset: the server says so, and that is expected here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.runIf(mysqlUrl)('the outbox of two app processes on one MySQL database', () => {
  let db: ITestDatabase | undefined;
  let smtp: Awaited<ReturnType<typeof slowSmtpServer>> | undefined;
  const processes: IServerProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-processes-'));
  afterAll(async () => {
    for (const p of processes)
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await Promise.all(processes.map((p) => p.exited));
    await smtp?.close();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`sends each of ${MESSAGES} messages once while one process is killed with SIGKILL mid-run`, async () => {
    db = await createTestDatabase('mysql', { migrated: true });
    smtp = await slowSmtpServer();
    const start = async () => {
      const port = await freePort();
      const server = spawnServer(port, {
        PATH: process.env.PATH,
        PORT: String(port),
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: db!.config.databaseUrl,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtp!.port}`,
        OUTBOX_POLL_MS: '100',
        OUTBOX_LEASE_MS: '2000',
      });
      processes.push(server);
      await waitUntilReady(server.url, server.child, server.output);
      return server;
    };
    const startedAt = Date.now();
    const [doomed, survivor] = await Promise.all([start(), start()]);
    const readyAt = Date.now();

    const connection = await mysql.createConnection(db.config.databaseUrl!);
    try {
      const rows = Array.from({ length: MESSAGES }, (_, n) => [
        `buyer${n}@example.com`,
        `Order ${n} paid`,
        JSON.stringify({ to: `buyer${n}@example.com`, subject: `Order ${n} paid`, text: 'Thank you.' }),
      ]);
      await connection.query(
        'INSERT INTO outbox_messages (recipient, subject, payload, next_attempt_at) VALUES ' +
          rows.map(() => '(?, ?, ?, UTC_TIMESTAMP())').join(', '),
        rows.flat(),
      );
      await until('a quarter of the messages have arrived', () => smtp!.received.length >= MESSAGES / 4);
      doomed!.child.kill('SIGKILL');
      await doomed!.exited;
      const receivedAtKill = smtp.received.length;

      const states = async () => {
        const [result] = await connection.query(
          'SELECT state, COUNT(*) AS n FROM outbox_messages GROUP BY state',
        );
        return Object.fromEntries(
          (result as { state: string; n: number }[]).map((r) => [r.state, Number(r.n)]),
        );
      };
      await until('every message is sent', async () => (await states()).sent === MESSAGES);
      const doneAt = Date.now();
      expect(receivedAtKill).toBeLessThan(MESSAGES);
      expect(survivor!.child.exitCode).toBeNull();

      const [ids] = await connection.query('SELECT id FROM outbox_messages ORDER BY id');
      const expected = (ids as { id: number }[]).map((r) => r.id);
      const arrived = [...smtp.received].sort((a, b) => a - b);
      const distinct = [...new Set(arrived)];
      expect(distinct).toEqual(expected);
      const twice = arrived.length - distinct.length;
      console.log(
        `outbox kill test: ${arrived.length} deliveries of ${distinct.length} messages (${twice} twice); ` +
          `${receivedAtKill} had arrived when one process was killed; processes ready in ${readyAt - startedAt} ms, ` +
          `all sent ${doneAt - readyAt} ms later`,
      );
      // No message is ever sent by both processes while both live (the claim). The one a process is killed in the
      // middle of is sent again by the other once its lease runs out; if the mail server had already accepted it
      // (a window of one database write), it arrives twice, with the same Message-ID for the receiver to drop.
      expect(twice).toBeLessThanOrEqual(1);
    } finally {
      await connection.end();
    }
  }, 120_000);
});
