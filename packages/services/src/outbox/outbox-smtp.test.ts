import type { AddressInfo } from 'node:net';
import { createTestDatabase, openDatabase, OutboxMessage, testDialects, type ITestDatabase } from '@shop/db';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../common/db.js';
import { SmtpMailer } from '../mail/smtp.mailer.js';
import { OutboxMailQueue } from './outbox-mail-queue.js';
import { OutboxWorker } from './outbox-worker.js';

/** A real SMTP server on 127.0.0.1 that answers 421 to every sender while `refusing`, and counts what it took. */
async function moodySmtpServer() {
  const received: string[] = [];
  const state = { refusing: true, refused: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused++;
      const error = new Error('Service not available, try again later') as Error & { responseCode: number };
      error.responseCode = 421;
      callback(error);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push(/^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDialects())('the outbox and a mail server that refuses, then accepts, on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let smtp: Awaited<ReturnType<typeof moodySmtpServer>>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    smtp = await moodySmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await dataSource?.destroy();
    await database?.drop();
  });

  it('loses nothing while refused and sends every message once when the server is back', async () => {
    let at = new Date('2026-12-02T12:00:00Z');
    const now = () => at;
    const db = Db.of(dataSource);
    const queue = new OutboxMailQueue(db, { now });
    const worker = new OutboxWorker(db, {
      transport: new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'shop@example.com'),
      now,
    });
    for (let n = 1; n <= 5; n++)
      await queue.send({ to: `c${n}@example.com`, subject: `Order ${n} paid`, text: 'Thank you.' });

    expect(await worker.runOnce()).toBe(0);
    expect(smtp.state.refused).toBe(5);
    const refused = await dataSource.getRepository(OutboxMessage).find();
    expect(refused.map((m) => [m.state, m.attempts])).toEqual(Array(5).fill(['pending', 1]));
    expect(refused[0]!.lastError).toMatch(/421|not available/);

    smtp.state.refusing = false;
    // Back, but nothing is due before the first wait is over.
    expect(await worker.runOnce()).toBe(0);
    at = new Date(at.getTime() + 60_000);
    expect(await worker.runOnce()).toBe(5);
    await worker.stop();
    const sent = await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    expect(sent.map((m) => [m.state, m.attempts])).toEqual(Array(5).fill(['sent', 2]));
    expect([...smtp.received].sort()).toEqual(sent.map((m) => `<outbox-${m.id}@shop.localhost>`).sort());
  });
});
