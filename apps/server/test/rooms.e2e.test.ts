import { uniqueSuffix } from '@shop/db/seed';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TClient } from './client.js';
import { readAlike, sharedServers } from './shared-servers.js';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 100 } } })
    .jpeg()
    .toBuffer();

function upload(c: TClient, bytes: Buffer, fileName: string, type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return c.post('/api/upload', undefined, { body: form });
}

describe.each(sharedServers())('REST rooms and images on $dialect', (server) => {
  const client = () => server.client();
  const staff = server.as('manager');
  // Slugs of this suite's rooms: other suites on the shared server create rooms too.
  const tag = uniqueSuffix();

  it('lists seeded rooms 15 a page in the legacy shape, with search and sort', async () => {
    const c = client();
    const page = await c.get('/api/room/get-list?page=1');
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ current_page: 1, per_page: 15, from: 1 });
    expect(page.data.total).toBeGreaterThanOrEqual(6);
    expect(page.data.data[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) }),
    );
    const first = page.data.data[0];
    const found = await c.get(`/api/room/get-list?search=${encodeURIComponent(first.name)}`);
    expect(found.data.data.map((r: { id: number }) => r.id)).toContain(first.id);
    const sorted = await c.get('/api/room/get-list?sort=-name');
    const names = sorted.data.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort().reverse());
    expect((await c.get('/api/room/get-list?page=0')).status).toBe(422);
    expect((await c.get('/api/room/get-list?sort=password')).status).toBe(422);
  });

  it('lists rooms for the storefront over POST, also from a client that sends no body', async () => {
    const c = client();
    const bare = await c.post('/api/room/get-list-customer-room');
    expect(bare.status).toBe(200);
    expect(bare.data).toMatchObject({ current_page: 1, per_page: 15 });
    expect(bare.data.data.length).toBeGreaterThanOrEqual(6);
    const second = await c.post('/api/room/get-list-customer-room', { page: 2 });
    expect(second.data.current_page).toBe(2);
  });

  it('serves the footer data: site information and social links', async () => {
    const { status, data } = await client().get('/api/site/layout');
    expect(status).toBe(200);
    expect(data.information).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        email: expect.stringContaining('@'),
        phone: expect.any(String),
      }),
    );
    expect(data.socials.length).toBeGreaterThanOrEqual(3);
    for (const social of data.socials) expect(social.url).toMatch(/^https:\/\//);
  });

  it('answers the same room list over REST and over tRPC', async () => {
    const c = client();
    const input = encodeURIComponent(JSON.stringify({ page: 1, sort: 'name' }));
    expect((await c.get(`/trpc/room.getList?input=${input}`)).status).toBe(200);
    const [rest, trpc] = await readAlike(async () => [
      (await c.get('/api/room/get-list?page=1&sort=name')).data,
      (await c.get(`/trpc/room.getList?input=${input}`)).data.result.data,
    ]);
    expect(trpc).toEqual(rest);
  });

  it('reads one room, with 404 for an unknown id and 422 for a non-numeric one', async () => {
    const c = client();
    const detail = await c.get('/api/room/detail/1');
    expect(detail.status).toBe(200);
    expect(detail.data.id).toBe(1);
    expect((await c.get('/api/room/detail/999999')).status).toBe(404);
    const bad = await c.get('/api/room/detail/abc');
    expect(bad.status).toBe(422);
    expect(bad.data.errors.id).toHaveLength(1);
  });

  it('refuses writes without a staff session (401) and from a customer (401)', async () => {
    const anonymous = client();
    expect((await anonymous.post('/api/room/create', { name: 'X', slug: 'x' })).status).toBe(401);
    const customer = server.as('customer');
    expect((await customer.post('/api/room/delete/1')).status).toBe(401);
    expect((await upload(anonymous, await jpeg(10, 10), 'a.jpg')).status).toBe(401);
  });

  it('creates, checks slugs, updates and deletes a room over REST', async () => {
    const invalid = await staff.post('/api/room/create', { name: '', slug: 'Has Spaces' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.data.errors).sort()).toEqual(['name', 'slug']);

    const { data: image } = await upload(staff, await jpeg(1600, 1000), 'Sunroom.JPG');
    const created = await staff.post('/api/room/create', {
      name: 'Sun Room',
      slug: `sun-room-${tag}`,
      description: 'Light and airy.',
      image: image.key,
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name: 'Sun Room', slug: `sun-room-${tag}`, image: image.key });

    expect((await staff.post('/api/room/check-slug', { slug: `sun-room-${tag}` })).data).toEqual({
      valid: true,
      available: false,
    });
    expect((await staff.post('/api/room/check-slug', { slug: 'Sun Room!' })).data).toEqual({
      valid: false,
      available: false,
    });
    expect(
      (await staff.post('/api/room/check-slug', { slug: `sun-room-${tag}`, excludeId: created.data.id }))
        .data,
    ).toEqual({
      valid: true,
      available: true,
    });
    const duplicate = await staff.post('/api/room/create', { name: 'Sun Room 2', slug: `sun-room-${tag}` });
    expect(duplicate.status).toBe(422);
    expect(duplicate.data.errors).toEqual({ slug: ['This slug is already taken.'] });

    const updated = await staff.post(`/api/room/update/${created.data.id}`, {
      name: 'Garden Room',
      slug: `garden-room-${tag}`,
      description: 'Opens onto the garden.',
      image: image.key,
    });
    expect(updated.data).toMatchObject({
      id: created.data.id,
      name: 'Garden Room',
      slug: `garden-room-${tag}`,
    });
    expect((await staff.post('/api/room/update/999999', { name: 'A', slug: 'a' })).status).toBe(404);

    // A legacy client sends path-only POSTs with no body and no content type.
    const removed = await staff.post(`/api/room/delete/${created.data.id}`);
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual({ success: true });
    expect((await staff.post(`/api/room/delete/${created.data.id}`)).status).toBe(404);
    // ...or a JSON content type with an empty body.
    const other = await staff.post('/api/room/create', { name: 'Attic', slug: `attic-${tag}` });
    const jsonEmpty = await staff.post(`/api/room/delete/${other.data.id}`, undefined, {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(jsonEmpty.status).toBe(200);
  });

  it('refuses to delete a room that still has room types (409)', async () => {
    const { roomId } = await server.seed.roomType();
    const res = await staff.post(`/api/room/delete/${roomId}`);
    expect(res.status).toBe(409);
    expect(res.data.message).toMatch(/room type/);
  });

  it('accepts jpeg, png and jpg in any case by content and re-encodes them', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#336699' } })
      .png()
      .toBuffer();
    for (const [bytes, name] of [
      [await jpeg(50, 40), 'photo.jpeg'],
      [png, 'swatch.PnG'],
      [await jpeg(50, 40), 'UPPER.JPG'],
    ] as const) {
      const res = await upload(staff, bytes, name);
      expect(res.status).toBe(200);
      expect(res.data.key).toMatch(/^uploads\/[0-9a-f-]{36}\.(jpg|png)$/);
      expect(res.data.url).toContain('/api/get-image/?path=');
    }
  });

  it('refuses a PDF renamed to .jpg, an SVG, an empty file and an oversized file with a 422 that says why', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const cases = [
      [pdf, 'invoice.jpg', /not a readable image|not a JPEG or PNG/],
      [svg, 'logo.svg', /jpeg, png or jpg/],
      [svg, 'logo.png', /not a JPEG or PNG|not a readable image/],
      [Buffer.alloc(0), 'empty.jpg', /empty/],
      [Buffer.alloc(9 * 1024 * 1024, 1), 'huge.jpg', /at most 8 MB/],
    ] as const;
    for (const [bytes, name, why] of cases) {
      const res = await upload(staff, bytes, name);
      expect(res.status, name).toBe(422);
      expect(res.data.errors.file[0], name).toMatch(why);
    }
  });

  it('serves resized WebP, AVIF and JPEG with immutable cache headers', async () => {
    const { data } = await upload(staff, await jpeg(1600, 1200), 'big.jpg');
    const c = client();
    const webp = await fetch(`${server.url}/api/get-image/?path=${data.key}&w=320`, {
      headers: { Accept: 'image/webp,*/*' },
    });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);
    const avif = await fetch(`${server.url}/api/get-image/?path=${data.key}&w=640&format=avif`);
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).format).toBe('heif');
    const jpg = await fetch(`${server.url}/api/get-image/?path=${data.key}&w=480`, {
      headers: { Accept: 'image/jpeg' },
    });
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    expect((await c.get('/api/get-image/?path=uploads/nope.jpg&w=320')).status).toBe(404);
    expect((await c.get('/api/get-image/?path=../../etc/passwd')).status).toBe(404);
  });
});
