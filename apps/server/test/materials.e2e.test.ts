import { testDialects } from '@shop/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, client, startBuiltServer, type IBuiltServer } from './built-server.js';

type TClient = ReturnType<typeof client>;
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

describe.each(testDialects())('REST material types and materials on %s', (dialect) => {
  let server: IBuiltServer;
  let anonymous: TClient;
  let customer: TClient;
  let manager: TClient;
  let admin: TClient;
  const login = async (path: string, email: string) => {
    const c = client(server.url);
    expect((await c.post(path, { email, password: STAFF_PASSWORD })).status).toBe(200);
    return c;
  };
  beforeAll(async () => {
    server = await startBuiltServer(dialect);
    anonymous = client(server.url);
    customer = await login('/api/customer/login', 'customer@shop.test');
    manager = await login('/api/admin/login', 'manager@shop.test');
    admin = await login('/api/admin/login', 'admin@shop.test');
  });
  afterAll(() => server?.stop());

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
    const { status, data } = await anonymous.post('/api/material/type/get-list-without-paginate');
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThanOrEqual(3);
    const names = data.map((t: INamed) => t.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
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
    const created = await manager.post('/api/material/type/create', { name: 'Cork', slug: 'cork' });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name: 'Cork', slug: 'cork', description: '' });
    const taken = await manager.post('/api/material/type/check-slug', { slug: 'cork' });
    expect(taken.data).toEqual({ valid: true, available: false });
    const own = await anonymous.post('/api/material/type/check-slug', {
      slug: 'cork',
      excludeId: created.data.id,
    });
    expect(own.data).toEqual({ valid: true, available: true });
    const again = await admin.post('/api/material/type/create', { name: 'Cork', slug: 'cork' });
    expect(again.status).toBe(422);
    expect(again.data.errors).toEqual({ slug: ['This slug is already taken.'] });
    const bad = await admin.post('/api/material/type/create', { name: '', slug: 'Bad Slug' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['name', 'slug']);

    const updated = await admin.post(`/api/material/type/update/${created.data.id}`, {
      name: 'Natural cork',
      slug: 'natural-cork',
      description: 'Light and warm',
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ id: created.data.id, slug: 'natural-cork' });
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
    const form = { name: 'Cork', slug: 'cork-2' };
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
    const [group] = (await anonymous.post('/api/material/get-list-with-type')).data;
    const refused = await manager.post(`/api/material/type/delete/${group.id}`);
    expect(refused.status).toBe(409);
    const count = group.materials.length;
    expect(refused.data.message).toBe(
      `This material type still has ${count} material${count === 1 ? '' : 's'}; move or delete them first.`,
    );
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

  it('groups materials under their types without pages', async () => {
    const { status, data } = await anonymous.post('/api/material/get-list-with-type');
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThanOrEqual(3);
    for (const group of data) {
      expect(group.materials.length).toBeGreaterThan(0);
      for (const m of group.materials)
        expect(m).toMatchObject({ materialTypeId: group.id, materialTypeName: group.name });
    }
    const total = data.reduce((n: number, g: { materials: unknown[] }) => n + g.materials.length, 0);
    expect(total).toBe((await anonymous.post('/api/material/get-list')).data.total);
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
    expect((await manager.post(`/api/material/delete/${created.data.id}`)).data).toEqual({ success: true });
    expect((await anonymous.post(`/api/material/detail/${created.data.id}`)).status).toBe(404);
    expect((await manager.post('/api/material/delete/999999')).status).toBe(404);
  });

  it('refuses deleting a material that products use, naming the count', async () => {
    const groups = (await anonymous.post('/api/material/get-list-with-type')).data;
    const materials = groups.flatMap((g: { materials: INamed[] }) => g.materials);
    let refused;
    for (const m of materials) {
      refused = await manager.post(`/api/material/delete/${m.id}`);
      if (refused.status === 409) break;
    }
    expect(refused!.status).toBe(409);
    expect(refused!.data.message).toMatch(
      /^This material is used by \d+ products?; remove it from them first\.$/,
    );
  });
});
