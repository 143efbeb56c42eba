import { uniqueSuffix } from '@shop/db/seed';
import { ACCOUNT_MESSAGES, STAFF_MESSAGES } from '@shop/domain';
import { hashPassword } from '@shop/services';
import { describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from './built-server.js';
import type { TClient } from './client.js';
import { deliveredMailWhen } from './delivered-mail.js';
import { sharedServers } from './shared-servers.js';

interface ICall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

describe.each(sharedServers())('REST staff, customers and audit log on $dialect', (server) => {
  const anonymous = server.client();
  const customer = server.as('customer');
  const manager = server.as('manager');
  const admin = server.as('admin');
  const send = (c: TClient, { method, path: p, body }: ICall) =>
    method === 'GET' ? c.get(p) : c.post(p, body);

  /** A customer of this suite's own, with a password and two paid orders: the demo customer is shared. */
  const ownCustomer = async () => {
    const tag = uniqueSuffix();
    const row = await server.seed.customer({
      name: `Rest Customer ${tag}`,
      email: `rest-${tag}@example.com`,
      passwordHash: await hashPassword(STAFF_PASSWORD),
    });
    await server.seed.order({ customerId: row.id, lines: [{ quantity: 2 }] });
    await server.seed.order({ customerId: row.id, status: 'completed' });
    return row;
  };

  const newMember = () => {
    const tag = uniqueSuffix();
    return {
      name: `Rest Staff ${tag}`,
      email: `rest-staff-${tag}@staff.test`,
      role: 2,
      password: 'rest-walnut-77',
    };
  };

  it('answers 401, 401, 403 and then 200 on every staff, customer and audit call', async () => {
    const mine = await ownCustomer();
    const member = (await admin.post('/api/hrm/create', newMember())).data as { id: number };
    const invited = (
      await admin.post('/api/hrm/create', {
        ...newMember(),
        password: undefined,
        passwordSetup: 'invitation',
      })
    ).data as { id: number; invitation: string };
    expect(invited.invitation).toBe('sent');
    const detail = (await admin.get(`/api/customer/detail/${mine.id}`)).data;
    const { id: _, stats: _s, createdAt: _c, updatedAt: _u, country: _co, blocked: _b, ...details } = detail;
    const calls: ICall[] = [
      { method: 'GET', path: '/api/hrm/get-list?page=1&search=rest&role=2' },
      { method: 'GET', path: `/api/hrm/detail/${member.id}` },
      { method: 'POST', path: '/api/hrm/create', body: newMember() },
      { method: 'POST', path: `/api/hrm/update/${member.id}`, body: { ...newMember(), role: 2 } },
      { method: 'POST', path: `/api/hrm/invite/${invited.id}` },
      { method: 'POST', path: `/api/hrm/delete/${member.id}` },
      { method: 'GET', path: '/api/customer/get-list?page=1&search=rest&sort=-spent' },
      { method: 'GET', path: `/api/customer/detail/${mine.id}` },
      { method: 'POST', path: `/api/customer/update/${mine.id}`, body: { ...details, phone: '555-0100' } },
      { method: 'POST', path: `/api/customer/block/${mine.id}`, body: { blocked: false } },
      { method: 'GET', path: `/api/customer/orders/${mine.id}?page=1` },
      { method: 'GET', path: `/api/order/getQuantityByCustomerId/${mine.id}` },
      { method: 'GET', path: '/api/audit/get-list?page=1&entity=hrm' },
      { method: 'GET', path: '/api/audit/filters' },
    ];
    for (const call of calls) {
      const statuses = [];
      for (const c of [anonymous, customer, manager, admin]) statuses.push((await send(c, call)).status);
      expect(statuses, `${call.method} ${call.path}`).toEqual([401, 401, 403, 200]);
    }
    const unauthenticated = await anonymous.get('/api/hrm/get-list');
    expect(unauthenticated.data).toMatchObject({ message: 'Unauthenticated.', realm: 'staff' });
  });

  it('answers the figures and lists in their legacy shapes', async () => {
    const mine = await ownCustomer();
    const stats = await admin.get(`/api/order/getQuantityByCustomerId/${mine.id}`);
    expect(stats.data).toMatchObject({ customerId: mine.id, orderCount: 2, itemCount: 3 });
    expect(stats.data.totalSpent).toMatch(/^\$[\d,]+\.\d\d$/);
    const list = await admin.get(`/api/customer/get-list?search=${encodeURIComponent(mine.email)}`);
    expect(list.data).toMatchObject({ current_page: 1, per_page: 15, total: 1 });
    expect(list.data.data[0]).toMatchObject({
      id: mine.id,
      orderCount: 2,
      totalSpentCents: stats.data.totalSpentCents,
    });
    const orders = await admin.get(`/api/customer/orders/${mine.id}`);
    expect(orders.data.data.map((o: { status: string }) => o.status)).toEqual(['completed', 'paid']);
    expect((await admin.get('/api/customer/detail/999999')).status).toBe(404);
    expect((await admin.get('/api/customer/detail/abc')).status).toBe(422);
    expect((await admin.get('/api/order/getQuantityByCustomerId/999999')).status).toBe(404);
    expect((await admin.get('/api/hrm/detail/abc')).status).toBe(422);
    expect((await admin.get('/api/hrm/detail/999999')).status).toBe(404);
  });

  it('refuses a taken email and a weak password with 422, and self-removal with 409', async () => {
    const taken = await admin.post('/api/hrm/create', { ...newMember(), email: 'manager@shop.test' });
    expect([taken.status, taken.data.errors]).toEqual([422, { email: [STAFF_MESSAGES.emailTaken] }]);
    const weak = await admin.post('/api/hrm/create', { ...newMember(), password: 'password1' });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.data.errors)).toEqual(['password']);
    const me = (await admin.post('/api/get-admin-auth')).data.data.user;
    const selfDelete = await admin.post(`/api/hrm/delete/${me.id}`);
    expect([selfDelete.status, selfDelete.data.message]).toEqual([409, STAFF_MESSAGES.selfDelete]);
    const selfDemote = await admin.post(`/api/hrm/update/${me.id}`, {
      name: me.name,
      email: me.email,
      role: 2,
    });
    expect([selfDemote.status, selfDemote.data.message]).toEqual([409, STAFF_MESSAGES.selfDemote]);
  });

  it('sets an invited member’s password once through the mailed link, rate limited by address', async () => {
    const invitation = { ...newMember(), password: undefined, passwordSetup: 'invitation' };
    const created = await admin.post('/api/hrm/create', invitation);
    expect(created.data).toMatchObject({ invitationPending: true, invitation: 'sent' });
    const mail = (
      await deliveredMailWhen(server.dataDir, (all) => all.some((m) => m.to === invitation.email))
    ).findLast((m) => m.to === invitation.email);
    const token = /set-password\?token=([\w-]+)/.exec(mail!.text)![1]!;
    const visitor = server.client();
    const set = await visitor.post('/api/admin/set-password', { token, password: 'rest-cedar-88' });
    expect([set.status, set.data.message]).toEqual([200, STAFF_MESSAGES.passwordSet]);
    const again = await visitor.post('/api/admin/set-password', { token, password: 'rest-cedar-99' });
    expect([again.status, again.data.errors]).toEqual([422, { token: [STAFF_MESSAGES.invitationInvalid] }]);
    const login = await server
      .client()
      .post('/api/admin/login', { email: invitation.email, password: 'rest-cedar-88' });
    expect(login.status).toBe(200);

    const guesser = server.client();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await guesser.post('/api/admin/set-password', {
            token: `guess-${i}`.padEnd(43, 'x'),
            password: 'x-long-password',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
  });

  it('blocks a customer: their session ends and login answers the blocked message', async () => {
    const mine = await ownCustomer();
    const shopper = server.client();
    const credentials = { email: mine.email, password: STAFF_PASSWORD };
    expect((await shopper.post('/api/customer/login', credentials)).status).toBe(200);
    expect((await shopper.post('/api/get-customer-auth')).data.customer.id).toBe(mine.id);
    const blocked = await admin.post(`/api/customer/block/${mine.id}`, { blocked: true });
    expect([blocked.status, blocked.data.blocked]).toEqual([200, true]);
    expect((await shopper.post('/api/get-customer-auth')).data).toEqual({ customer: null });
    const refused = await server.client().post('/api/customer/login', credentials);
    expect([refused.status, refused.data.message]).toEqual([401, ACCOUNT_MESSAGES.blocked]);
    await admin.post(`/api/customer/block/${mine.id}`, { blocked: false });
    expect((await server.client().post('/api/customer/login', credentials)).status).toBe(200);
  });

  it('logs staff changes made over REST with the path id and without the password', async () => {
    const member = newMember();
    const created = await admin.post('/api/hrm/create', member);
    await admin.post(`/api/hrm/update/${created.data.id}`, { ...member, name: `${member.name} Jr` });
    const log = await admin.get(`/api/audit/get-list?entity=staff&entityId=${created.data.id}`);
    expect(log.data.data).toEqual([
      expect.objectContaining({
        action: 'staff.update',
        entityId: created.data.id,
        staffName: 'Avery Admin',
      }),
      expect.objectContaining({ action: 'staff.create', entityId: created.data.id }),
    ]);
    const all = await admin.get('/api/audit/get-list?entity=staff');
    const create = all.data.data.find(
      (e: { action: string; details: { email?: string } }) =>
        e.action === 'staff.create' && e.details.email === member.email,
    );
    expect(create).toMatchObject({ entityId: created.data.id, details: { name: member.name, role: 2 } });
    expect(JSON.stringify(all.data)).not.toContain('rest-walnut-77');
  });
});
