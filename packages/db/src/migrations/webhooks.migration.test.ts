import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { OutboxMessage, WebhookEndpoint } from '../entities/index.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The Webhooks migration: endpoints come and go, and the outbox's messages keep theirs across it. */
describe.each(testDialects())('webhooks migration on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('is undone keeping the queued mail, and redone to enabled endpoints and webhook rows on the outbox', async () => {
    const queued = await dataSource.getRepository(OutboxMessage).insert({
      recipient: 'ann@example.com',
      subject: 'Your order has shipped',
      payload: '{"to":"ann@example.com"}',
      nextAttemptAt: new Date(),
    });
    const mailId = queued.identifiers[0]!.id as number;
    await undoMigrationsThrough(dataSource, 'Webhooks');
    const runner = dataSource.createQueryRunner();
    expect(await runner.getTables(['webhook_endpoints'])).toEqual([]);
    const [outbox] = await runner.getTables(['outbox_messages']);
    expect(outbox!.columns.map((c) => c.name)).not.toContain('webhook_endpoint_id');
    await runner.release();
    await dataSource.runMigrations({ transaction: 'each' });

    expect(await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: mailId })).toMatchObject({
      kind: 'mail',
      subject: 'Your order has shipped',
      webhookEndpointId: null,
      responseStatus: null,
    });
    const endpoints = dataSource.getRepository(WebhookEndpoint);
    const { identifiers } = await endpoints.insert({
      url: 'https://hooks.example.com/shop',
      events: '["order.paid"]',
      secret: 'whsec_c2VjcmV0',
    });
    const endpointId = identifiers[0]!.id as number;
    expect(await endpoints.findOneByOrFail({ id: endpointId })).toMatchObject({
      description: '',
      enabled: true,
      failingSince: null,
      disabledAt: null,
    });
    const delivery = await dataSource.getRepository(OutboxMessage).insert({
      kind: 'webhook',
      recipient: 'https://hooks.example.com/shop',
      subject: 'order.paid',
      payload: '{}',
      nextAttemptAt: new Date(),
      webhookEndpointId: endpointId,
      responseStatus: 500,
    });
    expect(
      await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: delivery.identifiers[0]!.id as number }),
    ).toMatchObject({ kind: 'webhook', webhookEndpointId: endpointId, responseStatus: 500 });
  });
});
