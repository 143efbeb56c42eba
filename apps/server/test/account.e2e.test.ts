import path from 'node:path';
import { uniqueSuffix } from '@shop/db/seed';
import { ACCOUNT_MESSAGES, REVIEW_MESSAGES } from '@shop/domain';
import { readFiledMail } from '@shop/services';
import { describe, expect, it } from 'vitest';
import type { TClient } from './client.js';
import { sharedServers } from './shared-servers.js';

const PASSWORD = 'contract-shopper-pass';
const REVIEW = { rating: 5, body: 'Sturdy, handsome and quick to assemble.' };

describe.each(sharedServers())('REST customer account on $dialect', (server) => {
  /** A fresh customer registered over REST (the demo customer's session is shared by every suite). */
  async function shopper(): Promise<{ c: TClient; id: number; email: string }> {
    const c = server.client();
    const email = `account-${uniqueSuffix()}@example.com`;
    const res = await c.post('/api/customer/register', {
      name: 'Contract Shopper',
      email,
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    return { c, id: res.data.customer.id, email };
  }

  /** The link in the newest reset mail to `email`; the mail leaves just after the answer. */
  async function resetLink(email: string): Promise<URL> {
    for (let tries = 0; tries < 100; tries++) {
      const mail = (await readFiledMail(path.join(server.dataDir, 'mail'))).findLast((m) => m.to === email);
      const link = mail && /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
      if (link) return new URL(link);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no reset mail to ${email}`);
  }

  it('answers 401 naming the customer realm to anonymous and staff callers', async () => {
    for (const c of [server.client(), server.as('admin')]) {
      for (const [p, body] of [
        ['/api/my-account/detail', undefined],
        ['/api/my-account/update/1', { name: 'X', email: 'x@example.com' }],
        ['/api/my-account/change-password', { currentPassword: 'a', newPassword: 'something-long' }],
        ['/api/my-account/order', { page: 1 }],
        ['/api/my-account/order/detail', { number: 'HT-10231' }],
        ['/api/product/review/create', { productId: 1, ...REVIEW }],
        ['/api/product/review/can-write', { productId: 1 }],
      ] as const) {
        const res = await c.post(p, body);
        expect([p, res.status, res.data.realm]).toEqual([p, 401, 'customer']);
      }
    }
  });

  it("lists the demo customer's orders newest first and answers one in full", async () => {
    const demo = server.as('customer');
    const list = await demo.post('/api/my-account/order', { page: 1 });
    expect(list.status).toBe(200);
    expect(list.data).toMatchObject({ current_page: 1, per_page: 15, from: 1 });
    const numbers = list.data.data.map((o: { number: string }) => o.number);
    expect(numbers.slice(-5)).toEqual(['HT-10287', 'HT-10264', 'HT-10251', 'HT-10231', 'HT-10219']);
    const shipped = list.data.data.find((o: { number: string }) => o.number === 'HT-10264');
    expect(shipped).toMatchObject({
      status: 'paid',
      paymentStatus: 'completed',
      fulfilmentStatus: 'shipped',
    });
    expect(shipped.total).toMatch(/^\$[\d,]+\.\d\d$/);

    const detail = await demo.post('/api/my-account/order/detail', { number: 'HT-10264' });
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      number: 'HT-10264',
      shippingTier: 'Express',
      trackingNumber: expect.stringMatching(/^\d{12}$/),
      quote: { tier: 'Express', deliveryBy: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) },
      address: { name: 'Casey Customer', city: 'Portland', state: 'OR' },
    });
    expect(detail.data.lines.length).toBe(2);
    expect(detail.data.events.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'paid',
      'processing',
      'shipped',
    ]);
  });

  it("answers 404 to another customer asking for the demo customer's order or updating the demo account", async () => {
    const demoAccount = await server.as('customer').post('/api/my-account/detail');
    expect(demoAccount.data).toMatchObject({ email: 'customer@shop.test', name: 'Casey Customer' });
    const other = await shopper();
    const order = await other.c.post('/api/my-account/order/detail', { number: 'HT-10231' });
    expect(order.status).toBe(404);
    const update = await other.c.post(`/api/my-account/update/${demoAccount.data.id}`, {
      name: 'Taken Over',
      email: `taken-${uniqueSuffix()}@example.com`,
    });
    expect(update.status).toBe(404);
    expect((await other.c.post('/api/my-account/order', {})).data.total).toBe(0);
    expect((await server.as('customer').post('/api/my-account/detail')).data.name).toBe('Casey Customer');
  });

  it('updates my own details at my id, with 422 and the message on `email` for a taken email', async () => {
    const me = await shopper();
    const ok = await me.c.post(`/api/my-account/update/${me.id}`, {
      name: 'Renamed Shopper',
      email: me.email,
      city: 'Bend',
      state: 'OR',
      postalCode: '97701',
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ id: me.id, name: 'Renamed Shopper', city: 'Bend', country: 'US' });
    const taken = await me.c.post(`/api/my-account/update/${me.id}`, {
      name: 'Renamed Shopper',
      email: 'customer@shop.test',
    });
    expect(taken.status).toBe(422);
    expect(taken.data.errors).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
  });

  it('resets a forgotten password through the mailed link, once, ending every session', async () => {
    const me = await shopper();
    const anon = server.client();
    const known = await anon.post('/api/customer/forgot-password', { email: me.email });
    const unknown = await anon.post('/api/customer/forgot-password', {
      email: `nobody-${uniqueSuffix()}@example.com`,
    });
    expect(known.status).toBe(200);
    expect(known.data).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetSent });
    expect(unknown.data).toEqual(known.data);

    const link = await resetLink(me.email);
    // Without PUBLIC_URL the link names the local address the shop announces (never the request's Host).
    expect(link.origin).toBe(`http://localhost:${new URL(server.url).port}`);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    const password = 'fresh-reset-password-9';
    const done = await anon.post('/api/customer/reset-password', { token, password });
    expect(done.data).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetDone });
    expect((await me.c.post('/api/get-customer-auth')).data).toEqual({ customer: null });
    const again = await anon.post('/api/customer/reset-password', {
      token,
      password: 'another-one-entirely',
    });
    expect(again.status).toBe(422);
    expect(again.data.errors).toEqual({ token: [ACCOUNT_MESSAGES.resetInvalid] });
    const login = await server.client().post('/api/customer/login', { email: me.email, password });
    expect(login.status).toBe(200);
  });

  it("builds every account mail's links on the shop's own address, whatever Host the request names", async () => {
    // The shared server has no PUBLIC_URL: its address is the local one it announces, as in its order mails.
    const shop = `http://localhost:${new URL(server.url).port}`;
    const addresses: string[] = [];
    for (const host of ['evil.example', 'localhost:1', '127.0.0.1:9', 'localhost.evil.example']) {
      const headers = { Host: host, 'X-Forwarded-Host': 'evil.example' };
      const c = server.client();
      const email = `hosted-${uniqueSuffix()}@example.com`;
      const moved = `moved-${uniqueSuffix()}@example.com`;
      const nobody = `nobody-${uniqueSuffix()}@example.com`;
      addresses.push(email, moved, nobody);
      const form = { name: 'Host Tester', email, password: PASSWORD };
      const registered = await c.post('/api/customer/register', form, { headers });
      expect(registered.status).toBe(200);
      // Welcome, "you already have an account", the reset link, "no account here", and the new address's link.
      expect((await server.client().post('/api/customer/register', form, { headers })).status).toBe(422);
      await server.client().post('/api/customer/forgot-password', { email }, { headers });
      await server.client().post('/api/customer/forgot-password', { email: nobody }, { headers });
      const change = await c.post(
        `/api/my-account/update/${registered.data.customer.id}`,
        { name: 'Host Tester', email: moved, currentPassword: PASSWORD },
        { headers },
      );
      expect(change.status).toBe(200);
    }
    // Mails leave after the answers, in any order: wait until every address has the links it is owed.
    const owed = (to: string) =>
      to.startsWith('moved-')
        ? ['/confirm-email']
        : to.startsWith('nobody-')
          ? ['/forgot', '/register']
          : ['/forgot', '/login', '/reset-password'];
    let links: string[] = [];
    for (let tries = 0; tries < 100; tries++) {
      const mails = (await readFiledMail(path.join(server.dataDir, 'mail'))).filter((m) =>
        addresses.includes(m.to),
      );
      links = mails.flatMap((m) => m.text.match(/https?:\/\/[^\s)>"]+/g) ?? []);
      const received = (to: string) =>
        new Set(
          mails
            .filter((m) => m.to === to)
            .flatMap((m) => m.text.match(/https?:\/\/[^\s)>"]+/g) ?? [])
            .map((link) => new URL(link).pathname),
        );
      if (addresses.every((to) => owed(to).every((wanted) => received(to).has(wanted)))) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const paths = new Set(links.map((link) => new URL(link).pathname));
    expect([...paths].sort()).toEqual([
      '/confirm-email',
      '/forgot',
      '/login',
      '/register',
      '/reset-password',
    ]);
    expect(new Set(links.map((link) => new URL(link).origin))).toEqual(new Set([shop]));
  });

  it('lets a buyer review a product once (409 after that), and refuses non-buyers with 409', async () => {
    const me = await shopper();
    const product = await server.seed.product();
    await server.seed.order({ customerId: me.id, lines: [{ productId: product.id }] });
    const eligibility = await me.c.post('/api/product/review/can-write', { productId: product.id });
    expect(eligibility.data).toEqual({ canWrite: true, reason: null });
    const created = await me.c.post('/api/product/review/create', { productId: product.id, ...REVIEW });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      productId: product.id,
      authorName: 'Contract S.',
      rating: 5,
      pending: true,
      verifiedBuyer: true,
    });
    // Shown once staff approve it.
    const visible = () => server.client().get(`/api/product/review/${product.id}`);
    expect((await visible()).data.data).toEqual([]);
    expect((await server.as('manager').post(`/api/product/review/show/${created.data.id}`)).status).toBe(200);
    expect((await visible()).data.data.map((r: { id: number }) => r.id)).toEqual([created.data.id]);

    const twice = await me.c.post('/api/product/review/create', { productId: product.id, ...REVIEW });
    expect([twice.status, twice.data.message]).toEqual([409, REVIEW_MESSAGES.alreadyReviewed]);
    const stranger = await shopper();
    const refused = await stranger.c.post('/api/product/review/create', { productId: product.id, ...REVIEW });
    expect([refused.status, refused.data.message]).toEqual([409, REVIEW_MESSAGES.notBought]);
  });
});
