import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from './built-server.js';
import type { TClient } from './client.js';
import { sharedServers } from './shared-servers.js';
import { rawRequest } from './raw-http.js';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The spellings of one path that a router decodes to the same route, or that a prefix check does not see. */
function spellings(origin: string, path: string) {
  const [, first = '', rest = ''] = /^\/(\w)(.*)$/.exec(path)!;
  const hex = first.charCodeAt(0).toString(16);
  return [
    `/%${hex}${rest}`,
    `/%25${hex}${rest}`,
    `/${first}${rest.replace(/\/(\w)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`)}`,
    `${origin}${path}`,
    `${origin}/%${hex}${rest}`,
    path,
  ];
}

describe.each(sharedServers())('REST hardening on $dialect', (server) => {
  let staff: TClient;
  let cookie: string;
  beforeAll(async () => {
    staff = server.client();
    await staff.post('/api/admin/login', { email: 'admin@shop.test', password: STAFF_PASSWORD });
    cookie = [...staff.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  });

  const stillSignedIn = async () => (await staff.get('/api/user/get-user')).data.user?.email;

  it.each([
    ['staff logout (REST)', '/api/admin/logout', 'application/json', '{}'],
    ['staff logout (tRPC mutation)', '/trpc/auth.adminLogout', 'application/json', '{}'],
    ['image upload', '/api/upload', 'multipart/form-data; boundary=B', '--B--\r\n'],
  ])('refuses %s without X-Requested-With, however the path is spelt', async (_name, path, type, body) => {
    for (const target of spellings(server.url, path)) {
      const res = await rawRequest(
        server.url,
        'POST',
        target,
        { Cookie: cookie, 'Content-Type': type },
        body,
      );
      expect(res.status, target).toBe(403);
      expect(JSON.parse(res.body), target).toEqual({
        message: expect.stringMatching(/X-Requested-With/),
        code: 'FORBIDDEN',
      });
    }
    expect(await stillSignedIn()).toBe('admin@shop.test');
  });

  it('refuses every state-changing method anywhere, and lets the web app through', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
      for (const target of ['/api/admin/logout', '/admin', '/no-such-page', '/%61pi/room/1'])
        expect(
          (await rawRequest(server.url, method, target, { Cookie: cookie })).status,
          method + target,
        ).toBe(403);
    const upload = new FormData();
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a86' } })
      .jpeg()
      .toBuffer();
    upload.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'chair.jpg');
    const stored = await staff.post('/api/upload', undefined, { body: upload });
    expect(stored.status).toBe(200);
    expect(stored.data.key).toBeTruthy();
    const other = server.client();
    await other.post('/api/admin/login', { email: 'manager@shop.test', password: STAFF_PASSWORD });
    expect((await other.post('/trpc/auth.adminLogout', {})).status).toBe(200);
    expect((await other.get('/api/user/get-user')).data).toEqual({ user: null });
    expect(await stillSignedIn()).toBe('admin@shop.test');
  });

  it('answers malformed multipart with 422 and a message, not 500', async () => {
    const part = '--B\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n';
    const bodies: [string, string][] = [
      ['multipart/form-data', `${part}Content-Type: image/jpeg\r\n\r\nabc\r\n--B--\r\n`],
      ['multipart/form-data; boundary=B', `${part}Content-Type: image/jpeg\r\n\r\nhalf an ima`],
      ['multipart/form-data; boundary=B', 'not multipart at all'],
    ];
    for (const [type, body] of bodies) {
      const res = await rawRequest(
        server.url,
        'POST',
        '/api/upload',
        { ...XHR, Cookie: cookie, 'Content-Type': type },
        body,
      );
      expect(res.status, type + body).toBe(422);
      const answer = JSON.parse(res.body);
      expect(answer.message).toMatch(/multipart\/form-data/);
      expect(answer.errors.file).toEqual([answer.message]);
    }
  });

  it('marks every session-bound answer no-store and keeps images and the API document cacheable', async () => {
    const customer = server.client();
    await customer.post('/api/customer/login', { email: 'customer@shop.test', password: STAFF_PASSWORD });
    const answers = [
      await staff.get('/api/user/get-user'),
      await staff.post('/api/get-admin-auth'),
      await customer.post('/api/get-customer-auth'),
      await staff.get('/trpc/auth.getUser'),
      await staff.get('/api/room/get-list?page=1'),
      await server.client().post('/api/upload'),
      await server.client().post('/api/admin/login', { email: 'x@shop.test', password: 'wrong-password' }),
    ];
    for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await staff.get('/api/openapi.json')).headers.get('cache-control')).toBeNull();
    const { data } = await staff.get('/api/room/get-list?page=1');
    const image = await fetch(`${server.url}/api/get-image/?path=${data.data[0].image}&w=64`);
    expect(image.headers.get('cache-control')).toContain('immutable');
  });

  it('sends a Permissions-Policy that turns off camera, microphone and location', async () => {
    for (const path of ['/', '/healthz', '/api/user/get-user']) {
      const policy = (await fetch(`${server.url}${path}`)).headers.get('permissions-policy');
      expect(policy, path).toMatch(/camera=\(\)/);
      expect(policy).toMatch(/microphone=\(\)/);
      expect(policy).toMatch(/geolocation=\(\)/);
    }
  });

  it('does not put a forged Host header in robots.txt or sitemap.xml', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const res = await rawRequest(server.url, 'GET', path, { Host: 'attacker.example' });
      expect(res.status).toBe(200);
      expect(res.body).not.toContain('attacker.example');
    }
    const sitemap = await rawRequest(server.url, 'GET', '/sitemap.xml', { Host: 'attacker.example' });
    expect(sitemap.body).toContain('<loc>/rooms</loc>');
  });
});
