import { restDialects } from './rest-dialects.js';
import { uniqueSuffix } from '@shop/db/seed';
import { utcDay } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type IOwnServer, type TDemoAccount } from './accounts.js';
import type { TClient } from './client.js';

interface IMessage {
  id: number;
  name: string;
  subject: string;
  isRead: boolean;
}

/**
 * On a server of its own: the unread count and the dashboard's totals count everyone's messages and orders, which
 * the suites running beside this one on the shared servers add.
 */
describe.each(restDialects())('REST contact messages and dashboard on %s', (dialect) => {
  let server: IOwnServer;
  const as = {} as Record<TDemoAccount, TClient>;
  const tag = uniqueSuffix();
  const ids: number[] = [];

  beforeAll(async () => {
    server = await startOwnServer(dialect, 'empty');
    for (const account of ['admin', 'manager', 'customer'] as const) as[account] = server.as(account);
    for (const [n, isRead] of [
      [1, true],
      [2, false],
      [3, false],
    ] as const) {
      const message = await server.seed.contactMessage({
        name: `Visitor ${n}`,
        email: `visitor-${n}@example.com`,
        subject: `Question ${n} ${tag}`,
        message: 'Do you deliver on Saturdays?',
        isRead,
        createdAt: new Date(Date.now() - (10 - n) * 60_000),
      });
      ids.push(message.id);
    }
  }, 120_000);
  afterAll(() => server?.stop());

  const unread = async (c: TClient) => {
    const res = await c.post('/api/contact/unread-count');
    expect(res.status).toBe(200);
    return res.data.unread as number;
  };

  it('refuses every back-office call to anonymous visitors and customers with 401', async () => {
    for (const c of [server.client(), as.customer]) {
      expect((await c.post('/api/contact/get-list', { page: 1 })).status).toBe(401);
      expect((await c.post(`/api/contact/detail/${ids[0]}`)).status).toBe(401);
      expect((await c.post(`/api/contact/change-read/${ids[0]}`, { isRead: false })).status).toBe(401);
      expect((await c.post('/api/contact/unread-count')).status).toBe(401);
      expect((await c.get('/api/dashboard/summary')).status).toBe(401);
    }
    // Refused, so nothing changed: the read message is still read.
    expect((await as.manager.post(`/api/contact/detail/${ids[0]}`)).data.isRead).toBe(true);
  });

  it('lists a search for managers and admins, unread first then newest, in the legacy page shape', async () => {
    for (const c of [as.manager, as.admin]) {
      const res = await c.post('/api/contact/get-list', { page: 1, search: tag });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        current_page: 1,
        per_page: 15,
        last_page: 1,
        from: 1,
        to: 3,
        total: 3,
      });
      expect(res.data.data.map((m: IMessage) => m.id)).toEqual([ids[2], ids[1], ids[0]]);
    }
    const read = await as.manager.post('/api/contact/get-list', { search: tag, filter: 'read' });
    expect(read.data.data.map((m: IMessage) => m.subject)).toEqual([`Question 1 ${tag}`]);
    // A legacy client sending no body at all gets the first page of every message.
    const bare = await as.manager.post('/api/contact/get-list');
    expect(bare.status).toBe(200);
    expect(bare.data.total).toBeGreaterThanOrEqual(3);
  });

  it('reads a message without marking it, and answers 404 for an unknown id', async () => {
    const res = await as.manager.post(`/api/contact/detail/${ids[1]}`);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      id: ids[1],
      name: 'Visitor 2',
      email: 'visitor-2@example.com',
      phone: '',
      subject: `Question 2 ${tag}`,
      message: 'Do you deliver on Saturdays?',
      isRead: false,
      createdAt: expect.any(String),
    });
    const missing = await as.manager.post('/api/contact/detail/999999999');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toMatch(/stack|at \//i);
    expect((await as.manager.post('/api/contact/detail/abc')).status).toBe(422);
    expect((await as.manager.post('/api/contact/change-read/999999999')).status).toBe(404);
  });

  it('marks read and unread with isRead, flips without it, and the unread count follows', async () => {
    const before = await unread(as.admin);
    const opened = await as.manager.post(`/api/contact/change-read/${ids[1]}`, { isRead: true });
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({ id: ids[1], isRead: true });
    expect(await unread(as.admin)).toBe(before - 1);
    // No body at all (a legacy client): the flag flips back.
    const flipped = await as.admin.post(`/api/contact/change-read/${ids[1]}`);
    expect(flipped.data).toMatchObject({ id: ids[1], isRead: false });
    expect(await unread(as.manager)).toBe(before);
    expect((await as.manager.post(`/api/contact/change-read/${ids[1]}`, { isRead: 'yes' })).status).toBe(422);
    // The text "false" means false (a coerced boolean would read any text as true), and 0 too.
    const text = await as.manager.post(`/api/contact/change-read/${ids[1]}`, { isRead: 'false' });
    expect(text.data).toMatchObject({ id: ids[1], isRead: false });
    expect((await as.manager.post(`/api/contact/change-read/${ids[1]}`, { isRead: 0 })).data.isRead).toBe(
      false,
    );
    const bare = await as.manager.post(
      `/api/contact/change-read/${ids[1]}`,
      { isRead: true },
      { xhr: false },
    );
    expect(bare.status).toBe(403);
    expect(await unread(as.manager)).toBe(before);
  });

  it('sums a new paid order into today on the dashboard, for managers and admins', async () => {
    const summary = async (c: TClient) => {
      const res = await c.get('/api/dashboard/summary');
      expect(res.status).toBe(200);
      return res.data;
    };
    const before = await summary(as.manager);
    expect(before.to).toBe(utcDay(Date.now()));
    expect(before.sales.days).toHaveLength(30);
    expect(before.ordersByStatus.map((s: { status: string }) => s.status)).toEqual([
      'pending',
      'paid',
      'completed',
      'cancelled',
    ]);
    expect(before.unreadMessages).toBe(await unread(as.manager));
    await server.seed.order({ status: 'paid', shippingCents: 1_000 });
    const after = await summary(as.admin);
    expect(after.sales.todayOrders).toBe(before.sales.todayOrders + 1);
    // The factory's product costs $199.00, plus $10.00 shipping.
    expect(after.sales.todayCents - before.sales.todayCents).toBe(20_900);
    expect(after.sales.totalCents - before.sales.totalCents).toBe(20_900);
    const paid = (s: typeof before) =>
      s.ordersByStatus.find((row: { status: string }) => row.status === 'paid').count as number;
    expect(paid(after)).toBe(paid(before) + 1);
  });
});
