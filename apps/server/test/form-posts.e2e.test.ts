import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, client, startInProcessServer, type IBuiltServer } from './built-server.js';
import { sharedServers } from './shared-servers.js';

/**
 * The storefront's form posts (routes/form-posts.ts): what the login, register, contact and forgot-password forms
 * send before their page is alive or without script.
 */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
const FORM = 'application/x-www-form-urlencoded';
const stamp = Date.now().toString(36);

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

type TClient = ReturnType<typeof client>;
const post = (c: TClient, path: string, fields: Record<string, string>, headers = {}) =>
  c.post(path, undefined, {
    xhr: false,
    body: form(fields),
    headers: { 'Content-Type': FORM, ...SAME_ORIGIN, ...headers },
  });

describe.each(sharedServers())('storefront form posts on $dialect', (server) => {
  it('login: the right password sets the session cookie and goes on; a wrong one comes back with a code', async () => {
    const c = client(server.url);
    const wrong = await post(c, '/login', {
      email: 'customer@shop.test',
      password: 'not-the-Password-1',
      redirect: '/my-account',
    });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/login?notice=credentials&redirect=%2Fmy-account');
    expect(c.jar.has('shop_customer')).toBe(false);

    const right = await post(c, '/login', {
      email: 'customer@shop.test',
      password: STAFF_PASSWORD,
      redirect: '/my-account',
    });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/my-account');
    expect(right.headers.getSetCookie().join()).toMatch(/shop_customer=.+HttpOnly; SameSite=Lax/);
    const me = await c.post('/api/get-customer-auth');
    expect(me.data.customer.email).toBe('customer@shop.test');
  });

  it('never redirects off the site', async () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const res = await post(client(server.url), '/register', {
        name: 'Off Site',
        email: `offsite-${stamp}-${redirect.length}@example.com`,
        password: `Long-enough-words-${stamp}`,
        redirect,
      });
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('refuses a post from another site, or one that cannot show where it came from, and does nothing', async () => {
    const email = `csrf-${stamp}@example.com`;
    const fields = { name: 'Cross Site', email, password: `Long-enough-words-${stamp}` };
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': '', Origin: 'null' },
      { 'Sec-Fetch-Site': '' },
    ]) {
      const c = client(server.url);
      const res = await c.post('/register', undefined, {
        xhr: false,
        body: form(fields),
        // An empty header is not sent at all: the browser without Fetch Metadata.
        headers: Object.fromEntries(
          Object.entries({ 'Content-Type': FORM, ...headers }).filter(([, v]) => v !== ''),
        ),
      });
      expect(res.status, JSON.stringify(headers)).toBe(303);
      expect(res.headers.get('location')).toBe('/register?notice=refused');
      expect(c.jar.has('shop_customer')).toBe(false);
    }
    // Nobody was registered: the same email is still free to take.
    const c = client(server.url);
    const res = await c.post('/api/customer/register', fields);
    expect(res.status).toBe(200);

    // From a browser without Fetch Metadata, an Origin naming this shop is accepted.
    const viaOrigin = await client(server.url).post('/login', undefined, {
      xhr: false,
      body: form({ email, password: fields.password }),
      headers: { 'Content-Type': FORM, Origin: server.url },
    });
    expect(viaOrigin.headers.get('location')).toBe('/');
  });

  it('counts against the same login limit as the API', async () => {
    const c = client(server.url);
    // Ten attempts a minute per client address (the shared servers' default), by either door; then both refuse.
    for (let i = 0; i < 10; i++) {
      const email = `limit-${stamp}-${i}@example.com`;
      if (i % 2) await post(c, '/login', { email, password: 'not-the-Password-1' });
      else await c.post('/api/customer/login', { email, password: 'not-the-Password-1' });
    }
    const form4 = await post(c, '/login', { email: 'customer@shop.test', password: STAFF_PASSWORD });
    expect(form4.headers.get('location')).toBe('/login?notice=throttled');
    expect(c.jar.has('shop_customer')).toBe(false);
    const api5 = await c.post('/api/customer/login', {
      email: 'customer@shop.test',
      password: STAFF_PASSWORD,
    });
    expect(api5.status).toBe(429);
  });

  it('contact: stores the message and says so; an invalid one comes back with a code', async () => {
    const subject = `Form post ${stamp}`;
    const c = client(server.url);
    const sent = await post(c, '/contact', {
      name: 'Fern Form',
      email: `fern-${stamp}@example.com`,
      subject,
      message: 'Does the walnut bench come in oak?',
      website: '',
    });
    expect(sent.headers.get('location')).toBe('/contact?notice=sent');
    const admin = client(server.url);
    await admin.post('/api/admin/login', { email: 'admin@shop.test', password: STAFF_PASSWORD });
    const list = await admin.post('/api/contact/get-list', { search: subject });
    expect(list.data.data.map((m: { subject: string }) => m.subject)).toEqual([subject]);

    const invalid = await post(client(server.url), '/contact', { name: 'Fern', email: 'nope' });
    expect(invalid.headers.get('location')).toBe('/contact?notice=invalid');
  });

  it('forgot-password answers alike for any address', async () => {
    const known = await post(client(server.url), '/forgot', { email: 'customer@shop.test' });
    const unknown = await post(client(server.url), '/forgot', { email: `nobody-${stamp}@example.com` });
    expect(known.headers.get('location')).toBe('/forgot?notice=sent');
    expect(unknown.headers.get('location')).toBe('/forgot?notice=sent');
  });

  it('still refuses other state-changing requests without X-Requested-With', async () => {
    const res = await client(server.url).post('/api/customer/login', undefined, {
      xhr: false,
      body: form({ email: 'customer@shop.test', password: STAFF_PASSWORD }),
      headers: { 'Content-Type': FORM, ...SAME_ORIGIN },
    });
    expect(res.status).toBe(403);
  });
});

describe('the request log', () => {
  // A server of its own that logs every request (LOG_LEVEL=info), so that its log can be searched for what was typed.
  let server: IBuiltServer;
  beforeAll(async () => {
    server = await startInProcessServer('sqlite', { LOG_LEVEL: 'info', SEED: 'none' });
  }, 120_000);
  afterAll(() => server?.stop());

  it('holds no password, email or token, whether posted or put in the query string', async () => {
    const secret = `Leaky-secret-${stamp}`;
    const c = client(server.url);
    await post(c, '/login', { email: `log-${stamp}@example.com`, password: secret });
    await c.get(`/login?email=log-${stamp}%40example.com&password=${secret}`, { xhr: false });
    await c.get(`/reset-password?token=${secret}-token-long-enough`, { xhr: false });
    await c.get(`/trpc/auth.getCustomerAuth?input=${encodeURIComponent(JSON.stringify({ secret }))}`);
    await c.get('/rooms?page=2');
    // The request lines are written as the requests arrive; give the log a moment to reach the pipe.
    await expect.poll(() => server.output().includes('/rooms?page=2')).toBe(true);
    const log = server.output();
    expect(log).toContain('"url":"/login?email=[redacted]&password=[redacted]"');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(`log-${stamp}`);
  });
});
