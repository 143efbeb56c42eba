import { uniqueSuffix } from '@shop/db/seed';
import { hashPassword } from '@shop/services';
import { describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from './built-server.js';
import { sharedServers } from './shared-servers.js';

describe.each(sharedServers())('REST auth and platform on $dialect', (server) => {
  const client = () => server.client();

  it('answers health and readiness', async () => {
    const c = client();
    expect((await c.get('/healthz')).data).toEqual({ status: 'ok' });
    expect((await c.get('/readyz')).data).toEqual({ status: 'ready' });
  });

  it('sends security headers with a content security policy', async () => {
    const { headers } = await client().get('/healthz');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses state-changing calls without X-Requested-With (403)', async () => {
    const res = await client().post(
      '/api/admin/login',
      { email: 'admin@shop.test', password: STAFF_PASSWORD },
      { xhr: false },
    );
    expect(res.status).toBe(403);
    expect(res.data.message).toMatch(/X-Requested-With/);
  });

  it('logs staff in with an HttpOnly SameSite=Lax cookie and answers the lookups', async () => {
    const c = client();
    expect((await c.get('/api/user/get-user')).data).toEqual({ user: null });
    const login = await c.post('/api/admin/login', { email: 'admin@shop.test', password: STAFF_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.data.data.user).toMatchObject({ email: 'admin@shop.test', role: 1 });
    const cookie = login.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/shop_staff=[\w-]{43}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const auth = await c.post('/api/get-admin-auth');
    expect(auth.status).toBe(200);
    expect(auth.data).toEqual({
      data: { user: expect.objectContaining({ email: 'admin@shop.test', role: 1 }) },
    });
    expect((await c.get('/api/user/get-user')).data.user.email).toBe('admin@shop.test');
    expect((await c.post('/api/admin/logout')).data).toEqual({ success: true });
    expect((await c.get('/api/user/get-user')).data).toEqual({ user: null });
    expect((await c.post('/api/get-admin-auth')).status).toBe(401);
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const c = client();
    const wrong = await c.post('/api/admin/login', {
      email: 'admin@shop.test',
      password: 'not-the-password',
    });
    const unknown = await c.post('/api/admin/login', {
      email: 'nobody@shop.test',
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.data).toEqual(unknown.data);
    expect(JSON.stringify(wrong.data)).not.toMatch(/stack|\bat \w+ \(/);
  });

  it('answers 422 with an errors map for bad input', async () => {
    const res = await client().post('/api/customer/register', {
      name: '',
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.status).toBe(422);
    expect(res.data.message).toBeTruthy();
    expect(Object.keys(res.data.errors).sort()).toEqual(['email', 'name', 'password']);
    for (const messages of Object.values(res.data.errors)) expect(messages).toEqual([expect.any(String)]);
  });

  it('registers a customer who is then logged in, and logs out', async () => {
    const c = client();
    const email = `new-${uniqueSuffix()}@example.com`;
    const reg = await c.post('/api/customer/register', {
      name: 'Nina New',
      email,
      password: 'a-long-password',
    });
    expect(reg.status).toBe(200);
    expect(reg.data.customer).toMatchObject({ name: 'Nina New', email });
    expect((await c.post('/api/get-customer-auth')).data.customer.email).toBe(email);
    // The customer realm is not the staff realm.
    expect((await c.post('/api/get-admin-auth')).status).toBe(401);
    expect((await c.post('/api/customer/logout')).status).toBe(200);
    expect((await c.post('/api/get-customer-auth')).data).toEqual({ customer: null });
    const again = await c.post('/api/customer/register', {
      name: 'Nina',
      email,
      password: 'a-long-password',
    });
    expect(again.status).toBe(422);
    expect(again.data.errors.email).toHaveLength(1);
    const login = await c.post('/api/customer/login', {
      email: 'customer@shop.test',
      password: STAFF_PASSWORD,
    });
    expect(login.data.customer.email).toBe('customer@shop.test');
  });

  it('changes the staff password and ends the other sessions', async () => {
    // An account of its own: the demo manager's sessions are shared with the other suites.
    const manager = await server.seed.staff({ passwordHash: await hashPassword(STAFF_PASSWORD) });
    const here = client();
    const there = client();
    for (const c of [here, there])
      await c.post('/api/admin/login', { email: manager.email, password: STAFF_PASSWORD });
    const bad = await here.post('/api/change-password', {
      currentPassword: 'wrong-one',
      newPassword: 'new-password-1',
    });
    expect(bad.status).toBe(422);
    expect(bad.data.errors.currentPassword).toHaveLength(1);
    const ok = await here.post('/api/change-password', {
      currentPassword: STAFF_PASSWORD,
      newPassword: 'new-password-1',
    });
    expect(ok.data).toEqual({ success: true });
    expect((await here.get('/api/user/get-user')).data.user.email).toBe(manager.email);
    expect((await there.get('/api/user/get-user')).data).toEqual({ user: null });
    expect(
      (
        await client().post('/api/change-password', {
          currentPassword: 'x',
          newPassword: 'yyyyyyyy',
        })
      ).status,
    ).toBe(401);
  });

  it('rate limits logins from one address (429)', async () => {
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await c.post('/api/customer/login', { email: 'x@example.com', password: 'wrong-password' })).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers unknown calls with a JSON 404, and serves the OpenAPI document and reference', async () => {
    const c = client();
    const missing = await c.get('/api/no/such/call');
    expect(missing.status).toBe(404);
    expect(missing.data.message).toBeTruthy();
    const doc = await c.get('/api/openapi.json');
    for (const p of ['/room/get-list', '/room/delete/{id}', '/admin/login', '/upload', '/get-image/']) {
      expect(Object.keys(doc.data.paths)).toContain(p);
    }
    const docs = await c.get('/api/docs');
    expect(docs.headers.get('content-type')).toMatch(/text\/html/);
    expect(docs.text).toContain('/api/room/get-list');
  });

  it('serves robots.txt and a sitemap of the public pages', async () => {
    const c = client();
    const robots = await c.get('/robots.txt');
    expect(robots.text).toContain('Disallow: /admin');
    // Without PUBLIC_URL there is no absolute address to give (the Host header is the client's to forge): robots.txt
    // names no sitemap, which must be absolute, and the sitemap's entries are relative.
    expect(robots.text).not.toContain('Sitemap:');
    const sitemap = await c.get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    expect(sitemap.text).toContain('<loc>/rooms</loc>');
  });

  it('serves the web app with history fallback and long-cached hashed assets', async () => {
    const c = client();
    const deep = await c.get('/admin/room');
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toMatch(/text\/html/);
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    const asset = /\/assets\/[\w.-]+\.js/.exec(deep.text)?.[0];
    expect(asset).toBeTruthy();
    const js = await c.get(asset!);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await c.get('/assets/missing-file.js')).status).toBe(404);
  });
});
