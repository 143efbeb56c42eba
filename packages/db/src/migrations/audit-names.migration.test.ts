import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source.js';
import { AuditEntry } from '../entities/index.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { undoMigrationsThrough } from '../undo-migrations.js';

/** Migration AuditDomainNames on rows written under the old router names, forward and back. */
describe.each(testDialects())('audit entries renamed with their domain on %s', (dialect) => {
  let db: ITestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    dataSource = await createDataSource(db.config).initialize();
    await dataSource.runMigrations();
    // Back to the schema before the rename, with entries as the old code wrote them.
    await undoMigrationsThrough(dataSource, 'AuditDomainNames');
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const entries = () =>
    dataSource
      .getRepository(AuditEntry)
      .find({ order: { id: 'ASC' } })
      .then((rows) => rows.map((r) => [r.entity, r.action]));

  it('files old staff and review moderation entries under staff and review, and back on revert', async () => {
    const old = [
      ['hrm', 'hrm.update'],
      ['hrm', 'hrm.create'],
      ['product', 'product.hideReview'],
      ['product', 'product.showReview'],
      ['product', 'product.update'],
    ];
    await dataSource
      .getRepository(AuditEntry)
      .insert(
        old.map(([entity, action]) => ({ entity, action, staffId: null, staffName: 'Ada', details: '{}' })),
      );
    await dataSource.runMigrations();
    expect(await entries()).toEqual([
      ['staff', 'staff.update'],
      ['staff', 'staff.create'],
      ['review', 'review.hide'],
      ['review', 'review.show'],
      ['product', 'product.update'],
    ]);
    await undoMigrationsThrough(dataSource, 'AuditDomainNames');
    expect(await entries()).toEqual(old);
  });
});
