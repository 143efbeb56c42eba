import path from 'node:path';
import { ContactMessage } from '@shop/db';
import { uniqueSuffix } from '@shop/db/seed';
import { readFiledMail } from '@shop/services';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

const PAGE_KEYS = ['current_page', 'data', 'from', 'last_page', 'per_page', 'to', 'total'];

describe.each(sharedServers())('REST storefront rooms, gallery, search and contact on $dialect', (server) => {
  const anon = () => server.client();
  // Words and slugs of this suite's rows: other suites share the server. Letters only, so that the search index
  // sees one word (a hyphen or digit would split it).
  const word = `zq${uniqueSuffix().replace(/[^a-z]/g, '')}x`;
  let roomId: number;
  let roomSlug: string;

  beforeAll(async () => {
    const room = await server.seed.room({ name: `Den ${word}`, description: `A quiet ${word} corner` });
    roomId = room.id;
    roomSlug = room.slug;
    const type = await server.seed.roomType({ roomId, name: `Reading chairs ${word}` });
    await server.seed.product({ roomTypeId: type.id, name: `Wingback ${word} chair` });
    await server.seed.product({ roomTypeId: type.id, name: `Hidden ${word} chair`, active: false });
    const materialType = await server.seed.materialType();
    await server.seed.material({ materialTypeId: materialType.id, name: `Tweed ${word}` });
    await server.seed.galleryImage({
      caption: `Newest picture ${word}`,
      createdAt: new Date(Date.now() + 60_000),
    });
  });

  it("answers a room's types by slug or id, without a session; 404 for unknown ones, 422 for neither", async () => {
    const c = anon();
    const bySlug = await c.post('/api/room/get-list-room-type', { slug: roomSlug });
    expect(bySlug.status).toBe(200);
    expect(bySlug.data).toMatchObject({ id: roomId, slug: roomSlug, name: `Den ${word}` });
    expect(bySlug.data.roomTypes).toEqual([
      expect.objectContaining({
        roomId,
        name: `Reading chairs ${word}`,
        slug: expect.any(String),
        productCount: 1,
      }),
    ]);
    const byId = await c.post('/api/room/get-list-room-type', { id: String(roomId) });
    expect(byId.data).toEqual(bySlug.data);
    const detail = await c.post(`/api/room/get-room-detail/${roomId}`);
    expect(detail.status).toBe(200);
    expect(detail.data).toEqual(bySlug.data);
    expect((await c.post('/api/room/get-list-room-type', { slug: `missing-${word}` })).status).toBe(404);
    expect((await c.post('/api/room/get-list-room-type', { id: 999_999 })).status).toBe(404);
    expect((await c.post('/api/room/get-room-detail/999999')).status).toBe(404);
    expect((await c.post('/api/room/get-room-detail/banana')).status).toBe(422);
    const neither = await c.post('/api/room/get-list-room-type', {});
    expect(neither.status).toBe(422);
    expect(neither.data.errors).toEqual({ slug: ['Give the room slug or id.'] });
  });

  it('gives the home page its rooms and the newest gallery images, from an empty body too', async () => {
    const c = anon();
    const rooms = await c.post('/api/get-room');
    expect(rooms.status).toBe(200);
    expect(Array.isArray(rooms.data)).toBe(true);
    expect(rooms.data.length).toBeGreaterThanOrEqual(1);
    expect(rooms.data.length).toBeLessThanOrEqual(20);
    expect(rooms.data[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) }),
    );
    const strip = await c.post('/api/get-gallery');
    expect(strip.status).toBe(200);
    expect(strip.data.length).toBeLessThanOrEqual(8);
    expect(strip.data[0]).toMatchObject({ alt: `Newest picture ${word}`, image: expect.any(String) });
    expect((await c.post('/api/get-gallery', { limit: 2 })).data).toHaveLength(2);
    expect((await c.post('/api/get-gallery', { limit: 'many' })).status).toBe(200);
  });

  it('pages the storefront gallery, with an empty page and the right totals past the end', async () => {
    const c = anon();
    const page1 = await c.post('/api/get-list-gallery');
    expect(page1.status).toBe(200);
    expect(Object.keys(page1.data).sort()).toEqual(PAGE_KEYS);
    expect(page1.data).toMatchObject({ current_page: 1, per_page: 15, from: 1 });
    expect(page1.data.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        image: expect.any(String),
        alt: `Newest picture ${word}`,
      }),
    );
    const past = await c.post('/api/get-list-gallery', { page: page1.data.last_page + 3 });
    expect(past.status).toBe(200);
    expect(past.data).toMatchObject({ data: [], from: null, to: null, total: page1.data.total });
    expect((await c.post('/api/get-list-gallery', { page: 0 })).status).toBe(422);
  });

  it('searches products, rooms and materials; operators are harmless, long text is refused', async () => {
    const c = anon();
    const found = await c.post('/api/get-list-search', { q: word });
    expect(found.status).toBe(200);
    expect(Object.keys(found.data).sort()).toEqual(['facets', 'materials', 'products', 'q', 'rooms']);
    expect(Object.keys(found.data.products).sort()).toEqual(PAGE_KEYS);
    expect(found.data.products.data.map((p: { name: string }) => p.name)).toEqual([`Wingback ${word} chair`]);
    expect(found.data.products.data[0]).toEqual(
      expect.objectContaining({
        slug: expect.any(String),
        priceCents: expect.any(Number),
        discountedCents: expect.any(Number),
      }),
    );
    expect(found.data.rooms.map((r: { id: number }) => r.id)).toEqual([roomId]);
    expect(found.data.materials.map((m: { name: string }) => m.name)).toEqual([`Tweed ${word}`]);
    const operators = await c.post('/api/get-list-search', { q: `"${word}" OR (* NEAR -+@~<>` });
    expect(operators.status).toBe(200);
    expect(operators.data.products.total).toBe(1);
    const past = await c.post('/api/get-list-search', { q: word, page: 4 });
    expect(past.data.products).toMatchObject({ data: [], current_page: 4, last_page: 1, total: 1 });
    const long = await c.post('/api/get-list-search', { q: 'x'.repeat(101) });
    expect(long.status).toBe(422);
    expect(long.data.errors.q).toEqual(['Search text must be at most 100 characters.']);
    const nothing = await c.post('/api/get-list-search');
    expect(nothing.status).toBe(200);
    expect(nothing.data).toMatchObject({ q: '', products: { total: 0 }, rooms: [], materials: [] });
  });

  it('takes a contact message: stored, mailed to the shop, with 422 field errors and a silent honeypot', async () => {
    const c = anon();
    const subject = `Sofa delivery ${word}`;
    const sent = await c.post('/api/contact/create', {
      name: 'Ann Visitor',
      email: 'ann@example.com',
      subject,
      message: 'Can you deliver on a Saturday?',
    });
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ success: true, message: expect.stringContaining('Thank you') });
    const bad = await c.post('/api/contact/create', {
      name: '',
      email: 'nope',
      subject,
      message: 'x'.repeat(5001),
    });
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({
      name: ['Enter your name.'],
      email: ['Enter a valid email address.'],
      message: ['Message must be at most 5000 characters.'],
    });
    const bot = await c.post('/api/contact/create', {
      name: 'Bot',
      email: 'bot@example.com',
      subject: `Spam ${word}`,
      message: 'Buy now',
      website: 'https://spam.example',
    });
    expect(bot.status).toBe(200);
    expect(bot.data).toEqual(sent.data);
    const rows = await server.readDatabase((ds) => ds.getRepository(ContactMessage).find());
    expect(rows.filter((m) => m.subject.endsWith(word)).map((m) => m.subject)).toEqual([subject]);
    const mails = await readFiledMail(path.join(server.dataDir, 'mail'));
    const ours = mails.filter((m) => m.subject.includes(word));
    expect(ours).toEqual([
      expect.objectContaining({ replyTo: 'ann@example.com', to: expect.stringContaining('@') }),
    ]);
  });

  it('refuses a sixth message within the hour from one address with 429 and Retry-After', async () => {
    const c = anon();
    const letter = {
      name: 'Repeat',
      email: 'repeat@example.com',
      subject: `Again ${word}`,
      message: 'Hello',
    };
    for (let n = 1; n <= 5; n++) expect((await c.post('/api/contact/create', letter)).status).toBe(200);
    const refused = await c.post('/api/contact/create', letter);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.data.message).toMatch(/^Too many messages\. Try again in \d+ minutes\.$/);
    expect((await anon().post('/api/contact/create', letter)).status).toBe(200);
  });
});
