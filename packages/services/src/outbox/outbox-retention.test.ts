import { createTestDatabase, openDatabase, OutboxMessage, testDialects, type ITestDatabase } from '@shop/db';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../common/db.js';
import type { IMailTransport } from '../mail/mailer.js';
import { OutboxMailQueue } from './outbox-mail-queue.js';
import { purgeFinishedMessages } from './outbox-retention.js';
import { OutboxWorker } from './outbox-worker.js';

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

describe.each(testDialects())('outbox retention on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    db = Db.of(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('deletes sent and cancelled messages past the retention, in batches, and keeps failed, waiting and recent ones', async () => {
    const repo = dataSource.getRepository(OutboxMessage);
    await repo.clear();
    const old = new Date('2026-08-01T10:00:00Z');
    const recent = new Date('2026-11-30T10:00:00Z');
    const row = (state: string, due: Date, n: number) => ({
      kind: 'mail',
      recipient: `ann${n}@example.com`,
      subject: `Mail ${n}`,
      payload: '{}',
      state,
      attempts: 1,
      nextAttemptAt: due,
    });
    // More than one batch of old sent mail, so the purge must go round again.
    await repo.insert(Array.from({ length: 620 }, (_, n) => row('sent', old, n)));
    await repo.insert([
      row('cancelled', old, 1000),
      row('failed', old, 1001),
      row('pending', old, 1002),
      row('sent', recent, 1003),
    ]);
    const purged = await purgeFinishedMessages(db, new Date('2026-09-01T00:00:00Z'));
    expect(purged).toBe(621);
    const left = await repo.find({ order: { id: 'ASC' } });
    expect(left.map((m) => [m.state, m.subject])).toEqual([
      ['failed', 'Mail 1001'],
      ['pending', 'Mail 1002'],
      ['sent', 'Mail 1003'],
    ]);
  });

  it('the worker purges on its rounds at most once an hour, and not at all with a retention of 0', async () => {
    const repo = dataSource.getRepository(OutboxMessage);
    await repo.clear();
    let at = new Date('2026-12-02T10:00:00Z');
    const now = () => at;
    const transport: IMailTransport = { kind: 'file', send: async () => undefined };
    const queue = new OutboxMailQueue(db, { now });
    const worker = new OutboxWorker(db, { transport, now, retentionDays: 30 });
    await queue.send({ to: 'a@example.com', subject: 'First', text: 'x' });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.purgeWhenDue()).toBe(0);
    at = new Date(at.getTime() + 31 * DAY);
    await queue.send({ to: 'b@example.com', subject: 'Second', text: 'x' });
    await worker.runOnce();
    expect(await worker.purgeWhenDue()).toBe(1);
    expect((await repo.find()).map((m) => m.subject)).toEqual(['Second']);
    // Mail that is already old when it is found: within the hour of the last purge nothing is read, after it it goes.
    await repo.insert({
      kind: 'mail',
      recipient: 'c@example.com',
      subject: 'Old',
      payload: '{}',
      state: 'sent',
      attempts: 1,
      nextAttemptAt: new Date('2026-01-01T00:00:00Z'),
    });
    at = new Date(at.getTime() + HOUR / 2);
    expect(await worker.purgeWhenDue()).toBe(0);
    at = new Date(at.getTime() + HOUR);
    expect(await worker.purgeWhenDue()).toBe(1);
    expect((await repo.find()).map((m) => m.subject)).toEqual(['Second']);

    at = new Date(at.getTime() + 365 * DAY);
    const keeping = new OutboxWorker(db, { transport, now, retentionDays: 0 });
    expect(await keeping.purgeWhenDue()).toBe(0);
    expect(await repo.count()).toBe(1);
  });
});
