import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { OutboxMessage } from '../entities/index.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The OutboxMessages migration: the table of messages owed, pending by default, comes and goes cleanly. */
describe.each(testDialects())('outbox messages migration on %s', (dialect) => {
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

  it('is undone to nothing and redone to a table whose new rows are pending, unclaimed and untried', async () => {
    await undoMigrationsThrough(dataSource, 'OutboxMessages');
    expect(await dataSource.createQueryRunner().getTables(['outbox_messages'])).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });

    const messages = dataSource.getRepository(OutboxMessage);
    const { identifiers } = await messages.insert({
      recipient: 'ann@example.com',
      subject: 'Your order has shipped',
      payload: '{"to":"ann@example.com"}',
      nextAttemptAt: new Date(),
      orderId: 7,
    });
    expect(await messages.findOneByOrFail({ id: identifiers[0]!.id as number })).toMatchObject({
      kind: 'mail',
      state: 'pending',
      attempts: 0,
      claimToken: null,
      leaseUntil: null,
      lastError: null,
      sentAt: null,
      orderId: 7,
    });
  });
});
