import { createTestDatabase, openDatabase, OutboxMessage, testDialects, type ITestDatabase } from '@shop/db';
import { OUTBOX_MAX_ATTEMPTS } from '@shop/domain';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Db } from '../common/db.js';
import type { IMailMessage, IMailTransport, IRenderedAttachment } from '../mail/mailer.js';
import { MASK } from './mask-secrets.js';
import { OutboxMailQueue } from './outbox-mail-queue.js';
import { OutboxWorker } from './outbox-worker.js';
import { OutboxService } from './outbox.service.js';

const MINUTE = 60_000;

/** A transport that records what it was handed, refusing while `refusing` says so. */
function recordingTransport() {
  const sent: { message: IMailMessage; messageId?: string; files: readonly IRenderedAttachment[] }[] = [];
  const transport = {
    kind: 'file' as const,
    refusing: '' as string,
    sent,
    async send(
      message: IMailMessage,
      extra: { messageId?: string; files?: readonly IRenderedAttachment[] } = {},
    ) {
      if (transport.refusing) throw new Error(transport.refusing);
      sent.push({ message, messageId: extra.messageId, files: extra.files ?? [] });
    },
  };
  return transport satisfies IMailTransport;
}

describe.each(testDialects())('the outbox on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let db: Db;
  let at = new Date('2026-12-02T10:00:00Z');
  const now = () => at;
  const later = (ms: number) => (at = new Date(at.getTime() + ms));

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    db = Db.of(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });
  beforeEach(async () => {
    await dataSource.getRepository(OutboxMessage).clear();
  });

  const queue = () => new OutboxMailQueue(db, { now });
  const rows = () => dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
  const mail = (n: number, extra: Partial<IMailMessage> = {}): IMailMessage => ({
    to: `ann${n}@example.com`,
    subject: `Order ${n} shipped`,
    text: `Your order ${n} is on its way.`,
    ...extra,
  });

  it("is written in the change's transaction: a rolled-back change leaves no message, a committed one goes once", async () => {
    const transport = recordingTransport();
    const worker = new OutboxWorker(db, { transport, now });
    await expect(
      db.transaction(async (tx) => {
        await queue().send(mail(1), { tx, orderId: 41 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);

    await db.transaction((tx) => queue().send(mail(2), { tx, orderId: 42 }));
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(transport.sent.map((s) => s.message.subject)).toEqual(['Order 2 shipped']);
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'sent', attempts: 1, orderId: 42, claimToken: null, lastError: null });
    expect(transport.sent[0]!.messageId).toBe(`<outbox-${row!.id}@shop.localhost>`);
  });

  it('retries after 1 min, 5 min, 30 min, 2 h and 12 h, then marks the message failed with its last error', async () => {
    const transport = recordingTransport();
    const worker = new OutboxWorker(db, { transport, now });
    await queue().send(mail(3));
    transport.refusing = 'connect ECONNREFUSED 127.0.0.1:2525';
    const waits = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE];
    for (const [index, wait] of waits.entries()) {
      expect(await worker.runOnce()).toBe(0);
      const [row] = await rows();
      expect(row).toMatchObject({ state: 'pending', attempts: index + 1 });
      expect(row!.nextAttemptAt.getTime() - at.getTime()).toBe(wait);
      // Not before its time, whoever asks.
      later(wait - 1000);
      expect(await worker.runOnce()).toBe(0);
      expect((await rows())[0]!.attempts).toBe(index + 1);
      later(1000);
    }
    expect(await worker.runOnce()).toBe(0);
    const [failed] = await rows();
    expect(failed).toMatchObject({ state: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
    expect(failed!.lastError).toContain('ECONNREFUSED');
    later(24 * 60 * MINUTE);
    transport.refusing = '';
    expect(await worker.runOnce()).toBe(0);
    expect(transport.sent).toEqual([]);
    expect(await new OutboxService(db, { now }).failedCount()).toEqual({ failed: 1 });
  });

  it('gives each message to one of two workers racing for them', async () => {
    const transport = recordingTransport();
    for (let n = 0; n < 40; n++) await queue().send(mail(n));
    const one = new OutboxWorker(db, { transport, now, batch: 3 });
    const two = new OutboxWorker(db, { transport, now, batch: 3 });
    const [a, b] = await Promise.all([one.runOnce(), two.runOnce()]);
    expect(a + b).toBe(40);
    const subjects = transport.sent.map((s) => s.message.subject).sort();
    expect(new Set(subjects).size).toBe(40);
    expect(subjects).toHaveLength(40);
  });

  it('takes a message back from a worker that died holding it, once its lease has run out', async () => {
    const transport = recordingTransport();
    await queue().send(mail(4));
    // A worker claims it and dies before sending: its transport never answers.
    const dying = new OutboxWorker(db, {
      transport: { kind: 'file', send: () => new Promise<void>(() => undefined) },
      now,
      leaseMs: 2 * MINUTE,
    });
    void dying.runOnce();
    await expect.poll(async () => (await rows())[0]!.state).toBe('sending');
    const survivor = new OutboxWorker(db, { transport, now, leaseMs: 2 * MINUTE });
    expect(await survivor.runOnce()).toBe(0);
    later(2 * MINUTE + 1000);
    expect(await survivor.runOnce()).toBe(1);
    expect(await rows()).toMatchObject([{ state: 'sent', attempts: 2 }]);
  });

  it('sends each message of a slow batch once, even when the batch outlives the lease it was claimed with', async () => {
    const transport = recordingTransport();
    for (let n = 10; n < 13; n++) await queue().send(mail(n));
    // Each send takes a minute, well inside the two-minute lease, but three of them outlast the lease the batch
    // was claimed with: after the second, another worker finds the third abandoned and sends it. The slow worker
    // must then leave it alone rather than send it again.
    let sends = 0;
    const slow = new OutboxWorker(db, {
      transport: {
        kind: 'file',
        send: async (
          message: IMailMessage,
          extra?: { messageId?: string; files?: readonly IRenderedAttachment[] },
        ) => {
          later(MINUTE + 1000);
          await transport.send(message, extra);
          if (++sends === 2) {
            later(1000);
            expect(await new OutboxWorker(db, { transport, now, leaseMs: 2 * MINUTE }).runOnce()).toBe(1);
          }
        },
      },
      now,
      leaseMs: 2 * MINUTE,
      batch: 3,
    });
    expect(await slow.runOnce()).toBe(2);
    const subjects = transport.sent.map((s) => s.message.subject).sort();
    expect(subjects).toEqual(['Order 10 shipped', 'Order 11 shipped', 'Order 12 shipped']);
  });

  it('lets an admin start a message over or stop it, and refuses what its state does not allow', async () => {
    const transport = recordingTransport();
    const worker = new OutboxWorker(db, { transport, now });
    const service = new OutboxService(db, { now });
    await queue().send(mail(5));
    await queue().send(mail(6));
    const [first, second] = await rows();
    expect(await service.cancel(first!.id)).toMatchObject({ state: 'cancelled' });
    await expect(service.cancel(first!.id)).rejects.toThrow(/Only a waiting or failed/);
    await expect(service.resend(second!.id)).rejects.toThrow(/waiting or being sent/);
    expect(await worker.runOnce()).toBe(1);
    expect(transport.sent.map((s) => s.message.to)).toEqual(['ann6@example.com']);
    await expect(service.cancel(second!.id)).rejects.toThrow(/Only a waiting or failed/);

    expect(await service.resend(first!.id)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(await service.resend(second!.id).catch(() => 'refused')).toMatchObject({ state: 'pending' });
    expect(await worker.runOnce()).toBe(2);
    expect(transport.sent.map((s) => s.message.to)).toEqual([
      'ann6@example.com',
      'ann5@example.com',
      'ann6@example.com',
    ]);
    await expect(service.resend(999_999)).rejects.toThrow(/not found/i);
    const list = await service.getList({ page: 1, state: 'sent' });
    expect(list.total).toBe(2);
    expect((await service.getList({ page: 1, state: 'cancelled' })).total).toBe(0);
  });

  it('masks reset tokens and passwords in the back-office view and in the errors it keeps', async () => {
    const token = 'q3Jx9v_SECRET-token-abcdefghijklmnopqrstuvwxyz012';
    const transport = recordingTransport();
    transport.refusing = 'Invalid login for smtp://shop:hunter2@mail.example.com:587';
    const worker = new OutboxWorker(db, { transport, now });
    await queue().send(
      mail(7, {
        subject: 'Reset your password',
        text: `Choose a new password here:\n\nhttps://shop.example/reset-password?token=${token}\n\nPassword: hunter2`,
      }),
    );
    await worker.runOnce();
    const service = new OutboxService(db, { now });
    const [listed] = (await service.getList({ page: 1, state: 'all' })).data;
    const shown = JSON.stringify([listed, await service.detail(listed!.id)]);
    expect(shown).not.toContain(token);
    expect(shown).not.toContain('hunter2');
    expect(listed!.preview).toContain(`https://shop.example/reset-password?token=${MASK}`);
    expect(listed!.lastError).toBe(`Invalid login for smtp://shop:${MASK}@mail.example.com:587`);
    // The message itself keeps the link: the customer needs it.
    transport.refusing = '';
    later(MINUTE);
    await worker.runOnce();
    expect(transport.sent[0]!.message.text).toContain(token);
  });

  it('draws attachments when the mail leaves, and holds a mail whose attachments this process cannot draw', async () => {
    const transport = recordingTransport();
    await queue().send(mail(8, { attachments: [{ kind: 'invoice', id: 12 }] }));
    expect(await new OutboxWorker(db, { transport, now }).runOnce()).toBe(0);
    expect(await rows()).toMatchObject([{ state: 'pending', attempts: 1 }]);
    later(MINUTE);
    const worker = new OutboxWorker(db, {
      transport,
      now,
      renderAttachment: async (ref) => ({
        filename: `${ref.kind}-${ref.id}.pdf`,
        content: Buffer.from('%PDF-1.7'),
        contentType: 'application/pdf',
      }),
    });
    expect(await worker.runOnce()).toBe(1);
    expect(transport.sent[0]!.files.map((f) => f.filename)).toEqual(['invoice-12.pdf']);
    expect(JSON.parse((await rows())[0]!.payload)).toMatchObject({
      attachments: [{ kind: 'invoice', id: 12 }],
    });
  });
});
