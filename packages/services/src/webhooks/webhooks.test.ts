import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createTestDatabase,
  openDatabase,
  OutboxMessage,
  StaffMember,
  testDialects,
  WebhookEndpoint,
  type ITestDatabase,
} from '@shop/db';
import { OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_DELAYS_MS, ROLE, WEBHOOK_MESSAGES } from '@shop/domain';
import { Webhook } from 'standardwebhooks';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Db } from '../common/db.js';
import type { IMailMessage, IMailTransport } from '../mail/mailer.js';
import { OutboxWorker } from '../outbox/outbox-worker.js';
import { isPublicAddress, type TResolve } from './address-guard.js';
import { WebhookDelivery } from './webhook-delivery.js';
import { WebhookEventQueue } from './webhook-events.js';
import { WebhooksService } from './webhooks.service.js';

const HOUR = 3_600_000;

interface IReceived {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that records each request and answers `status` after `delayMs`. */
async function startReceiver() {
  const received: IReceived[] = [];
  const state = { status: 200, delayMs: 0, location: '' };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const answer = () => {
        if (state.location) response.setHeader('location', state.location);
        response.writeHead(state.status).end('ok');
      };
      if (state.delayMs) setTimeout(answer, state.delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A mail transport that keeps what the worker hands it (the admins' warning). */
function recordingTransport() {
  const sent: IMailMessage[] = [];
  return {
    kind: 'file' as const,
    sent,
    async send(message: IMailMessage) {
      sent.push(message);
    },
  } satisfies IMailTransport & { sent: IMailMessage[] };
}

describe('the webhook address guard', () => {
  it('takes public addresses and refuses loopback, private, link-local, CGNAT, metadata and IPv6 special ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::7f00:1',
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe.each(testDialects())('webhooks on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let db: Db;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  /** The real time (signatures are checked against it) moved on by what a test skips. */
  let skipped = 0;
  const now = () => new Date(Date.now() + skipped);
  const events = new WebhookEventQueue({ now });

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    db = Db.of(dataSource);
    receiver = await startReceiver();
    await dataSource.getRepository(StaffMember).insert([
      { name: 'Ada Admin', email: 'admin@test.shop', passwordHash: 'x', role: ROLE.ADMIN },
      { name: 'Max Manager', email: 'manager@test.shop', passwordHash: 'x', role: ROLE.MANAGER },
    ]);
  });
  afterAll(async () => {
    await receiver?.close();
    await dataSource?.destroy();
    await database?.drop();
  });
  beforeEach(async () => {
    skipped = 0;
    receiver.received.length = 0;
    Object.assign(receiver.state, { status: 200, delayMs: 0, location: '' });
    await dataSource.getRepository(OutboxMessage).clear();
    await dataSource.getRepository(WebhookEndpoint).clear();
  });

  function setUp({
    allowPrivate = true,
    resolve,
    timeoutMs,
  }: { allowPrivate?: boolean; resolve?: TResolve; timeoutMs?: number } = {}) {
    const service = new WebhooksService(db, { now, allowPrivate, resolve });
    const delivery = new WebhookDelivery(db, { now, allowPrivate, resolve, timeoutMs });
    const transport = recordingTransport();
    const worker = new OutboxWorker(db, { transport, now, deliverWebhook: (m) => delivery.deliver(m) });
    return { service, worker, transport };
  }
  const rows = (kind = 'webhook') =>
    dataSource.getRepository(OutboxMessage).find({ where: { kind }, order: { id: 'ASC' } });
  const emit = (type: 'order.paid' | 'order.shipped' | 'product.updated', data: Record<string, unknown>) =>
    db.transaction((tx) => events.emit(tx, type, data));

  it('delivers each event once, signed with the endpoint secret, to the endpoints that asked for it', async () => {
    const { service, worker } = setUp();
    const paid = await service.create({
      url: receiver.url,
      description: 'ERP',
      events: ['order.paid', 'product.updated'],
    });
    expect(paid.secret).toMatch(/^whsec_/);
    await service.create({ url: `${receiver.url}?token=abc`, description: '', events: ['order.shipped'] });

    await expect(
      db.transaction(async (tx) => {
        await events.emit(tx, 'order.paid', { orderId: 1 });
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    await emit('order.paid', { orderId: 7, number: 'FS-7' });
    await emit('product.updated', { productId: 3 });
    expect(await worker.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(0);

    expect(receiver.received).toHaveLength(2);
    const verifier = new Webhook(paid.secret);
    const bodies = receiver.received.map(({ headers, body }) =>
      verifier.verify(body, headers as Record<string, string>),
    );
    expect(bodies).toEqual([
      { type: 'order.paid', timestamp: expect.any(String), data: { orderId: 7, number: 'FS-7' } },
      { type: 'product.updated', timestamp: expect.any(String), data: { productId: 3 } },
    ]);
    // The outbox (which managers read) lists the address without its query, where a receiver's token may sit.
    await emit('order.shipped', { orderId: 7 });
    expect((await rows()).at(-1)).toMatchObject({ subject: 'order.shipped', recipient: receiver.url });
    await worker.runOnce();
    expect(receiver.received).toHaveLength(3);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(3);
    expect(await rows()).toMatchObject([
      { state: 'sent', attempts: 1, responseStatus: 200, subject: 'order.paid', orderId: 7 },
      { state: 'sent', attempts: 1, responseStatus: 200, subject: 'product.updated' },
      { state: 'sent', attempts: 1, responseStatus: 200, subject: 'order.shipped' },
    ]);

    // The list never shows a secret; a rotation shows the new one once, and signs with it from then on.
    expect(JSON.stringify(await service.getList())).not.toContain(paid.secret);
    const rotated = await service.rotateSecret(paid.id);
    expect(rotated.secret).not.toBe(paid.secret);
    await emit('order.paid', { orderId: 8 });
    await worker.runOnce();
    const last = receiver.received.at(-1)!;
    expect(() => verifier.verify(last.body, last.headers as Record<string, string>)).toThrow();
    expect(
      new Webhook(rotated.secret).verify(last.body, last.headers as Record<string, string>),
    ).toMatchObject({
      data: { orderId: 8 },
    });
  });

  it('refuses private addresses without the setting, at registration (422) and at delivery', async () => {
    const { service, worker } = setUp({
      allowPrivate: false,
      resolve: async (host) => (host === 'inside.test' ? [{ address: '10.0.0.5', family: 4 }] : []),
    });
    for (const url of [
      receiver.url,
      'http://10.0.0.1/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.1.1/',
      'http://[::1]/',
      'http://[fd12::1]/',
      'http://[fe80::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0x7f.1/',
      'http://inside.test/hooks',
    ])
      await expect(
        service.create({ url, description: '', events: ['order.paid'] }),
        url,
      ).rejects.toMatchObject({
        fieldErrors: { url: [WEBHOOK_MESSAGES.privateAddress] },
      });
    await expect(
      service.create({ url: 'ftp://example.com/', description: '', events: ['order.paid'] }),
    ).rejects.toMatchObject({ fieldErrors: { url: [WEBHOOK_MESSAGES.scheme] } });
    await expect(
      service.create({ url: 'http://nowhere.test/', description: '', events: ['order.paid'] }),
    ).rejects.toMatchObject({ fieldErrors: { url: [WEBHOOK_MESSAGES.unresolved] } });

    // Registered while private addresses were allowed: the delivery is refused before any connection.
    await dataSource
      .getRepository(WebhookEndpoint)
      .insert({ url: receiver.url, events: '["order.paid"]', secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0' });
    await emit('order.paid', { orderId: 9 });
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    expect(await rows()).toMatchObject([
      { state: 'pending', attempts: 1, responseStatus: null, lastError: WEBHOOK_MESSAGES.privateAddress },
    ]);
  });

  it('connects to the address it checked, follows no redirect and gives up on a slow receiver', async () => {
    const { service, worker } = setUp({
      resolve: async (host) => (host === 'hooks.test' ? [{ address: '127.0.0.1', family: 4 }] : []),
      timeoutMs: 300,
    });
    // A name the system cannot resolve reaches the receiver: the connection took the address the guard checked.
    await service.create({
      url: `http://hooks.test:${receiver.port}/hooks`,
      description: '',
      events: ['order.paid'],
    });
    await emit('order.paid', { orderId: 1 });
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received[0]!.headers.host).toBe(`hooks.test:${receiver.port}`);

    Object.assign(receiver.state, { status: 302, location: 'http://169.254.169.254/' });
    await emit('order.paid', { orderId: 2 });
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(2);

    Object.assign(receiver.state, { status: 200, location: '', delayMs: 30_000 });
    await emit('order.paid', { orderId: 3 });
    const started = Date.now();
    expect(await worker.runOnce()).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    const [, redirected, slow] = await rows();
    expect(redirected).toMatchObject({ state: 'pending', responseStatus: 302 });
    expect(redirected!.lastError).toMatch(/redirects are not followed/);
    expect(slow).toMatchObject({
      state: 'pending',
      responseStatus: null,
      lastError: 'no answer within 0.3 s',
    });
  });

  it('retries a failing receiver with the outbox backoff, then disables the endpoint after a day and tells the admins', async () => {
    const { service, worker, transport } = setUp();
    const endpoint = await service.create({ url: receiver.url, description: '', events: ['order.paid'] });
    receiver.state.status = 500;
    await emit('order.paid', { orderId: 1 });
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      expect(await worker.runOnce()).toBe(0);
      expect(receiver.received).toHaveLength(attempt);
      // Not due before its wait is over. The clock is the real one plus what the test skips, so the margin is half
      // a minute: on a loaded machine more than a second may pass between two of these steps.
      skipped += (OUTBOX_RETRY_DELAYS_MS[attempt - 1] ?? 0) - 30_000;
      await worker.runOnce();
      expect(receiver.received).toHaveLength(attempt);
      skipped += 30_000;
    }
    expect(await rows()).toMatchObject([
      { state: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, responseStatus: 500, lastError: 'answered 500' },
    ]);
    expect(await service.detail(endpoint.id)).toMatchObject({
      enabled: true,
      failingSince: expect.any(String),
    });

    // A day after the first failure, the next failure disables it; what still waits for it is cancelled.
    skipped = 24 * HOUR + 60_000;
    await emit('order.paid', { orderId: 2 });
    await emit('order.paid', { orderId: 3 });
    await worker.runOnce();
    expect(receiver.received).toHaveLength(OUTBOX_MAX_ATTEMPTS + 1);
    expect(await service.detail(endpoint.id)).toMatchObject({
      enabled: false,
      disabledAt: expect.any(String),
    });
    expect((await rows()).map((r) => r.state)).toEqual(['failed', 'pending', 'cancelled']);
    expect(transport.sent.map((m) => [m.to, m.subject])).toEqual([
      ['admin@test.shop', 'A webhook endpoint was disabled'],
    ]);
    // Disabled, it gets no new deliveries; enabled again, a resend goes out.
    await emit('order.paid', { orderId: 4 });
    expect(await rows()).toHaveLength(3);
    receiver.state.status = 204;
    const [first] = await rows();
    await expect(service.resend(first!.id)).rejects.toMatchObject({ message: /Enable the endpoint/ });
    await service.update({ id: endpoint.id, enabled: true });
    expect(await service.resend(first!.id)).toMatchObject({
      state: 'pending',
      attempts: 0,
      responseStatus: null,
    });
    expect(await worker.runOnce()).toBe(1);
    expect(await service.detail(endpoint.id)).toMatchObject({ enabled: true, failingSince: null });
    expect((await service.deliveries({ id: endpoint.id, page: 1 })).data[2]).toMatchObject({
      id: first!.id,
      state: 'sent',
      responseStatus: 204,
      attempts: 1,
    });
  });
});
