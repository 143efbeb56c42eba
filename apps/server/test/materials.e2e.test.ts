import { uniqueSuffix } from '@shop/db/seed';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TClient } from './client.js';
import { sharedServers } from './shared-servers.js';

interface INamed {
  id: number;
  name: string;
}

const swatch = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 120, g: 80, b: 50 } } })
    .jpeg()
    .toBuffer();

async function uploadSwatch(c: TClient): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await swatch())], { type: 'image/jpeg' }), 'walnut.jpg');
  const { status, data } = await c.post('/api/upload', undefined, { body: form });
  expect(status).toBe(200);
  return data.key as string;
}

describe.each(sharedServers())('REST material types and materials on $dialect', (server) => {
  const anonymous = server.client();
  const customer = server.as('customer');
  const manager = server.as('manager');
  const admin = server.as('admin');
  // Other suites share the server: this suite's rows carry the tag and its assertions stick to them.
  const tag = uniqueSuffix();

  it('lists material types 15 a page with search and sort; an unknown sort falls back', async () => {
    const page = await anonymous.get('/api/material/type/get-list?page=1&sort=-name');
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ current_page: 1, per_page: 15, from: 1 });
    const names = page.data.data.map((t: INamed) => t.name);
    expect(names).toEqual([...names].sort().reverse());
    expect(page.data.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
      description: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const found = await anonymous.get(`/api/material/type/get-list?search=${encodeURIComponent(names[0])}`);
    expect(found.data.data.map((t: INamed) => t.name)).toContain(names[0]);
    expect((await anonymous.get('/api/material/type/get-list?sort=price')).status).toBe(200);
    expect((await anonymous.get('/api/material/type/get-list?page=0')).status).toBe(422);
  });

  it('lists every material type by name without pages, also for a client that sends no body', async () => {
    const zebra = await server.seed.materialType({ name: `Zebrawood ${tag}` });
    const ash = await server.seed.materialType({ name: `Ash ${tag}` });
    const { status, data } = await anonymous.post('/api/material/type/get-list-without-paginate');
    expect(status).toBe(200);
    const ids = data.map((t: INamed) => t.id);
    expect(ids.indexOf(ash.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(ash.id)).toBeLessThan(ids.indexOf(zebra.id));
  });

  it('reads one material type, 404 for an unknown id and 422 for a non-numeric one', async () => {
    const [first] = (await anonymous.post('/api/material/type/get-list-without-paginate')).data;
    const detail = await anonymous.get(`/api/material/type/detail/${first.id}`);
    expect(detail.status).toBe(200);
    expect(detail.data).toEqual(first);
    expect((await anonymous.get('/api/material/type/detail/999999')).status).toBe(404);
    expect((await anonymous.get('/api/material/type/detail/abc')).status).toBe(422);
  });

  it('lets staff create, check slugs, update and delete material types', async () => {
    const created = await manager.post('/api/material/type/create', { name: 'Cork', slug: `cork-${tag}` });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name: 'Cork', slug: `cork-${tag}`, description: '' });
    const taken = await manager.post('/api/material/type/check-slug', { slug: `cork-${tag}` });
    expect(taken.data).toEqual({ valid: true, available: false });
    const own = await anonymous.post('/api/material/type/check-slug', {
      slug: 'cork',
      excludeId: created.data.id,
    });
    expect(own.data).toEqual({ valid: true, available: true });
    const again = await admin.post('/api/material/type/create', { name: 'Cork', slug: `cork-${tag}` });
    expect(again.status).toBe(422);
    expect(again.data.errors).toEqual({ slug: ['This slug is already taken.'] });
    const bad = await admin.post('/api/material/type/create', { name: '', slug: 'Bad Slug' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['name', 'slug']);

    const updated = await admin.post(`/api/material/type/update/${created.data.id}`, {
      name: 'Natural cork',
      slug: `natural-cork-${tag}`,
      description: 'Light and warm',
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ id: created.data.id, slug: `natural-cork-${tag}` });
    expect((await manager.post('/api/material/type/update/999999', { name: 'x', slug: 'x' })).status).toBe(
      404,
    );
    expect((await manager.post(`/api/material/type/delete/${created.data.id}`)).data).toEqual({
      success: true,
    });
    expect((await anonymous.get(`/api/material/type/detail/${created.data.id}`)).status).toBe(404);
    expect((await manager.post('/api/material/type/delete/999999')).status).toBe(404);
  });

  it('answers 401 to anonymous and customer writes, and 403 to a write without the XHR header', async () => {
    const form = { name: 'Cork', slug: `cork-2-${tag}` };
    for (const c of [anonymous, customer]) {
      expect((await c.post('/api/material/type/create', form)).status).toBe(401);
      expect((await c.post('/api/material/type/update/1', form)).status).toBe(401);
      expect((await c.post('/api/material/type/delete/1')).status).toBe(401);
      expect((await c.post('/api/material/create', { materialTypeId: 1, name: 'x' })).status).toBe(401);
      expect((await c.post('/api/material/update/1', { materialTypeId: 1, name: 'x' })).status).toBe(401);
      expect((await c.post('/api/material/delete/1')).status).toBe(401);
    }
    expect((await manager.post('/api/material/type/create', form, { xhr: false })).status).toBe(403);
  });

  it('refuses deleting a material type that has materials, naming the count', async () => {
    const type = await server.seed.materialType();
    await server.seed.material({ materialTypeId: type.id });
    await server.seed.material({ materialTypeId: type.id });
    const refused = await manager.post(`/api/material/type/delete/${type.id}`);
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe('This material type still has 2 materials; move or delete them first.');
    expect((await anonymous.get(`/api/material/type/detail/${type.id}`)).status).toBe(200);
  });

  it('lists materials over POST by type and search, with the type named on each row', async () => {
    const bare = await anonymous.post('/api/material/get-list');
    expect(bare.status).toBe(200);
    expect(bare.data).toMatchObject({ current_page: 1, per_page: 15 });
    const [first] = bare.data.data;
    expect(first).toEqual({
      id: expect.any(Number),
      materialTypeId: expect.any(Number),
      materialTypeName: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      image: expect.toSatisfy((v) => v === null || typeof v === 'string'),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const ofType = await anonymous.post('/api/material/get-list', { materialTypeId: first.materialTypeId });
    expect(ofType.data.total).toBeGreaterThan(0);
    for (const m of ofType.data.data) expect(m.materialTypeId).toBe(first.materialTypeId);
    const searched = await anonymous.post('/api/material/get-list', { search: first.name });
    expect(searched.data.data.map((m: INamed) => m.id)).toContain(first.id);
    expect((await anonymous.post('/api/material/get-list', { page: 0 })).status).toBe(422);
  });

  it('groups materials under their types without pages, leaving out empty types', async () => {
    const type = await server.seed.materialType({ name: `Rattan ${tag}` });
    for (const name of ['Cane', 'Wicker', 'Abaca'])
      await server.seed.material({ materialTypeId: type.id, name });
    const empty = await server.seed.materialType();
    // The seeded catalogue makes this answer larger than the compression's synchronous threshold.
    const { status, data } = await anonymous.post('/api/material/get-list-with-type');
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThanOrEqual(3);
    const group = data.find((g: INamed) => g.id === type.id);
    expect(group).toMatchObject({ name: `Rattan ${tag}`, slug: type.slug });
    expect(group.materials.map((m: INamed) => m.name)).toEqual(['Abaca', 'Cane', 'Wicker']);
    expect(group.materials[0]).toMatchObject({ materialTypeId: type.id, materialTypeName: `Rattan ${tag}` });
    expect(data.some((g: INamed) => g.id === empty.id)).toBe(false);
  });

  it('lets staff create a material with a swatch, read, update and delete it', async () => {
    const [type] = (await anonymous.post('/api/material/type/get-list-without-paginate')).data;
    const image = await uploadSwatch(manager);
    const created = await manager.post('/api/material/create', {
      materialTypeId: type.id,
      name: 'Smoked walnut',
      image,
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ materialTypeId: type.id, materialTypeName: type.name, image });
    expect((await anonymous.get(`/api/get-image/?path=${image}&w=160`)).status).toBe(200);
    const detail = await anonymous.post(`/api/material/detail/${created.data.id}`);
    expect(detail.status).toBe(200);
    expect(detail.data).toEqual(created.data);
    expect((await anonymous.post('/api/material/detail/999999')).status).toBe(404);
    expect((await anonymous.post('/api/material/detail/abc')).status).toBe(422);

    const unknownType = await manager.post('/api/material/create', { materialTypeId: 999999, name: 'Teak' });
    expect(unknownType.status).toBe(422);
    expect(unknownType.data.errors).toEqual({ materialTypeId: ['Choose a material type that exists.'] });
    const bad = await manager.post('/api/material/create', {
      materialTypeId: type.id,
      name: '',
      image: '/etc/passwd',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['image', 'name']);

    const updated = await admin.post(`/api/material/update/${created.data.id}`, {
      materialTypeId: type.id,
      name: 'Smoked oak',
      image: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ name: 'Smoked oak', image: null });
    const moved = await admin.post(`/api/material/update/${created.data.id}`, {
      materialTypeId: 999999,
      name: 'x',
    });
    expect(moved.status).toBe(422);
    expect(
      (await admin.post('/api/material/update/999999', { materialTypeId: type.id, name: 'x' })).status,
    ).toBe(404);
    const deleted = await manager.post(`/api/material/delete/${created.data.id}`);
    expect(deleted.data, deleted.text).toEqual({ success: true });
    expect((await anonymous.post(`/api/material/detail/${created.data.id}`)).status).toBe(404);
    expect((await manager.post('/api/material/delete/999999')).status).toBe(404);
  });

  it('refuses deleting a material that products use, naming the count', async () => {
    const material = await server.seed.material();
    for (let n = 0; n < 3; n++) await server.seed.product({ materials: [material] });
    const refused = await manager.post(`/api/material/delete/${material.id}`);
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe('This material is used by 3 products; remove it from them first.');
    expect((await anonymous.post(`/api/material/detail/${material.id}`)).status).toBe(200);
  });
});
