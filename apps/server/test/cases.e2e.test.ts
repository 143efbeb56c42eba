import crypto from 'node:crypto';
import { Customer } from '@shop/db';
import { uniqueSuffix } from '@shop/db/seed';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

const key = () => `case-${crypto.randomUUID()}`;

/** A phone's photo: a JPEG carrying EXIF (camera, place) that the shop must not keep. */
async function phonePhoto(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a0522d' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Copyright: 'Home of the buyer' } })
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

/**
 * A legacy REST client returns and claims over real HTTP: what may be returned, a claim with a photo uploaded as
 * multipart (its EXIF gone; private to the buyer and staff), a guest's return by the order's email, staff's moves,
 * and each role refused where it should be.
 */
describe.each(sharedServers())('REST returns and claims on $dialect', (server) => {
  const customer = server.as('customer');
  const admin = server.as('admin');
  const manager = server.as('manager');
  let order: { id: number; number: string; lines: { id: number; productName: string }[] };
  let guestOrder: { id: number; number: string; email: string; lines: { id: number }[] };

  /** Ships and delivers every line of an order through the staff calls. */
  async function deliver(o: { id: number; lines: { id: number; quantity?: number }[] }) {
    const shipped = await admin.post(`/api/order/${o.id}/shipments`, {
      carrier: 'crew',
      lines: o.lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity ?? 1 })),
    });
    expect(shipped.status).toBe(200);
    const delivered = await admin.post(
      `/api/order/${o.id}/shipments/${shipped.data.shipments[0].id}/deliver`,
      {},
    );
    expect(delivered.status).toBe(200);
  }

  beforeAll(async () => {
    const customerId = await server.readDatabase(
      async (ds) => (await ds.getRepository(Customer).findOneByOrFail({ email: 'customer@shop.test' })).id,
    );
    const chair = await server.seed.product({ name: `Case chair ${uniqueSuffix()}`, stock: 20 });
    order = await server.seed.order({
      customerId,
      fulfilmentStatus: 'processing',
      lines: [{ productId: chair.id, quantity: 2 }],
    });
    await deliver({ id: order.id, lines: order.lines.map((l) => ({ id: l.id, quantity: 2 })) });
    guestOrder = await server.seed.order({
      customerId: null,
      fulfilmentStatus: 'processing',
      lines: [{ productId: chair.id }],
    });
    await deliver(guestOrder);
  });

  it('lists what may be returned; a claim takes a private photo without its EXIF', async () => {
    const options = await customer.get(`/api/my-account/orders/${order.number}/returns`);
    expect(options.status).toBe(200);
    expect(options.data.lines[0]).toMatchObject({ delivered: 2, returnable: 2, claimable: 2 });

    const form = new FormData();
    form.append('file', await phonePhoto(), 'seam.jpg');
    const uploaded = await customer.post(`/api/my-account/orders/${order.number}/case-photos`, undefined, {
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const photoUrl = uploaded.data.url as string;

    const claim = await customer.post(`/api/my-account/orders/${order.number}/cases`, {
      kind: 'claim',
      idempotencyKey: key(),
      description: 'The back leg arrived split.',
      photoIds: [uploaded.data.photoId],
      lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
    });
    expect(claim.status).toBe(200);
    expect(claim.data.number).toMatch(new RegExp(`^${order.number}-R\\d+$`));

    const mine = await customer.get(photoUrl);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const raw = await fetch(new URL(photoUrl, server.url), {
      headers: { Cookie: [...customer.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const meta = await sharp(Buffer.from(await raw.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
    expect((await admin.get(photoUrl)).status).toBe(200);
    expect((await server.client().get(photoUrl)).status).toBe(401);
    const stranger = server.client();
    const registered = await stranger.post('/api/customer/register', {
      name: 'Stella Stranger',
      email: `stranger-${uniqueSuffix()}@example.com`,
      password: 'a-long-password',
    });
    expect(registered.status).toBe(200);
    expect((await stranger.get(photoUrl)).status).toBe(404);
    expect((await stranger.get(`/api/my-account/orders/${order.number}/returns`)).status).toBe(404);
    // Never under the public image addresses either.
    const storageKey = await server.readDatabase(async (ds) =>
      String((await ds.query('SELECT storage_key AS k FROM case_photos ORDER BY id DESC LIMIT 1'))[0].k),
    );
    expect((await server.client().get(`/images/${storageKey}/480.webp`)).status).toBe(404);

    // Staff see it; a manager may approve but not refund or replace.
    const list = await manager.get('/api/case?kind=claim&state=requested');
    expect(list.status).toBe(200);
    const row = (list.data.items as { id: number; number: string }[]).find(
      (c) => c.number === claim.data.number,
    )!;
    expect(row).toBeDefined();
    expect((await manager.post(`/api/case/${row.id}/replace`, {})).status).toBe(403);
    expect((await customer.get(`/api/case/${row.id}`)).status).toBe(401);
    const replaced = await admin.post(`/api/case/${row.id}/replace`, {});
    expect(replaced.status).toBe(200);
    expect(replaced.data.replacementOrderNumber).toMatch(/^HT-/);
    expect((await admin.post(`/api/case/${row.id}/replace`, {})).status).toBe(409);
  });

  it("takes a guest's return by the order's email, and answers 422 past what arrived", async () => {
    const guest = server.client();
    const ref = `/api/my-account/orders/${guestOrder.number}`;
    const options = await guest.get(`${ref}/returns?email=${encodeURIComponent(guestOrder.email)}`);
    expect(options.status).toBe(200);
    expect((await guest.get(`${ref}/returns?email=someone-else@example.com`)).status).toBe(404);
    const reasonId = (options.data.reasons as { id: number; fault: string }[]).find(
      (r) => r.fault === 'customer',
    )!.id;
    const tooMany = await guest.post(`${ref}/cases`, {
      email: guestOrder.email,
      kind: 'return',
      idempotencyKey: key(),
      reasonId,
      lines: [{ lineId: guestOrder.lines[0]!.id, quantity: 2 }],
    });
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.data)).toContain('You received 1');
    const returned = await guest.post(`${ref}/cases`, {
      email: guestOrder.email,
      kind: 'return',
      idempotencyKey: key(),
      reasonId,
      lines: [{ lineId: guestOrder.lines[0]!.id, quantity: 1 }],
    });
    expect(returned.status).toBe(200);
    const cancelled = await guest.post(`/api/my-account/cases/${returned.data.number}/cancel`, {
      number: guestOrder.number,
      email: guestOrder.email,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.state).toBe('cancelled');
  });

  it('keeps the policy calls to staff, and its changes to administrators', async () => {
    expect((await server.client().get('/api/case/settings/policy')).status).toBe(401);
    expect((await manager.get('/api/case/settings/policy')).status).toBe(200);
    const policy = (await admin.get('/api/case/settings/policy')).data;
    expect((await manager.post('/api/case/settings/policy', policy)).status).toBe(403);
    expect((await admin.post('/api/case/settings/policy', { ...policy, windowDays: -1 })).status).toBe(422);
    expect((await admin.post('/api/case/settings/policy', policy)).status).toBe(200);
    expect((await admin.get('/api/case/settings/reasons')).data.length).toBeGreaterThanOrEqual(6);
  });
});
