import { AuditEntry, testDialects } from '@shop/db';
import { ROLE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, createHarness, type IHarness } from '../../test/harness.js';

const link = {
  name: 'Audited link',
  icon: 'instagram' as const,
  url: 'https://instagram.com/shop',
  position: 1,
};

describe.each(testDialects())('audit log on %s', (dialect) => {
  let h: IHarness;
  const entries = () => h.dataSource.getRepository(AuditEntry).find({ order: { id: 'ASC' } });
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  it('writes one entry for each staff change that succeeds: who, which call, which record, what was sent', async () => {
    const manager = h.caller(await h.loggedIn('manager'));
    const created = await manager.social.create(link);
    await manager.social.update({ id: created.id, ...link, name: 'Renamed link' });
    await manager.social.delete({ id: created.id });
    const log = await entries();
    expect(
      log.map(({ action, entity, entityId, staffName }) => ({ action, entity, entityId, staffName })),
    ).toEqual([
      { action: 'social.create', entity: 'social', entityId: created.id, staffName: 'Max Manager' },
      { action: 'social.update', entity: 'social', entityId: created.id, staffName: 'Max Manager' },
      { action: 'social.delete', entity: 'social', entityId: created.id, staffName: 'Max Manager' },
    ]);
    expect(JSON.parse(log[1]!.details)).toEqual({ id: created.id, ...link, name: 'Renamed link' });
    expect(log[0]!.staffId).toBe((await manager.auth.getAdminAuth()).data.user.id);
  });

  it('writes nothing for reads, refused calls and failed changes', async () => {
    const manager = h.caller(await h.loggedIn('manager'));
    const before = (await entries()).length;
    await manager.social.getList({ page: 1 });
    await manager.auth.getAdminAuth();
    await expect(manager.social.create({ ...link, url: 'javascript:x' })).rejects.toThrow();
    await expect(manager.social.delete({ id: 999_999 })).rejects.toThrow();
    await expect(manager.information.update({ name: 'X', email: 'x@shop.test' })).rejects.toThrow();
    await expect(h.caller().social.create(link)).rejects.toThrow();
    expect(await entries()).toHaveLength(before);
  });

  it('keeps passwords and tokens out of the log and cuts long texts', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    const member = await admin.staff.create({
      name: 'Pat Private',
      email: 'pat@staff.test',
      role: ROLE.MANAGER,
      password: 'secret-walnut-99',
    });
    await admin.auth.changePassword({ currentPassword: PASSWORD, newPassword: 'another-oak-table' });
    await admin.auth.changePassword({ currentPassword: 'another-oak-table', newPassword: PASSWORD });
    await admin.information.update({ name: 'Shop', email: 'shop@shop.test', about: 'a'.repeat(1000) });
    const log = await entries();
    const create = log.find((e) => e.action === 'staff.create')!;
    expect(JSON.parse(create.details)).toEqual({
      name: 'Pat Private',
      email: 'pat@staff.test',
      role: ROLE.MANAGER,
    });
    expect(create.entity).toBe('staff');
    expect(log.filter((e) => e.action === 'auth.changePassword').map((e) => e.details)).toEqual(['{}', '{}']);
    for (const entry of log) expect(entry.details).not.toMatch(/secret-walnut|another-oak|correct-horse/);
    const about = JSON.parse(log.find((e) => e.action === 'information.update')!.details).about as string;
    expect(about).toBe(`${'a'.repeat(200)}…`);
    // The invitation's open call is not a staff action.
    const count = log.length;
    await h
      .caller()
      .staff.setPassword({ token: 'x'.repeat(43), password: 'whatever-123' })
      .catch(() => undefined);
    expect(await entries()).toHaveLength(count);
    expect(member.id).toBeGreaterThan(0);
  });

  it('lists the log for ADMINs only, newest first, by entity, record and staff member', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    await expect(h.caller().audit.getList({ page: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const manager = h.caller(await h.loggedIn('manager'));
    await expect(manager.audit.getList({ page: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(manager.audit.filters()).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const all = await admin.audit.getList({ page: 1 });
    const ids = all.data.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.total).toBe((await entries()).length);
    const social = await admin.audit.getList({ page: 1, entity: 'social' });
    expect(social.data.map((e) => e.action)).toEqual(['social.delete', 'social.update', 'social.create']);
    expect(social.data[1]!.details).toMatchObject({ name: 'Renamed link' });
    const one = await admin.audit.getList({ page: 1, entity: 'social', entityId: social.data[0]!.entityId! });
    expect(one.total).toBe(3);
    const managerId = social.data[0]!.staffId!;
    const byManager = await admin.audit.getList({ page: 1, staffId: managerId });
    expect(new Set(byManager.data.map((e) => e.staffName))).toEqual(new Set(['Max Manager']));
    const searched = await admin.audit.getList({ page: 1, search: 'SOCIAL.UPD' });
    expect(searched.data.map((e) => e.action)).toEqual(['social.update']);
    expect((await admin.audit.getList({ page: 1, search: 'max man' })).total).toBe(byManager.total);
    // A filter that makes no sense lists everything rather than failing.
    expect((await admin.audit.getList({ page: 1, entity: 'drop table;' })).total).toBe(all.total);

    const filters = await admin.audit.filters();
    expect(filters.entities).toEqual(['auth', 'information', 'social', 'staff']);
    expect(filters.staff.map((s) => s.name)).toEqual(['Ada Admin', 'Max Manager']);
  });

  it('keeps the change when the entry cannot be written, and reports the failure', async () => {
    const manager = h.caller(await h.loggedIn('manager'));
    const reported: unknown[] = [];
    const stderr = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void reported.push(line));
    await h.dataSource.query('ALTER TABLE audit_entries RENAME TO audit_entries_away');
    try {
      const saved = await manager.social.create({ ...link, name: 'Unlogged link' });
      expect(await manager.social.detail({ id: saved.id })).toMatchObject({ name: 'Unlogged link' });
    } finally {
      await h.dataSource.query('ALTER TABLE audit_entries_away RENAME TO audit_entries');
      stderr.mockRestore();
    }
    expect(reported).toEqual([expect.stringMatching(/^audit entry could not be written: /)]);
    expect((await entries()).some((e) => e.details.includes('Unlogged link'))).toBe(false);
  });
});
