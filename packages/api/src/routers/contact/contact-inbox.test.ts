import { ContactMessage, testDialects } from '@shop/db';
import { PAGE_SIZE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IRequestHttp } from '../../context.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe.each(testDialects())('contact messages in the back-office on %s', (dialect) => {
  let h: IHarness;
  let manager: IRequestHttp;
  let admin: IRequestHttp;
  const ids: Record<string, number> = {};
  const staff = () => h.caller(manager);

  beforeAll(async () => {
    h = await createHarness(dialect);
    [manager, admin] = await Promise.all([h.loggedIn('manager'), h.loggedIn('admin')]);
    const letters = [
      { key: 'oldUnread', name: 'Olga Old', subject: 'Old question', isRead: false, at: 300 },
      { key: 'newRead', name: 'Nina New', subject: 'Thanks for the chair', isRead: true, at: 5 },
      { key: 'newUnread', name: 'Ned Newest', subject: 'Sofa delivery date', isRead: false, at: 1 },
      { key: 'oldRead', name: 'Otto Older', subject: 'Invoice copy', isRead: true, at: 600 },
    ];
    for (const { key, name, subject, isRead, at } of letters) {
      const result = await h.dataSource.getRepository(ContactMessage).insert({
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
        phone: key === 'newUnread' ? '555-0100' : '',
        subject,
        message: `About: ${subject}. Secret word in the body only: ${key === 'oldRead' ? 'walnut' : 'none'}.`,
        isRead,
        createdAt: minutesAgo(at),
      });
      ids[key] = Number(result.identifiers[0]!.id);
    }
  });
  afterAll(() => h?.close());

  it('lists unread first, then newest first, in the legacy page shape', async () => {
    const list = await staff().contact.getList({ page: 1 });
    expect(list).toMatchObject({
      current_page: 1,
      per_page: PAGE_SIZE,
      last_page: 1,
      from: 1,
      to: 4,
      total: 4,
    });
    expect(list.data.map((m) => m.id)).toEqual([ids.newUnread, ids.oldUnread, ids.newRead, ids.oldRead]);
    expect(list.data[0]).toEqual({
      id: ids.newUnread,
      name: 'Ned Newest',
      email: 'ned@example.com',
      phone: '555-0100',
      subject: 'Sofa delivery date',
      message: 'About: Sofa delivery date. Secret word in the body only: none.',
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    // Sent a minute ago: the time survives the round trip through either database as UTC.
    expect(Math.abs(Date.parse(list.data[0]!.createdAt) - minutesAgo(1).getTime())).toBeLessThan(30_000);
  });

  it('filters read or unread, and falls back to every message on an unknown filter', async () => {
    const unread = await staff().contact.getList({ page: 1, filter: 'unread' });
    expect(unread.data.map((m) => m.id)).toEqual([ids.newUnread, ids.oldUnread]);
    const read = await staff().contact.getList({ page: 1, filter: 'read' });
    expect(read.data.map((m) => m.id)).toEqual([ids.newRead, ids.oldRead]);
    const odd = await staff().contact.getList({ page: 1, filter: 'spam' as 'all' });
    expect(odd.total).toBe(4);
  });

  it('searches name, email and subject, not the message body', async () => {
    const search = async (term: string, filter: 'all' | 'read' = 'all') =>
      (await staff().contact.getList({ page: 1, search: term, filter })).data.map((m) => m.id);
    expect(await search('nina')).toEqual([ids.newRead]);
    expect(await search('OTTO@EXAMPLE')).toEqual([ids.oldRead]);
    expect(await search('delivery')).toEqual([ids.newUnread]);
    expect(await search('walnut')).toEqual([]);
    expect(await search('o', 'read')).toEqual([ids.newRead, ids.oldRead]);
    expect(await search('100%')).toEqual([]);
  });

  it('pages fifteen at a time without overlap', async () => {
    const repo = h.dataSource.getRepository(ContactMessage);
    // Sent within one second: ties on the time are broken by id, newest id first.
    const at = new Date(Date.now() - 3_600_000);
    for (let n = 0; n < 16; n++)
      await repo.insert({
        name: `Bulk ${n}`,
        email: 'bulk@example.com',
        subject: 'Bulk',
        message: 'x',
        createdAt: at,
      });
    const first = await staff().contact.getList({ page: 1, search: 'bulk' });
    const second = await staff().contact.getList({ page: 2, search: 'bulk' });
    expect(first).toMatchObject({ total: 16, last_page: 2, from: 1, to: 15 });
    expect(second).toMatchObject({ from: 16, to: 16 });
    const names = [...first.data, ...second.data].map((m) => m.name);
    expect(names).toEqual(Array.from({ length: 16 }, (_, i) => `Bulk ${15 - i}`));
  });

  it('reads one message without marking it read, and answers 404 for an unknown id', async () => {
    const message = await staff().contact.detail({ id: ids.oldUnread! });
    expect(message).toMatchObject({ id: ids.oldUnread, subject: 'Old question', isRead: false });
    expect((await staff().contact.detail({ id: ids.oldUnread! })).isRead).toBe(false);
    await expect(staff().contact.detail({ id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Message not found.',
    });
    await expect(staff().contact.changeRead({ id: 999_999, isRead: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('sets the read flag when told, flips it when not, and keeps the unread count in step', async () => {
    const unread = async () => (await staff().contact.unreadCount()).unread;
    const before = await unread();
    expect(before).toBe(18);
    const opened = await staff().contact.changeRead({ id: ids.newUnread!, isRead: true });
    expect(opened).toMatchObject({ id: ids.newUnread, isRead: true, subject: 'Sofa delivery date' });
    expect(await unread()).toBe(before - 1);
    // Opening it again changes nothing: the explicit form is idempotent.
    expect((await staff().contact.changeRead({ id: ids.newUnread!, isRead: true })).isRead).toBe(true);
    expect(await unread()).toBe(before - 1);
    // Without isRead the flag flips, each way.
    expect((await h.caller(admin).contact.changeRead({ id: ids.newUnread! })).isRead).toBe(false);
    expect(await unread()).toBe(before);
    expect((await staff().contact.changeRead({ id: ids.newUnread! })).isRead).toBe(true);
    expect((await staff().contact.changeRead({ id: ids.newUnread!, isRead: false })).isRead).toBe(false);
    expect((await staff().contact.detail({ id: ids.newUnread! })).isRead).toBe(false);
    expect(await unread()).toBe(before);
  });

  it('refuses every back-office call without a staff session, a customer session too (401)', async () => {
    const customer = h.caller(await h.loggedIn('customer'));
    for (const caller of [h.caller(), customer]) {
      await expect(caller.contact.getList({ page: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(caller.contact.detail({ id: ids.oldRead! })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      await expect(caller.contact.changeRead({ id: ids.oldRead! })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      await expect(caller.contact.unreadCount()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await staff().contact.detail({ id: ids.oldRead! })).isRead).toBe(true);
  });
});
