import { restDialects } from './rest-dialects.js';
import { SOCIAL_URL_MESSAGE } from '@shop/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type IOwnServer } from './accounts.js';
import type { TClient } from './client.js';

async function uploadJpeg(c: TClient, name: string): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const res = await c.post('/api/upload', undefined, { body: form });
  expect(res.status).toBe(200);
  return res.data.key as string;
}

/**
 * On a demo shop of its own: the gallery's totals below count everyone's pictures, which suites on the shared
 * servers add, and the footer and the shop's name change here for a moment.
 */
describe.each(restDialects())('REST social links, site information and gallery on %s', (dialect) => {
  let server: IOwnServer;
  let anonymous: TClient;
  let customer: TClient;
  let manager: TClient;
  let admin: TClient;
  beforeAll(async () => {
    server = await startOwnServer(dialect, 'demo');
    anonymous = server.client();
    customer = server.as('customer');
    manager = server.as('manager');
    admin = server.as('admin');
  }, 120_000);
  afterAll(() => server?.stop());

  const link = { name: 'TikTok', icon: 'tiktok', url: 'https://www.tiktok.com/@shop', position: 9 };

  it('lists social links paged and unpaged, in display order, for anyone', async () => {
    const page = await anonymous.get('/api/social/get-list?page=1&sort=bogus');
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ current_page: 1, per_page: 15, last_page: 1, from: 1 });
    expect(page.data.total).toBeGreaterThanOrEqual(4);
    expect(page.data.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Facebook',
      icon: 'facebook',
      url: expect.stringMatching(/^https:\/\//),
      position: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const all = await anonymous.get('/api/social/getListWithoutPaginate');
    expect(all.status).toBe(200);
    expect(all.data).toEqual(page.data.data);
    const found = await anonymous.get('/api/social/get-list?search=pinterest');
    expect(found.data.data.map((l: { name: string }) => l.name)).toEqual(['Pinterest']);
  });

  it('reads one social link: 200, 404 for an unknown id, 422 for a non-numeric one', async () => {
    const { data } = await anonymous.get('/api/social/getListWithoutPaginate');
    const detail = await anonymous.get(`/api/social/detail/${data[0].id}`);
    expect([detail.status, detail.data]).toEqual([200, data[0]]);
    expect((await anonymous.get('/api/social/detail/999999')).status).toBe(404);
    expect((await anonymous.get('/api/social/detail/abc')).status).toBe(422);
  });

  it('refuses social link writes from anonymous and customer callers with 401', async () => {
    for (const c of [anonymous, customer]) {
      expect((await c.post('/api/social/create', link)).status).toBe(401);
      expect((await c.post('/api/social/update/1', link)).status).toBe(401);
      expect((await c.post('/api/social/delete/1')).status).toBe(401);
    }
  });

  it('creates, updates and deletes a social link as a manager, refusing non-web addresses with 422', async () => {
    for (const url of ['javascript:alert(document.cookie)', 'data:text/html,hi', 'ftp://shop.test', 'shop']) {
      const bad = await manager.post('/api/social/create', { ...link, url });
      expect(bad.status, url).toBe(422);
      expect(bad.data.errors, url).toEqual({ url: [SOCIAL_URL_MESSAGE] });
    }
    const unknownPlatform = await manager.post('/api/social/create', { ...link, icon: 'myspace' });
    expect(unknownPlatform.status).toBe(422);
    expect(Object.keys(unknownPlatform.data.errors)).toEqual(['icon']);

    const created = await manager.post('/api/social/create', link);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject(link);
    const id = created.data.id as number;
    const moved = { ...link, name: 'LinkedIn', icon: 'linkedin', url: 'https://linkedin.com/company/shop' };
    const updated = await manager.post(`/api/social/update/${id}`, { ...moved, position: 0 });
    expect([updated.status, updated.data.name]).toEqual([200, 'LinkedIn']);
    expect((await manager.post(`/api/social/update/${id}`, { ...moved, url: 'javascript:x' })).status).toBe(
      422,
    );
    expect((await manager.post('/api/social/update/999999', moved)).status).toBe(404);
    const footer = await anonymous.get('/api/site/layout');
    expect(footer.data.socials.map((s: { name: string }) => s.name)).toContain('LinkedIn');

    const removed = await manager.post(`/api/social/delete/${id}`);
    expect([removed.status, removed.data]).toEqual([200, { success: true }]);
    expect((await manager.post(`/api/social/delete/${id}`)).status).toBe(404);
  });

  const details = {
    name: 'Oak & Iron',
    email: 'hello@oak.test',
    phone: '(503) 555-0100',
    address: '1 Grain St, Portland',
    openingHours: 'Mon–Sat 10–6',
    about: 'Solid furniture since 1999.',
    logo: null,
  };

  it('serves site information to anyone', async () => {
    const res = await anonymous.get('/api/information/detail');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      name: expect.any(String),
      email: expect.stringContaining('@'),
      phone: expect.any(String),
      address: expect.any(String),
      openingHours: expect.any(String),
      about: expect.any(String),
      logo: res.data.logo,
    });
    expect(res.data.logo === null || typeof res.data.logo === 'string').toBe(true);
  });

  it('lets only an ADMIN update site information: 401, 401, 403, then 422 and 200', async () => {
    expect((await anonymous.post('/api/information/update', details)).status).toBe(401);
    expect((await customer.post('/api/information/update', details)).status).toBe(401);
    const forbidden = await manager.post('/api/information/update', details);
    expect(forbidden.status).toBe(403);
    expect(forbidden.data.message).toBe('This action is for administrators only.');

    const invalid = await admin.post('/api/information/update', { ...details, email: 'nope', name: '' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.data.errors).sort()).toEqual(['email', 'name']);

    const original = (await anonymous.get('/api/information/detail')).data;
    const logo = await uploadJpeg(admin, 'logo.jpg');
    const saved = await admin.post('/api/information/update', { ...details, logo });
    expect([saved.status, saved.data]).toEqual([200, { ...details, logo }]);
    expect((await anonymous.get('/api/information/detail')).data.name).toBe('Oak & Iron');
    expect((await anonymous.get('/api/site/layout')).data.information).toEqual({ ...details, logo });
    // The tests after this one read the footer: leave it as the seed made it.
    expect((await admin.post('/api/information/update', original)).status).toBe(200);
  });

  it('lists the gallery newest first, 15 a page, for anyone', async () => {
    const res = await anonymous.get('/api/gallery/get-list?page=1');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ current_page: 1, per_page: 15, from: 1 });
    expect(res.data.total).toBeGreaterThanOrEqual(14);
    const times = res.data.data.map((g: { createdAt: string }) => g.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.data.data[0]).toEqual({
      id: expect.any(Number),
      image: expect.stringMatching(/\.jpg$/),
      alt: expect.any(String),
      position: expect.any(Number),
      createdAt: expect.any(String),
    });
    expect((await anonymous.get('/api/gallery/get-list?page=0')).status).toBe(422);
  });

  it('adds several uploaded images in one call and deletes one or several', async () => {
    for (const c of [anonymous, customer]) {
      expect((await c.post('/api/gallery/create', { images: [] })).status).toBe(401);
      expect((await c.post('/api/gallery/delete', { ids: [1] })).status).toBe(401);
    }
    const before = (await anonymous.get('/api/gallery/get-list')).data.total as number;
    const keys = [await uploadJpeg(manager, 'a.jpg'), await uploadJpeg(manager, 'b.jpg')];
    const missingAlt = await manager.post('/api/gallery/create', {
      images: [{ image: keys[0], alt: 'A sofa' }, { image: keys[1] }],
    });
    expect(missingAlt.status).toBe(422);
    expect(Object.keys(missingAlt.data.errors)).toEqual(['images.1.alt']);

    const images = keys.map((image, i) => ({ image, alt: `New picture ${i + 1}` }));
    const created = await manager.post('/api/gallery/create', { images });
    expect(created.status).toBe(200);
    expect(created.data.map((g: { image: string; alt: string }) => ({ image: g.image, alt: g.alt }))).toEqual(
      images,
    );
    const newest = await anonymous.get('/api/gallery/get-list');
    expect(newest.data.total).toBe(before + 2);
    // Newest first, in the order sent.
    const alts = newest.data.data.map((g: { alt: string }) => g.alt);
    expect(alts.slice(0, 2)).toEqual(['New picture 1', 'New picture 2']);

    const ids = created.data.map((g: { id: number }) => g.id);
    expect((await manager.post('/api/gallery/delete', { ids: [] })).status).toBe(422);
    const partly = await manager.post('/api/gallery/delete', { ids: [...ids, 999999] });
    expect([partly.status, partly.data]).toEqual([200, { success: true, deleted: ids, missing: [999999] }]);
    const none = await manager.post('/api/gallery/delete', { ids });
    expect(none.status).toBe(404);
    expect(none.data.message).toBe(`Gallery images ${ids.join(', ')} not found.`);
    expect((await anonymous.get('/api/gallery/get-list')).data.total).toBe(before);
  });

  it('documents every new call in the OpenAPI document', async () => {
    const { data } = await anonymous.get('/api/openapi.json');
    for (const path of [
      '/social/get-list',
      '/social/getListWithoutPaginate',
      '/social/detail/{id}',
      '/social/create',
      '/social/update/{id}',
      '/social/delete/{id}',
      '/information/detail',
      '/information/update',
      '/gallery/get-list',
      '/gallery/create',
      '/gallery/delete',
    ])
      expect(Object.keys(data.paths), path).toContain(path);
    const statuses = (method: string, path: string) => Object.keys(data.paths[path][method].responses);
    expect(statuses('post', '/information/update')).toEqual(expect.arrayContaining(['401', '403', '422']));
    expect(statuses('post', '/gallery/delete')).toEqual(expect.arrayContaining(['401', '404', '422']));
    expect(statuses('get', '/information/detail')).not.toContain('401');
  });
});
