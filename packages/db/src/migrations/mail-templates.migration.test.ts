import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../data-source.js';
import { MailTemplate } from '../entities/index.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** The MailTemplates migration: edited mail templates, one per key, come and go cleanly. */
describe.each(testDialects())('mail templates migration on %s', (dialect) => {
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

  it('is undone to nothing and redone to a table that keeps one template per key', async () => {
    await undoMigrationsThrough(dataSource, 'MailTemplates');
    expect(await dataSource.createQueryRunner().getTables(['mail_templates'])).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });

    const templates = dataSource.getRepository(MailTemplate);
    await templates.insert({ key: 'welcome', subject: 'Hi', html: '<p>{{ customer.name }}</p>', updatedBy: 3 });
    expect(await templates.findOneByOrFail({ key: 'welcome' })).toMatchObject({
      subject: 'Hi',
      html: '<p>{{ customer.name }}</p>',
      text: null,
      updatedBy: 3,
      updatedAt: expect.any(Date),
    });
    await expect(templates.insert({ key: 'welcome', subject: 'Again', html: '<p>x</p>' })).rejects.toThrow();
  });
});
