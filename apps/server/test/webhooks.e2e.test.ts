import { WEBHOOK_MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { TClient } from './client.js';
import { sharedServers } from './shared-servers.js';

/**
 * The webhooks' REST paths on the shared servers, which run without WEBHOOKS_ALLOW_PRIVATE. The one endpoint made
 * here has a public address and is deleted at once: what another suite's orders queue for it meanwhile is
 * cancelled when due, without a connection (deliveries themselves are tested in the services and api packages).
 */
describe.each(sharedServers())('REST webhooks on $dialect', (server) => {
  const anonymous = server.client();
  const customer = server.as('customer');
  const manager = server.as('manager');
  const admin = server.as('admin');

  it('answers 401 without a staff session, 403 to a manager, and shows the secret only on create and rotate', async () => {
    const calls: ((c: TClient) => Promise<{ status: number }>)[] = [
      (c) => c.post('/api/admin/webhooks/get-list'),
      (c) =>
        c.post('/api/admin/webhooks/create', { url: 'http://93.184.216.34/hooks', events: ['order.paid'] }),
      (c) => c.post('/api/admin/webhooks/rotate-secret/1'),
      (c) => c.post('/api/admin/webhooks/deliveries/1', { page: 1 }),
      (c) => c.post('/api/admin/webhooks/resend/1'),
    ];
    for (const [n, call] of calls.entries()) {
      const statuses = [];
      for (const c of [anonymous, customer, manager]) statuses.push((await call(c)).status);
      expect(statuses, `call ${n}`).toEqual([401, 401, 403]);
    }

    const created = await admin.post('/api/admin/webhooks/create', {
      url: 'http://93.184.216.34/hooks',
      description: 'REST suite',
      events: ['stock.low'],
    });
    try {
      expect(created.status).toBe(200);
      expect(created.data).toMatchObject({
        url: 'http://93.184.216.34/hooks',
        events: ['stock.low'],
        enabled: true,
      });
      const secret = created.data.secret as string;
      expect(secret).toMatch(/^whsec_/);
      const listed = await admin.post('/api/admin/webhooks/get-list');
      expect(listed.status).toBe(200);
      expect(listed.text).not.toContain(secret);
      expect(listed.text).not.toContain('"secret"');
      const rotated = await admin.post(`/api/admin/webhooks/rotate-secret/${created.data.id}`);
      expect(rotated.data.secret).toMatch(/^whsec_/);
      expect(rotated.data.secret).not.toBe(secret);
      expect((await admin.post(`/api/admin/webhooks/detail/${created.data.id}`)).text).not.toContain(
        'whsec_',
      );
    } finally {
      expect((await admin.post(`/api/admin/webhooks/delete/${created.data.id}`)).status).toBe(200);
    }
  });

  it('refuses a private address or a non-http one with 422 and the reason on url', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hooks',
      'http://169.254.169.254/latest',
      'http://[::1]/',
      'http://10.0.0.8/',
    ]) {
      const refused = await admin.post('/api/admin/webhooks/create', { url, events: ['order.paid'] });
      expect([refused.status, refused.data.errors], url).toEqual([
        422,
        { url: [WEBHOOK_MESSAGES.privateAddress] },
      ]);
    }
    const ftp = await admin.post('/api/admin/webhooks/create', {
      url: 'ftp://93.184.216.34/',
      events: ['order.paid'],
    });
    expect([ftp.status, ftp.data.errors]).toEqual([422, { url: [WEBHOOK_MESSAGES.scheme] }]);
  });
});
