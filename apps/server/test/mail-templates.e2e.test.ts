import { describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

describe.each(sharedServers())('REST mail templates back-office on $dialect', (server) => {
  const anon = server.client();
  const customer = server.as('customer');
  const manager = server.as('manager');
  const admin = server.as('admin');
  // A mail the other suites do not read, saved as its default: their mails stay as they expect while this runs.
  const key = 'staff-invitation';

  const calls: [string, object][] = [
    ['/api/admin/mail-templates/get-list', {}],
    [`/api/admin/mail-templates/detail/${key}`, {}],
    ['/api/admin/mail-templates/preview', { key, subject: 'x', html: '<p>x</p>', text: null }],
    ['/api/admin/mail-templates/save', { key, subject: 'x', html: '<p>x</p>', text: null }],
    [`/api/admin/mail-templates/revert/${key}`, {}],
    [`/api/admin/mail-templates/send-test/${key}`, {}],
  ];

  it('answers 401 (staff realm) to anonymous and customer callers and 403 to a manager, on every path', async () => {
    for (const [url, body] of calls) {
      for (const c of [anon, customer]) {
        const res = await c.post(url, body);
        expect(res.status, url).toBe(401);
        expect(res.data.realm).toBe('staff');
      }
      expect((await manager.post(url, body)).status, url).toBe(403);
    }
  });

  it('lets an admin list, read, preview, save and revert; a broken template is 422 naming the line', async () => {
    const list = await admin.post('/api/admin/mail-templates/get-list', {});
    expect(list.status).toBe(200);
    expect(list.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ key, title: 'Staff invitation' })]),
    );
    const detail = await admin.post(`/api/admin/mail-templates/detail/${key}`, {});
    expect(detail.status).toBe(200);
    const { subject, html, text } = detail.data.defaults;

    const preview = await admin.post('/api/admin/mail-templates/preview', { key, subject, html, text });
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({
      from: 'Sample values',
      subject: expect.stringContaining('invited'),
    });

    const broken = await admin.post('/api/admin/mail-templates/save', {
      key,
      subject,
      html: '<p>Hello</p>\n<p>{% if member.name %}</p>',
      text,
    });
    expect(broken.status).toBe(422);
    expect(broken.data.errors.html[0]).toMatch(/^HTML, line 2: /);
    const unknown = await admin.post('/api/admin/mail-templates/save', {
      key,
      subject: '{{ order.total }}',
      html,
      text,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.data.errors.subject).toEqual(['Subject, line 1: unknown variable "order"']);

    const saved = await admin.post('/api/admin/mail-templates/save', { key, subject, html, text });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ edited: true });
    const reverted = await admin.post(`/api/admin/mail-templates/revert/${key}`, {});
    expect(reverted.data).toMatchObject({ edited: false });
  });
});
