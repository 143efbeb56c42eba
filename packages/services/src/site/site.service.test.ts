import { createTestDatabase, openDatabase, testDialects, type ITestDatabase } from '@shop/db';
import { seedStaff } from '@shop/db/seed';
import { ROLE } from '@shop/domain';
import type { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Db } from '../common/db.js';
import { InformationService } from '../information/information.service.js';
import { SiteService, SHOP_NAME_MAX_AGE_MS } from './site.service.js';
import { SocialService } from '../social/social.service.js';

const details = { email: 'hello@shop.test', phone: '', address: '', openingHours: '', about: '', logo: null };

describe.each(testDialects())('the shop name in the server page titles on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  /** Another app process on the same database: this process's cache hears nothing of its writes. */
  let otherProcess: DataSource;
  let information: InformationService;
  let site: SiteService;
  /** The admin who saves the shop's details (an ADMIN-only change). */
  let admin: { id: number; name: string };

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    otherProcess = await openDatabase(database.config, { migrate: false });
    const db = Db.of(dataSource);
    information = new InformationService(db);
    site = new SiteService(db, information, new SocialService(db));
    admin = await seedStaff(dataSource, { role: ROLE.ADMIN });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await otherProcess?.destroy();
    await dataSource?.destroy();
    await database?.drop();
  });

  it('is kept, and a new name shows on the next page of the process that saved it', async () => {
    await information.update({ ...details, name: 'Oak & Iron' }, admin);
    expect(await site.shopName()).toBe('Oak & Iron');
    const reads = vi.spyOn(information, 'detail');
    expect(await site.shopName()).toBe('Oak & Iron');
    expect(reads).not.toHaveBeenCalled();
    await information.update({ ...details, name: 'Iron & Oak' }, admin);
    expect(await site.shopName()).toBe('Iron & Oak');
    reads.mockRestore();
  });

  it('shows another process’s new name at once on SQLite, and within its bound on MySQL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await site.shopName()).toBe('Iron & Oak');
    await otherProcess.query('UPDATE site_information SET name = ?', ['Elm House']);
    expect(await site.shopName()).toBe(dialect === 'sqlite' ? 'Elm House' : 'Iron & Oak');
    vi.setSystemTime(Date.now() + SHOP_NAME_MAX_AGE_MS + 1);
    expect(await site.shopName()).toBe('Elm House');
  });
});
