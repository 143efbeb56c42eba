import { uniqueSuffix } from '@shop/db/seed';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TClient } from './client.js';
import { sharedServers } from './shared-servers.js';

interface IRoomType {
  id: number;
  roomId: number;
  name: string;
  slug: string;
}

describe.each(sharedServers())('REST room types on $dialect', (server) => {
  const anonymous = () => server.client();
  const as = { admin: server.as('admin'), manager: server.as('manager'), customer: server.as('customer') };
  // This suite's own room and slugs: other suites on the shared server create rows too.
  const tag = uniqueSuffix();
  let roomId: number;

  beforeAll(async () => {
    roomId = (await server.seed.room({ name: `Loft ${tag}`, slug: `loft-${tag}` })).id;
  });

  const create = (c: TClient, name: string, over: Record<string, unknown> = {}) =>
    c.post('/api/room/type/create', { roomId, name, slug: `${name.toLowerCase()}-${tag}`, ...over });

  it('creates under a room (manager and admin), refuses anonymous and customer with 401', async () => {
    const created = await create(as.manager, 'Daybeds', { description: 'For naps.' });
    expect(created.status).toBe(200);
    expect(created.data).toEqual({
      id: expect.any(Number),
      roomId,
      name: 'Daybeds',
      slug: `daybeds-${tag}`,
      description: 'For naps.',
      image: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await create(as.admin, 'Hammocks')).status).toBe(200);
    expect((await create(anonymous(), 'Nope')).status).toBe(401);
    expect((await create(as.customer, 'Nope')).status).toBe(401);
    const customerUpdate = await as.customer.post(`/api/room/type/update/${created.data.id}`, {});
    expect(customerUpdate.status).toBe(401);
    expect((await as.customer.post(`/api/room/type/delete/${created.data.id}`)).status).toBe(401);
  });

  it('answers 422 per field: unknown room, taken slug, empty name, broken slug', async () => {
    await create(as.manager, 'Benches');
    const taken = await create(as.manager, 'Benches', { roomId: 999_999 });
    expect(taken.status).toBe(422);
    expect(taken.data.errors).toEqual({
      roomId: ['Choose an existing room.'],
      slug: ['This slug is already taken.'],
    });
    const shape = await as.manager.post('/api/room/type/create', { roomId, name: '', slug: 'Has Spaces' });
    expect(shape.status).toBe(422);
    expect(Object.keys(shape.data.errors).sort()).toEqual(['name', 'slug']);
    expect(shape.text).not.toMatch(/stack|at \//i);
  });

  it('lists 15 a page, filters by room, searches and falls back on an unknown sort', async () => {
    const list = await anonymous().get(`/api/room/type/list?roomId=${roomId}&sort=-name`);
    expect(list.status).toBe(200);
    expect(list.data).toMatchObject({ current_page: 1, per_page: 15, from: 1 });
    const names = list.data.data.map((t: IRoomType) => t.name);
    expect(names).toEqual(['Hammocks', 'Daybeds', 'Benches']);
    expect(list.data.data.every((t: IRoomType) => t.roomId === roomId)).toBe(true);
    const search = await anonymous().get(`/api/room/type/list?roomId=${roomId}&search=hamm`);
    expect(search.data.data.map((t: IRoomType) => t.name)).toEqual(['Hammocks']);
    const odd = await anonymous().get(`/api/room/type/list?roomId=${roomId}&sort=password`);
    expect(odd.status).toBe(200);
    expect(odd.data.data.map((t: IRoomType) => t.name)).toEqual(['Daybeds', 'Hammocks', 'Benches']);
    const everyRoom = await anonymous().get('/api/room/type/list?roomId=&page=1');
    expect(everyRoom.data.total).toBeGreaterThan(3);
    expect((await anonymous().get('/api/room/type/list?page=0')).status).toBe(422);
  });

  it('lists every room with its room types for pickers, also for a POST without a body', async () => {
    const bare = await anonymous().post('/api/room/type/get-list-room-with-roomType');
    expect(bare.status).toBe(200);
    const mine = bare.data.find((r: { id: number }) => r.id === roomId);
    expect(mine).toMatchObject({ name: `Loft ${tag}`, slug: `loft-${tag}` });
    expect(mine.roomTypes.map((t: IRoomType) => t.name)).toEqual(['Benches', 'Daybeds', 'Hammocks']);
    const seeded = bare.data.filter((r: { roomTypes: unknown[] }) => r.roomTypes.length > 0);
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    expect((await anonymous().post('/api/room/type/get-list-room-with-roomType', {})).status).toBe(200);
  });

  it('sends the whole picker list to a client that accepts gzip, as browsers and fetch do', async () => {
    const response = await fetch(`${server.url}/api/room/type/get-list-room-with-roomType`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // The demo catalogue makes this answer large enough for the compressor to stream it, the case that once
    // answered an empty 200.
    const rooms = JSON.parse(await response.text()) as { roomTypes: unknown[] }[];
    expect(rooms.find((r) => r.roomTypes.length > 0)).toBeDefined();
  });

  it('checks slugs: valid and available, ignoring the record being edited', async () => {
    const check = async (body: unknown) => (await anonymous().post('/api/room/type/check-slug', body)).data;
    const [daybeds] = (await anonymous().get(`/api/room/type/list?roomId=${roomId}&search=daybeds`)).data
      .data;
    expect(await check({ slug: `daybeds-${tag}` })).toEqual({ valid: true, available: false });
    expect(await check({ slug: `daybeds-${tag}`, excludeId: daybeds.id })).toEqual({
      valid: true,
      available: true,
    });
    expect(await check({ slug: `free-${tag}` })).toEqual({ valid: true, available: true });
    expect(await check({ slug: 'Not a slug!' })).toEqual({ valid: false, available: false });
  });

  it('reads, updates and deletes, with 404 for unknown ids and 422 for a non-numeric one', async () => {
    const created = await create(as.manager, 'Ottomans');
    const id = created.data.id;
    const detail = await anonymous().get(`/api/room/type/detail/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.data).toEqual(created.data);
    expect((await anonymous().get('/api/room/type/detail/999999')).status).toBe(404);
    const bad = await anonymous().get('/api/room/type/detail/abc');
    expect(bad.status).toBe(422);
    expect(bad.data.errors.id).toHaveLength(1);

    const updated = await as.admin.post(`/api/room/type/update/${id}`, {
      roomId,
      name: 'Poufs',
      slug: `poufs-${tag}`,
      description: 'Low and soft.',
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({
      id,
      name: 'Poufs',
      slug: `poufs-${tag}`,
      description: 'Low and soft.',
    });
    const lost = await as.manager.post('/api/room/type/update/999999', {
      roomId,
      name: 'X',
      slug: `x-${tag}`,
    });
    expect(lost.status).toBe(404);

    // A legacy client sends a path-only POST with no body.
    const removed = await as.manager.post(`/api/room/type/delete/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual({ success: true });
    expect((await as.manager.post(`/api/room/type/delete/${id}`)).status).toBe(404);
    expect((await anonymous().get(`/api/room/type/detail/${id}`)).status).toBe(404);
  });

  it('refuses to delete a room type that has products with 409 naming the count', async () => {
    const stocked = await server.seed.roomType({ roomId });
    for (let n = 0; n < 3; n++) await server.seed.product({ roomTypeId: stocked.id });
    const refused = await as.manager.post(`/api/room/type/delete/${stocked.id}`);
    expect(refused.status).toBe(409);
    expect(refused.data.message).toMatch(/^This room type still has 3 products; /);
    expect((await anonymous().get(`/api/room/type/detail/${stocked.id}`)).status).toBe(200);
    // The room delete rule, seen from this side: a room with types stays.
    expect((await as.manager.post(`/api/room/delete/${roomId}`)).status).toBe(409);
  });

  it('charts the seeded views per room type per day for staff only', async () => {
    const chart = await as.manager.post('/api/room/type/chartData');
    expect(chart.status).toBe(200);
    expect(chart.data.days).toHaveLength(30);
    expect(chart.data.days.at(-1)).toBe(chart.data.to);
    expect(chart.data.series[0]).toEqual({
      roomTypeId: expect.any(Number),
      name: expect.any(String),
      roomId: expect.any(Number),
      roomName: expect.any(String),
      total: expect.any(Number),
      counts: expect.any(Array),
    });
    for (const s of chart.data.series) {
      expect(s.counts).toHaveLength(30);
      expect(s.counts.reduce((a: number, b: number) => a + b, 0)).toBe(s.total);
    }
    expect(chart.data.series[0].total).toBeGreaterThan(0);
    const ranged = await as.admin.post('/api/room/type/chartData', { from: '2026-01-01', to: '2026-01-07' });
    expect(ranged.data.days).toHaveLength(7);
    const reversed = await as.manager.post('/api/room/type/chartData', {
      from: '2026-01-07',
      to: '2026-01-01',
    });
    expect(reversed.status).toBe(422);
    expect(reversed.data.errors.to).toEqual(['The end date must be on or after the start date.']);
    const tooLong = await as.manager.post('/api/room/type/chartData', {
      from: '2024-01-01',
      to: '2026-01-01',
    });
    expect(tooLong.status).toBe(422);
    expect((await anonymous().post('/api/room/type/chartData')).status).toBe(401);
    expect((await as.customer.post('/api/room/type/chartData')).status).toBe(401);
  });
});
